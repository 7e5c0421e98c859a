import { containsInvoiceNumber } from './invoice-number-in-text.js';
import { comparableName } from './names.js';
import { referenceKey, referenceKeysInText, type ReferenceKey } from './references.js';
import type { BankCredit, CreditMatch, MatchCandidate, OpenInvoice } from './types.js';

/*
 * Which open invoice a bank credit pays (docs/bank-reconciliation.md). In order of strength:
 *
 * 1. Reference: a structured reference of the credit (Strd/CdtrRefInf/Ref, or an OGM/RF with
 *    valid check digits in its remittance text) equals the invoice's payment reference.
 * 2. Invoice number: the number appears in the remittance text as a whole token.
 * 3. Amount and name: the amount equals what the invoice owes and the payer's name is the
 *    customer's, for an invoice dated on or before the booking.
 *
 * A credit is sure when the strongest kind that found anything found exactly one invoice and
 * the amount equals what it owes; it is unsure when something was found but not that (a partial
 * or over payment, several invoices: for amount and name, a customer owing that amount on two
 * invoices); unmatched when nothing was. An
 * invoice two credits would both surely pay is paid by neither until the user says which.
 */

type Scored = { invoice: OpenInvoice; candidate: MatchCandidate };

/** What is compared of an invoice, worked out once rather than once per credit. */
type Prepared = { invoice: OpenInvoice; key: ReferenceKey | null; name: string };

const prepare = (invoice: OpenInvoice): Prepared => ({
  invoice,
  key: invoice.paymentReference ? referenceKey(invoice.paymentReference) : null,
  name: comparableName(invoice.customerName),
});

const creditReferenceKeys = (credit: BankCredit): Set<ReferenceKey> => {
  const keys = new Set<ReferenceKey>();
  for (const reference of credit.structuredReferences) {
    const key = referenceKey(reference);
    if (key !== null) keys.add(key);
  }
  for (const key of referenceKeysInText(credit.remittanceLines.join(' '))) keys.add(key);
  return keys;
};

/**
 * The remittance as one text. Lines are joined without a space as well as with one, because a
 * bank cuts Ustrd at 140 characters, sometimes through a number.
 */
const remittanceTexts = (credit: BankCredit): string[] => [
  [...credit.structuredReferences, ...credit.remittanceLines].join(' '),
  credit.remittanceLines.join(''),
];

const candidatesOf = (credit: BankCredit, invoices: readonly Prepared[]): Scored[][] => {
  const keys = creditReferenceKeys(credit);
  const texts = remittanceTexts(credit);
  const payer = comparableName(credit.debtorName);
  const byReference: Scored[] = [];
  const byNumber: Scored[] = [];
  const byName: Scored[] = [];
  for (const { invoice, key, name } of invoices) {
    const amountEqual = credit.amount === invoice.owed;
    const candidate = (reason: MatchCandidate['reason']): Scored => ({
      invoice,
      candidate: { invoiceId: invoice.id, reason, amountEqual },
    });
    if (key !== null && keys.has(key)) byReference.push(candidate('reference'));
    else if (texts.some((text) => containsInvoiceNumber(text, invoice.invoiceNumber))) {
      byNumber.push(candidate('invoice_number'));
    } else if (
      amountEqual &&
      invoice.date <= credit.bookingDate &&
      payer !== '' &&
      payer === name
    ) {
      byName.push(candidate('amount_and_name'));
    }
  }
  return [byReference, byNumber, byName];
};

/** Oldest invoice first: the one a payer most likely settles. */
const byAge = (a: Scored, b: Scored): number =>
  a.invoice.date.localeCompare(b.invoice.date) || a.invoice.id.localeCompare(b.invoice.id);

const unsure = (credit: BankCredit, tiers: Scored[][]): CreditMatch => ({
  creditId: credit.id,
  kind: 'unsure',
  candidates: tiers.flatMap((tier) => [...tier].sort(byAge).map((s) => s.candidate)),
});

const classify = (credit: BankCredit, tiers: Scored[][]): CreditMatch => {
  const strongest = tiers.find((tier) => tier.length > 0);
  if (strongest === undefined) return { creditId: credit.id, kind: 'unmatched' };
  const [only] = strongest;
  if (strongest.length === 1 && only !== undefined && only.candidate.amountEqual) {
    return {
      creditId: credit.id,
      kind: 'sure',
      invoiceId: only.invoice.id,
      reason: only.candidate.reason,
    };
  }
  return unsure(credit, tiers);
};

/** Classifies every credit, in the order given. */
export const matchCredits = (
  credits: readonly BankCredit[],
  invoices: readonly OpenInvoice[],
): CreditMatch[] => {
  const open = invoices.filter((invoice) => invoice.owed > 0).map(prepare);
  const tiers = credits.map((credit) => candidatesOf(credit, open));
  const matches = credits.map((credit, index) => classify(credit, tiers[index] ?? []));
  const sureCount = new Map<string, number>();
  for (const match of matches) {
    if (match.kind !== 'sure') continue;
    sureCount.set(match.invoiceId, (sureCount.get(match.invoiceId) ?? 0) + 1);
  }
  return matches.map((match, index) => {
    const credit = credits[index];
    if (match.kind !== 'sure' || credit === undefined) return match;
    if ((sureCount.get(match.invoiceId) ?? 0) < 2) return match;
    return unsure(credit, tiers[index] ?? []);
  });
};
