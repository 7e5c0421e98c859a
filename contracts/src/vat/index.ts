export {
  EXEMPTION_REASONS,
  ISSUE_PROBLEMS,
  PAYMENT_REFERENCE_KINDS,
  VAT_REGIMES,
  type ExemptionReason,
  type IssueProblem,
  type IssueProblemCode,
  type LegalSource,
  type LegalText,
  type PaymentReferenceKind,
  type VatRegime,
} from './types.js';
export { EU_COUNTRIES, countryOfVatPrefix, isEuCountry, type EuCountry } from './eu.js';
export { smallBusinessScheme, vatRegimesFor, type SmallBusinessScheme } from './regimes.js';
export { knownPartyCountry, partyCountry, partyFields, type PartyFields } from './parties.js';
export { LEGAL_TEXTS, LEGAL_TEXT_IDS, legalText, type LegalTextId } from './legal-texts.js';
export {
  lineTreatment,
  lineVatCategory,
  type LineContext,
  type LineTreatment,
} from './line-treatment.js';
export { mandatoryTexts, type MandatoryText } from './mandatory-texts.js';
export { issueProblems } from './issue-checks.js';
export {
  creditorReference,
  defaultPaymentReferenceKind,
  epcRemittance,
  formatCreditorReference,
  isCreditorReference,
  isStructuredReference,
  paymentReferenceFor,
  structuredReference,
  structuredReferenceDigits,
  type EpcRemittance,
} from './payment-references.js';
export {
  ISSUE_PROBLEM_MESSAGES,
  VAT_LAW_MESSAGES,
  issueProblemMessageKey,
  type VatLawMessageKey,
} from './messages.js';
