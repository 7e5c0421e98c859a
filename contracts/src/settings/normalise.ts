import { isRecord, type UnknownRecord } from '../common/records.js';
import {
  PAYMENT_METHOD_NAMES,
  isCountryCode,
  normaliseInvoiceNumberFormat,
  normalisePaymentMethods,
} from '../invoice/index.js';
import { isLanguage } from '../routing/languages.js';
import { defaultPaymentReferenceKind } from '../vat/payment-references.js';
import { vatRegimesFor } from '../vat/regimes.js';
import {
  PAYMENT_REFERENCE_KINDS,
  type PaymentReferenceKind,
  type VatRegime,
} from '../vat/types.js';
import { DEFAULT_NOTES_MAX_LENGTH } from './defaults.js';
import { normaliseReminderSettings } from './reminders.js';
import type { DefaultCompany, DefaultPaymentMethod, Logo, Settings } from './types.js';

type Raw = UnknownRecord;

const wholeNumberAtLeast = (value: unknown, min: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min ? value : fallback;

const text = (raw: Raw, key: string): string => (typeof raw[key] === 'string' ? raw[key] : '');

const normaliseCompany = (
  value: unknown,
  fallback: DefaultCompany | null,
): DefaultCompany | null => {
  if (!isRecord(value)) {
    return fallback;
  }
  const optional = (
    key: 'contactName' | 'email' | 'additionalInfo' | 'legalForm' | 'legalRegister',
  ): Partial<DefaultCompany> => (typeof value[key] === 'string' ? { [key]: value[key] } : {});
  return {
    company: text(value, 'company'),
    address: text(value, 'address'),
    postalCode: text(value, 'postalCode'),
    city: text(value, 'city'),
    vatNumber: text(value, 'vatNumber'),
    kvkNumber: text(value, 'kvkNumber'),
    ...optional('contactName'),
    ...optional('email'),
    ...optional('additionalInfo'),
    ...optional('legalForm'),
    ...optional('legalRegister'),
  };
};

const normaliseLogo = (value: unknown, fallback: Logo | null): Logo | null =>
  isRecord(value) && text(value, 'url') !== ''
    ? { id: text(value, 'id'), url: text(value, 'url'), filename: text(value, 'filename') }
    : fallback;

const isDefaultPaymentMethod = (value: unknown): value is DefaultPaymentMethod =>
  value === 'none' || (PAYMENT_METHOD_NAMES as readonly unknown[]).includes(value);

/** Unknown names are dropped, duplicates removed, and 'none' wins over any method next to it. */
const normaliseDefaultPaymentMethods = (
  value: unknown,
  fallback: readonly DefaultPaymentMethod[],
): DefaultPaymentMethod[] => {
  if (!Array.isArray(value)) {
    return [...fallback];
  }
  const known = [...new Set(value.filter(isDefaultPaymentMethod))];
  return known.includes('none') ? ['none'] : known;
};

/** A regime the country offers; a small-business scheme does not travel to another country. */
const normaliseVatRegime = (value: unknown, fallback: VatRegime, country: string): VatRegime => {
  const offered = vatRegimesFor(country);
  const wanted = offered.find((regime) => regime === value) ?? fallback;
  return offered.includes(wanted) ? wanted : 'standard';
};

const isPaymentReferenceKind = (value: unknown): value is PaymentReferenceKind =>
  (PAYMENT_REFERENCE_KINDS as readonly unknown[]).includes(value);

/**
 * Settings as read from storage, the server or a request, repaired field by field (spec §5):
 * anything missing or out of bounds takes the value in `defaults` (client or admin set).
 * latestInvoiceNumber accepts 0 (no invoice yet, its own default); invoiceStartNumber needs 1+.
 * Payment methods missing a required field are reset to their empty default, not to `defaults`.
 */
export const normaliseSettings = (input: unknown, defaults: Settings): Settings => {
  const raw = isRecord(input) ? input : {};
  const country = isCountryCode(raw.country) ? raw.country : defaults.country;
  return {
    language: isLanguage(raw.language) ? raw.language : defaults.language,
    invoiceLanguage: isLanguage(raw.invoiceLanguage)
      ? raw.invoiceLanguage
      : defaults.invoiceLanguage,
    country,
    vatRegime: normaliseVatRegime(raw.vatRegime, defaults.vatRegime, country),
    // Stored before issue 32 or unreadable: what the country's payers expect.
    paymentReferenceKind: isPaymentReferenceKind(raw.paymentReferenceKind)
      ? raw.paymentReferenceKind
      : defaultPaymentReferenceKind(country),
    invoiceStartNumber: wholeNumberAtLeast(raw.invoiceStartNumber, 1, defaults.invoiceStartNumber),
    latestInvoiceNumber: wholeNumberAtLeast(
      raw.latestInvoiceNumber,
      0,
      defaults.latestInvoiceNumber,
    ),
    defaultNotes:
      typeof raw.defaultNotes === 'string' && raw.defaultNotes.length <= DEFAULT_NOTES_MAX_LENGTH
        ? raw.defaultNotes
        : defaults.defaultNotes,
    defaultCompany: normaliseCompany(raw.defaultCompany, defaults.defaultCompany),
    logo: normaliseLogo(raw.logo, defaults.logo),
    paymentMethods: normalisePaymentMethods(raw.paymentMethods),
    defaultPaymentMethods: normaliseDefaultPaymentMethods(
      raw.defaultPaymentMethods,
      defaults.defaultPaymentMethods,
    ),
    invoiceNumberFormat: normaliseInvoiceNumberFormat(
      raw.invoiceNumberFormat,
      defaults.invoiceNumberFormat,
    ),
    creditNoteNumberFormat: normaliseInvoiceNumberFormat(
      raw.creditNoteNumberFormat,
      defaults.creditNoteNumberFormat,
    ),
    creditNoteStartNumber: wholeNumberAtLeast(
      raw.creditNoteStartNumber,
      1,
      defaults.creditNoteStartNumber,
    ),
    latestCreditNoteNumber: wholeNumberAtLeast(
      raw.latestCreditNoteNumber,
      0,
      defaults.latestCreditNoteNumber,
    ),
    reminders: normaliseReminderSettings(raw.reminders, defaults.reminders),
  };
};

/**
 * Applying the server's settings after sign-in: the server wins, except that the latest invoice
 * and credit-note numbers are the larger of the two, so numbers given out offline are never
 * handed out again.
 */
export const mergeServerSettings = (local: Settings, server: Settings): Settings => ({
  ...server,
  latestInvoiceNumber: Math.max(local.latestInvoiceNumber, server.latestInvoiceNumber),
  latestCreditNoteNumber: Math.max(local.latestCreditNoteNumber, server.latestCreditNoteNumber),
});

/** The editor shows a notice when the invoice is written in another language than the interface. */
export const languagesDiffer = (
  settings: Pick<Settings, 'language' | 'invoiceLanguage'>,
): boolean => settings.language !== settings.invoiceLanguage;
