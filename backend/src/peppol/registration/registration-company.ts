import {
  checkVatNumber,
  isBelgianEnterpriseNumber,
  normaliseIdentifier,
} from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { FieldErrorDto } from '../../common/errors/error-body.js';
import type { CompanyRegistration } from '../provider/peppol-provider.js';

const FIELD = 'settings.defaultCompany';
const REQUIRED = ['company', 'address', 'postalCode', 'city'] as const;

type Numbers = { enterpriseNumber: string | null; vatNumber: string | null };

/** A Belgian company needs its enterprise number: the KvK field, or the VAT number after "BE". */
function belgianNumbers(kvk: string, vat: string, fields: FieldErrorDto[]): Numbers {
  if (vat !== '' && (!vat.startsWith('BE') || checkVatNumber(vat) !== null)) {
    fields.push({ field: `${FIELD}.vatNumber`, message: 'must be a valid Belgian VAT number' });
  }
  if (kvk !== '' && !isBelgianEnterpriseNumber(kvk)) {
    fields.push({
      field: `${FIELD}.kvkNumber`,
      message: 'must be a valid Belgian enterprise number',
    });
  }
  const enterpriseNumber = kvk !== '' ? kvk.replace(/^BE/, '') : vat.replace(/^BE/, '');
  if (kvk === '' && vat === '') {
    fields.push({
      field: `${FIELD}.kvkNumber`,
      message: 'is required for Peppol: your enterprise number (or a BE VAT number)',
    });
  } else if (kvk !== '' && vat !== '' && vat.slice(2) !== enterpriseNumber) {
    fields.push({ field: `${FIELD}.vatNumber`, message: 'must be BE and your enterprise number' });
  }
  return { enterpriseNumber: enterpriseNumber || null, vatNumber: vat || null };
}

/** A Dutch company needs its KvK number or its VAT number (btw-id). */
function dutchNumbers(kvk: string, vat: string, fields: FieldErrorDto[]): Numbers {
  if (kvk !== '' && !/^\d{8}$/.test(kvk)) {
    fields.push({ field: `${FIELD}.kvkNumber`, message: 'must be a KvK number of 8 digits' });
  }
  if (vat !== '' && !/^NL\d{9}B\d{2}$/.test(vat)) {
    fields.push({ field: `${FIELD}.vatNumber`, message: 'must be a valid Dutch VAT number' });
  }
  if (kvk === '' && vat === '') {
    fields.push({
      field: `${FIELD}.kvkNumber`,
      message: 'is required for Peppol: your KvK number (or an NL VAT number)',
    });
  }
  return { enterpriseNumber: kvk || null, vatNumber: vat || null };
}

/**
 * The company registered for Peppol: the user's default company (settings) in the settings'
 * country. Peppol registration is offered in Belgium and the Netherlands only. 400
 * VALIDATION_FAILED names every missing or invalid `settings.…` field at once.
 */
export function registrationFromSettings(settings: Settings): CompanyRegistration {
  const country = settings.country;
  if (country !== 'BE' && country !== 'NL') {
    throw new DomainException('VALIDATION_FAILED', {
      message: 'Peppol registration is available for companies in Belgium and the Netherlands',
      fields: [{ field: 'settings.country', message: 'must be BE or NL for Peppol' }],
    });
  }
  const company = settings.defaultCompany;
  if (company === null) {
    throw new DomainException('VALIDATION_FAILED', {
      message: 'Fill in your company details in the settings first',
      fields: [{ field: FIELD, message: 'is required for Peppol' }],
    });
  }
  const fields: FieldErrorDto[] = REQUIRED.filter((name) => company[name].trim() === '').map(
    (name) => ({ field: `${FIELD}.${name}`, message: 'is required for Peppol' }),
  );
  const kvk = normaliseIdentifier(company.kvkNumber);
  const vat = normaliseIdentifier(company.vatNumber);
  const numbers =
    country === 'BE' ? belgianNumbers(kvk, vat, fields) : dutchNumbers(kvk, vat, fields);
  if (fields.length > 0) {
    throw new DomainException('VALIDATION_FAILED', {
      message: 'Your company details are not complete for Peppol',
      fields,
    });
  }
  return {
    name: company.company.trim(),
    address: company.address.trim(),
    postalCode: company.postalCode.trim(),
    city: company.city.trim(),
    country,
    ...numbers,
  };
}
