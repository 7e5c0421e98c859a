import {
  isBelgianEnterpriseNumber,
  normaliseIdentifier,
  vatNumberCountry,
  type Recipient,
  type Sender,
  type SenderField,
} from '@app/contracts/invoice';
import { element, textElement, type XmlChild } from './xml.js';

/** Peppol identifier schemes (ICD) of the registration numbers the product knows. */
const REGISTRATION_SCHEME = { NL: '0106', BE: '0208' } as const;

/** Peppol electronic address schemes (EAS) of VAT numbers, by the number's prefix. */
const VAT_ADDRESS_SCHEME: Partial<Record<string, string>> = {
  NL: '9944',
  BE: '9925',
  DE: '9930',
  FR: '9957',
  LU: '9938',
  AT: '9914',
  ES: '9920',
};

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

/** Greece writes EL in VAT numbers; everywhere else the prefix is the ISO country code. */
const isoOfVatPrefix = (prefix: string): string => (prefix === 'EL' ? 'GR' : prefix);

/**
 * The party's country: its VAT number's prefix, else a Dutch postal code ("1234 AB"), else the
 * country the seller works in (the invoice has no country field).
 */
export const partyCountry = (fields: PartyFields, fallback: string): string => {
  const prefix = vatNumberCountry(fields.vatNumber);
  if (prefix !== null) return isoOfVatPrefix(prefix);
  if (/^\d{4}\s?[A-Za-z]{2}$/.test(fields.postalCode)) return 'NL';
  return fallback;
};

/**
 * The registration number's scheme: a Dutch KvK number (the Dutch rules NL-R-003 and NL-R-005
 * want 0106 on any Dutch party's number) or a valid Belgian enterprise number.
 */
const legalScheme = (fields: PartyFields, country: string): string | null => {
  if (fields.kvkNumber === '') return null;
  if (country === 'NL') return REGISTRATION_SCHEME.NL;
  if (country === 'BE' && isBelgianEnterpriseNumber(fields.kvkNumber)) {
    return REGISTRATION_SCHEME.BE;
  }
  return null;
};

/**
 * The Peppol address the document is delivered to or from (BT-34 / BT-49): the registration
 * number, by which the Peppol directories of NL and BE list businesses, else the VAT number.
 * Peppol has no scheme for an e-mail address. Null when the party has neither.
 */
export const peppolAddress = (
  fields: PartyFields,
  country: string,
): { scheme: string; id: string } | null => {
  const legal = legalScheme(fields, country);
  if (legal !== null) return { scheme: legal, id: fields.kvkNumber };
  const vatScheme = VAT_ADDRESS_SCHEME[vatNumberCountry(fields.vatNumber) ?? ''];
  return vatScheme === undefined ? null : { scheme: vatScheme, id: fields.vatNumber };
};

/** cac:Party of the seller (BG-4) or the buyer (BG-7). */
export const partyElement = (fields: PartyFields, country: string): string => {
  const address = peppolAddress(fields, country);
  const legal = legalScheme(fields, country);
  const contact: XmlChild[] = [
    textElement('cbc:Name', fields.contactName),
    textElement('cbc:ElectronicMail', fields.email),
  ];
  return element(
    'cac:Party',
    {},
    address && textElement('cbc:EndpointID', address.id, { schemeID: address.scheme }),
    textElement('cbc:Name', fields.company) &&
      element('cac:PartyName', {}, textElement('cbc:Name', fields.company)),
    element(
      'cac:PostalAddress',
      {},
      textElement('cbc:StreetName', fields.address),
      textElement('cbc:CityName', fields.city),
      textElement('cbc:PostalZone', fields.postalCode),
      element('cac:Country', {}, textElement('cbc:IdentificationCode', country)),
    ),
    vatNumberCountry(fields.vatNumber) !== null &&
      element(
        'cac:PartyTaxScheme',
        {},
        textElement('cbc:CompanyID', fields.vatNumber),
        element('cac:TaxScheme', {}, textElement('cbc:ID', 'VAT')),
      ),
    element(
      'cac:PartyLegalEntity',
      {},
      textElement('cbc:RegistrationName', fields.company),
      textElement('cbc:CompanyID', fields.kvkNumber, legal === null ? {} : { schemeID: legal }),
    ),
    contact.some(Boolean) && element('cac:Contact', {}, ...contact),
  );
};
