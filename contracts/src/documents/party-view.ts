import type { Language, Recipient, Sender } from '@app/contracts/invoice';
import { documentLabel } from './labels.js';

/** A From or To block: the company (printed bold) and the lines under it, placeholders left out. */
export type PartyView = { company: string | null; lines: string[] };

type Flags = Partial<Record<string, boolean>>;

const value = (text: string | undefined, placeholder: boolean | undefined): string =>
  placeholder || text === undefined ? '' : text.trim();

const cityLine = (postalCode: string, city: string): string =>
  [postalCode, city].filter((part) => part !== '').join(' ');

const nonEmpty = (lines: string[]): string[] =>
  lines
    .flatMap((line) => line.split(/\r?\n/))
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const partyView = (
  party: Sender | Recipient,
  kind: 'sender' | 'recipient',
  language: Language,
  wholePartyIsPlaceholder: boolean | undefined,
): PartyView => {
  if (wholePartyIsPlaceholder) return { company: null, lines: [] };
  const flags: Flags = party.isPlaceholder ?? {};
  const field = (name: 'company' | 'address' | 'postalCode' | 'city'): string =>
    value(party[name], flags[name]);
  const company = field('company');
  const address = [field('address'), cityLine(field('postalCode'), field('city'))];
  // Both parties' numbers are printed: the customer's VAT number is the law's for reverse charge.
  const vat = value(party.vatNumber, flags.vatNumber);
  const kvk = value(party.kvkNumber, flags.kvkNumber);
  const numbers = [
    vat === '' ? '' : `${documentLabel(language, 'vatNumber')}: ${vat}`,
    kvk === '' ? '' : `${documentLabel(language, 'chamberOfCommerce')}: ${kvk}`,
  ];
  if (kind === 'sender') {
    return { company: company === '' ? null : company, lines: nonEmpty([...address, ...numbers]) };
  }
  return {
    company: company === '' ? null : company,
    lines: nonEmpty([
      value(party.contactName, flags.contactName),
      ...address,
      value(party.email, flags.email),
      value(party.additionalInfo, flags.additionalInfo),
      ...numbers,
    ]),
  };
};
