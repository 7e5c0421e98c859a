// The routing module, not the invoice types: those import this file (an import cycle).
import type { Language } from '../routing/languages.js';

/**
 * How the seller is taxed. 'small_business' is the country's scheme for small enterprises: the
 * Dutch KOR (art. 25 Wet OB 1968) or the Belgian franchise (art. 56bis WBTW); no VAT is charged
 * and every invoice states the exemption. Other countries offer only 'standard' here.
 */
export const VAT_REGIMES = ['standard', 'small_business'] as const;

export type VatRegime = (typeof VAT_REGIMES)[number];

/**
 * Why an exempt line (VAT category 'exempt') is exempt: the Directive 2006/112/EC exemption it
 * falls under, each with its Dutch and Belgian article. 'other' prints the general statement
 * that the supply is exempt, which art. 226(11) of the Directive also accepts.
 */
export const EXEMPTION_REASONS = [
  'medical',
  'education',
  'financial',
  'insurance',
  'letting',
  'other',
] as const;

export type ExemptionReason = (typeof EXEMPTION_REASONS)[number];

/** What the customer quotes when paying: the invoice number, a Belgian OGM/VCS, or an ISO 11649 RF. */
export const PAYMENT_REFERENCE_KINDS = ['invoice_number', 'structured', 'creditor'] as const;

export type PaymentReferenceKind = (typeof PAYMENT_REFERENCE_KINDS)[number];

/** Where a legal text comes from: the authority, the article and a public address. */
export type LegalSource = { authority: string; reference: string; url: string };

/**
 * One mandatory text: its wording per invoice language, whether that wording is the one the law
 * or the authority writes ('official') or our faithful rendering where none exists ('ours'),
 * the VATEX code e-invoices carry (null where the CEF list has none), and its sources.
 */
export type LegalText = {
  text: Record<Language, string>;
  wording: Record<Language, 'official' | 'ours'>;
  vatex: string | null;
  sources: readonly LegalSource[];
};

/** What the checks before issuing can find; each has a message key `vatLaw.<code>`. */
export const ISSUE_PROBLEMS = [
  'regimeNotAvailable',
  'smallBusinessChargesVat',
  'categoryChargesVat',
  'customerVatNumberMissing',
  'customerOutsideEu',
  'intraEuSameCountry',
  'domesticReverseChargeNotAvailable',
  'exportToEuCustomer',
  'sellerVatNumberMissing',
  'sellerKvkNumberMissing',
  'sellerEnterpriseNumberMissing',
  'sellerRegisterMissing',
] as const;

export type IssueProblemCode = (typeof ISSUE_PROBLEMS)[number];

/** A problem and the invoice field path where it is fixed (`items.2.vatCategory`, `sender.vatNumber`). */
export type IssueProblem = { code: IssueProblemCode; field: string };
