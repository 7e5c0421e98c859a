import {
  isBelgianEnterpriseNumber,
  vatNumberCountry,
  type Invoice,
  type Sender,
} from '@app/contracts/invoice';
import type { PartyFields } from '@app/contracts/vat';
import { element, textElement, type XmlChild } from './xml.js';

// The party rules moved to the VAT rules, which read the same parties; kept here for callers.
export { partyCountry, partyFields, type PartyFields } from '@app/contracts/vat';

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

/**
 * The seller's additional legal information (BT-33): its legal form and register, which a
 * Belgian company must state (art. 2:20 WVV), e.g. "BV, RPR Gent, afdeling Gent".
 */
export const sellerLegalForm = (
  sender: Sender,
  placeholders: Pick<Invoice['isPlaceholder'], 'sender'>,
): string =>
  placeholders.sender
    ? ''
    : [sender.legalForm, sender.legalRegister]
        .map((part) => part?.trim() ?? '')
        .filter((part) => part !== '')
        .join(', ');

/** cac:Party of the seller (BG-4) or the buyer (BG-7); `legalForm` only for the seller. */
export const partyElement = (fields: PartyFields, country: string, legalForm = ''): string => {
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
      textElement('cbc:CompanyLegalForm', legalForm),
    ),
    contact.some(Boolean) && element('cac:Contact', {}, ...contact),
  );
};
