import type { ReceivedParty } from './received-document-view.js';
import { child, children, text } from './ubl-values.js';
import type { XmlElement } from './xml-tree.js';

const addressLines = (address: XmlElement | null): string[] => {
  const place = [text(address, 'PostalZone'), text(address, 'CityName')]
    .filter((part) => part !== null)
    .join(' ');
  return [
    text(address, 'StreetName'),
    text(address, 'AdditionalStreetName'),
    text(address, 'AddressLine', 'Line'),
    place === '' ? null : place,
    text(address, 'CountrySubentity'),
  ].filter((line): line is string => line !== null);
};

const vatId = (party: XmlElement | null): string | null => {
  const vat = children(party, 'PartyTaxScheme').find(
    (scheme) => text(scheme, 'TaxScheme', 'ID')?.toUpperCase() === 'VAT',
  );
  return text(vat ?? null, 'CompanyID');
};

const endpointId = (party: XmlElement | null): string | null => {
  const endpoint = child(party, 'EndpointID');
  const identifier = text(endpoint);
  if (identifier === null) return null;
  const scheme = endpoint?.attributes['schemeID']?.trim() ?? '';
  return scheme === '' ? identifier : `${scheme}:${identifier}`;
};

/** The seller (BG-4) or the buyer (BG-7) from its cac:Party. */
export const readParty = (party: XmlElement | null): ReceivedParty => {
  const legalName = text(party, 'PartyLegalEntity', 'RegistrationName');
  return {
    name: text(party, 'PartyName', 'Name') ?? legalName ?? '',
    legalName,
    addressLines: addressLines(child(party, 'PostalAddress')),
    country: text(party, 'PostalAddress', 'Country', 'IdentificationCode'),
    vatId: vatId(party),
    companyId: text(party, 'PartyLegalEntity', 'CompanyID'),
    endpointId: endpointId(party),
    contactName: text(party, 'Contact', 'Name'),
    email: text(party, 'Contact', 'ElectronicMail'),
  };
};
