import type { RecommandIdentifier } from '../recommand-api.js';
import { failure, invalidInput, text, type Answer } from './stand-in-http.js';
import { newId, type StoredCompany } from './stand-in-store.js';

/** Non-alphanumerics stripped, upper case: how Recommand stores the numbers. */
const clean = (value: string | null): string | null =>
  value === null ? null : value.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || null;

/** The Belgian enterprise number's check: the last two digits are 97 - (first eight mod 97). */
const belgianNumberValid = (digits: string): boolean =>
  /^[01]\d{9}$/.test(digits) && 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));

const identifier = (companyId: string, scheme: string, value: string): RecommandIdentifier => ({
  id: newId('ci'),
  companyId,
  scheme,
  identifier: value.toLowerCase(),
});

/**
 * `POST /companies`: the company as stored, or the refusal Recommand gives. Playground-like:
 * verified at once unless its name contains "unverified" (then the identity check page or the
 * `verifyCompany` control verifies it). BE gets 0208 (+ 9925 with a VAT number), NL 0106 with a
 * KvK number and 9944 with a VAT number.
 */
export function createCompany(body: Record<string, unknown>): StoredCompany | Answer {
  const fields = ['name', 'address', 'postalCode', 'city', 'country'] as const;
  const values: Partial<Record<(typeof fields)[number], string>> = {};
  for (const field of fields) {
    const value = text(body[field]);
    if (value === null) return invalidInput(field, 'Required');
    values[field] = value;
  }
  const country = values.country?.toUpperCase() ?? '';
  let enterpriseNumber = clean(text(body.enterpriseNumber));
  const vatNumber = clean(text(body.vatNumber));
  if (vatNumber !== null && !vatNumber.startsWith(country)) {
    return failure(400, `VAT number must start with ${country}`);
  }
  const id = newId('c');
  const identifiers: RecommandIdentifier[] = [];
  if (country === 'BE') {
    enterpriseNumber ??= vatNumber?.slice(2) ?? null;
    if (enterpriseNumber === null || !belgianNumberValid(enterpriseNumber)) {
      return failure(400, 'Invalid Belgian enterprise number');
    }
    if (vatNumber !== null && vatNumber.slice(2) !== enterpriseNumber) {
      return failure(400, 'The VAT number does not match the enterprise number');
    }
    identifiers.push(identifier(id, '0208', enterpriseNumber));
    if (vatNumber !== null) identifiers.push(identifier(id, '9925', vatNumber));
  } else if (country === 'NL') {
    if (enterpriseNumber !== null && !/^\d{8}$/.test(enterpriseNumber)) {
      return failure(400, 'A KvK number has 8 digits');
    }
    if (vatNumber !== null && !/^NL\d{9}B\d{2}$/.test(vatNumber)) {
      return failure(400, 'Invalid Dutch VAT number');
    }
    if (enterpriseNumber === null && vatNumber === null) {
      return failure(400, 'A KvK number or a VAT number is required');
    }
    if (enterpriseNumber !== null) identifiers.push(identifier(id, '0106', enterpriseNumber));
    if (vatNumber !== null) identifiers.push(identifier(id, '9944', vatNumber));
  } else {
    return failure(400, `Country ${country} is not supported by the stand-in`);
  }
  const now = new Date().toISOString();
  return {
    id,
    name: values.name ?? '',
    address: values.address ?? '',
    postalCode: values.postalCode ?? '',
    city: values.city ?? '',
    country,
    enterpriseNumber,
    vatNumber,
    isSmpRecipient: body.isSmpRecipient !== false,
    isVerified: !/unverified/i.test(values.name ?? ''),
    createdAt: now,
    updatedAt: now,
    identifiers,
    verificationLogId: newId('cvl'),
  };
}

/** The company as Recommand answers it (its identifiers and log are separate resources). */
export function companyView(company: StoredCompany): Record<string, unknown> {
  const { identifiers: _identifiers, verificationLogId: _log, ...view } = company;
  return { ...view, teamId: 'team_stand_in' };
}
