import type { Recipient } from './types.js';

/** A saved company (spec §3): created from an invoice's recipient, linked to it by companyId. */
export type Company = {
  id: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  contactName: string;
  email: string;
  additionalInfo: string;
  /** Seconds since the epoch. */
  createdAt: number;
  /** Moves on every change of the stored company (its ETag); see docs/data-api.md. */
  version: number;
};

/** What a user sends to create or change a company. */
export type CompanyInput = Omit<Company, 'id' | 'createdAt' | 'version'>;

export type CompanyField = keyof CompanyInput;

/** Longest accepted text per field: generous for real addresses, bounded for storage. */
export const COMPANY_FIELD_MAX_LENGTH: Readonly<Record<CompanyField, number>> = {
  name: 200,
  address: 200,
  postalCode: 20,
  city: 100,
  contactName: 200,
  email: 254,
  additionalInfo: 500,
};

/** What the company picker's search answers (spec §7 GET /api/companies/autosuggest). */
export type CompanySuggestions = {
  /** Best first, at most `limit`. */
  companies: Company[];
  /** How many companies match, beyond the limit too. */
  total: number;
  /** The query as searched: trimmed. Empty: the recent list. */
  query: string;
};

/**
 * Limits of the company search. A query longer than the longest name can match nothing, so
 * it is refused rather than searched.
 */
export const COMPANY_SUGGESTIONS = {
  defaultLimit: 5,
  maxLimit: 20,
  queryMaxLength: COMPANY_FIELD_MAX_LENGTH.name,
} as const;

/** The company a recipient becomes when the user saves it (its text trimmed). */
export function companyFromRecipient(recipient: Recipient): CompanyInput {
  return {
    name: recipient.company.trim(),
    address: recipient.address.trim(),
    postalCode: recipient.postalCode.trim(),
    city: recipient.city.trim(),
    contactName: (recipient.contactName ?? '').trim(),
    email: recipient.email.trim(),
    additionalInfo: (recipient.additionalInfo ?? '').trim(),
  };
}

/**
 * The recipient a picked company fills in (spec §4 "Company picker"): every field is replaced, so
 * nothing of the previous customer is left; the fields the company has are real content (their
 * placeholder flags cleared), the ones it lacks stay empty and show their examples again.
 */
export function recipientFromCompany(company: CompanyInput): Recipient {
  const recipient = {
    company: company.name,
    address: company.address,
    postalCode: company.postalCode,
    city: company.city,
    contactName: company.contactName,
    email: company.email,
    additionalInfo: company.additionalInfo,
  };
  const isPlaceholder = Object.fromEntries(
    Object.entries(recipient).map(([field, text]) => [field, text === '']),
  ) as NonNullable<Recipient['isPlaceholder']>;
  return { ...recipient, isPlaceholder };
}

/**
 * Whether the picker offers to create a company from the typed text (spec §5): only when the text
 * is not empty and no suggestion already has that name, ignoring case and surrounding spaces.
 */
export function offersNewCompany(
  typed: string,
  suggestions: readonly Pick<Company, 'name'>[],
): boolean {
  const name = typed.trim().toLowerCase();
  return name !== '' && !suggestions.some((company) => company.name.trim().toLowerCase() === name);
}
