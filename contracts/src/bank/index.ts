export type { BankCredit, CreditMatch, MatchCandidate, MatchReason, OpenInvoice } from './types.js';
export {
  creditIdentity,
  parseStatementAmount,
  statementDate,
  type CreditIdentityParts,
} from './statement-values.js';
export { referenceKey, referenceKeysInText, type ReferenceKey } from './references.js';
export { comparableName, sameName } from './names.js';
export { containsInvoiceNumber } from './invoice-number-in-text.js';
export { matchCredits } from './match-credits.js';
