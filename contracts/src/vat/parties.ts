import {
  normaliseIdentifier,
  vatNumberCountry,
  type Recipient,
  type Sender,
  type SenderField,
} from '@app/contracts/invoice';
import { countryOfVatPrefix } from './eu.js';

/** A sender's fields plus the contact a recipient (or a saved company) carries. */
export type PartyFields = Record<SenderField | 'contactName' | 'email', string>;

/**
 * The party's own values; greyed example text (a field's, or the whole block's while it is
 * untouched) is not the customer's data and is left out.
 */
export const partyFields = (
  party: Sender | Recipient,
  wholePartyIsPlaceholder: boolean | undefined,
): PartyFields => {
  const flags: Partial<Record<string, boolean>> = party.isPlaceholder ?? {};
  const read = (name: keyof PartyFields): string => {
    const value = (party as Partial<Record<keyof PartyFields, string>>)[name];
    return wholePartyIsPlaceholder || flags[name] || value === undefined ? '' : value.trim();
  };
  return {
    company: read('company'),
    address: read('address'),
    postalCode: read('postalCode'),
    city: read('city'),
    vatNumber: normaliseIdentifier(read('vatNumber')),
    kvkNumber: normaliseIdentifier(read('kvkNumber')),
    contactName: read('contactName'),
    email: read('email'),
  };
};

/** The country the party shows itself: its VAT number's prefix, else a Dutch postal code. */
export const knownPartyCountry = (fields: PartyFields): string | null => {
  const prefix = vatNumberCountry(fields.vatNumber);
  if (prefix !== null) return countryOfVatPrefix(prefix);
  if (/^\d{4}\s?[A-Za-z]{2}$/.test(fields.postalCode)) return 'NL';
  return null;
};

/**
 * The party's country: its VAT number's prefix, else a Dutch postal code ("1234 AB"), else the
 * country the seller works in (the invoice has no country field).
 */
export const partyCountry = (fields: PartyFields, fallback: string): string =>
  knownPartyCountry(fields) ?? fallback;
