import type { Recipient, Sender } from '@app/contracts/invoice';
import { documentLabel, type DocumentLabelKey, type DocumentLocale } from './labels.js';

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

/**
 * The company with its legal form ("Voorbeeld" and "BV": "Voorbeeld BV"), unless the name
 * already ends with it.
 */
const withLegalForm = (company: string, legalForm: string): string => {
  if (company === '' || legalForm === '') return company;
  return company.toLowerCase().endsWith(` ${legalForm.toLowerCase()}`) ||
    company.toLowerCase() === legalForm.toLowerCase()
    ? company
    : `${company} ${legalForm}`;
};

/**
 * The label of a company's number follows that company's own country, whoever sends: a Belgian
 * company's is its enterprise number (for a seller printed with its register, "RPR Gent,
 * afdeling Gent", as art. 2:20 WVV asks), a Dutch one's its KvK number, any other's its trade
 * register's number.
 */
const REGISTRATION_LABELS: Partial<Record<string, DocumentLabelKey>> = {
  BE: 'enterpriseNumber',
  NL: 'chamberOfCommerce',
};

/** `country`: the party's own (`documentVatContext`: the seller's, or the customer's). */
export const partyView = (
  party: Sender | Recipient,
  kind: 'sender' | 'recipient',
  locale: DocumentLocale,
  wholePartyIsPlaceholder: boolean | undefined,
  country = 'NL',
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
  const registration = REGISTRATION_LABELS[country] ?? 'companyNumber';
  const numbers = [
    vat === '' ? '' : `${documentLabel(locale, 'vatNumber')}: ${vat}`,
    kvk === '' ? '' : `${documentLabel(locale, registration)}: ${kvk}`,
  ];
  if (kind === 'sender') {
    const sender = party as Sender;
    const named = withLegalForm(company, value(sender.legalForm, false));
    return {
      company: named === '' ? null : named,
      lines: nonEmpty([...address, ...numbers, value(sender.legalRegister, false)]),
    };
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
