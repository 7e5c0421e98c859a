import type { Decimal } from 'decimal.js';
import { Dec, roundToInteger } from './decimal.js';
import { generateId, type IdGenerator } from './line-items.js';
import { centsToCanonical } from './money.js';
import { createEmptyInvoice, type InvoiceDefaults } from './new-invoice.js';
import { decimalToCanonical, parseDecimalInput } from './number-input.js';
import { parseQuantity } from './quantity.js';
import { DUE_ON_RECEIPT } from './terms.js';
import { computeTotals, parseVatRate, vatOf, type TotalsInput } from './totals.js';
import type { CreditRefund } from './refunds.js';
import type { Discount, Invoice, Language, LineItem } from './types.js';

/** The line of a credit by amount, in the invoice's language (the document's text). */
export const CREDIT_LINE_DESCRIPTION: Record<Language, (invoiceNumber: string) => string> = {
  en: (invoiceNumber) => `Credit on invoice ${invoiceNumber}`,
  nl: (invoiceNumber) => `Creditering op factuur ${invoiceNumber}`,
};

/**
 * Credit notes (issue 31, docs/domain-rules.md "Credit notes"). A credit note states what it
 * takes back with positive lines; what is left to credit of an invoice is its total minus the
 * totals of its credit notes, and per line its quantity minus the quantities of the credit-note
 * lines that carry the line's id (a credit by lines keeps the original line ids).
 */

/** What to credit: everything left, some lines (index in the original, quantity), or an amount. */
export type CreditChoice =
  | { kind: 'full' }
  | { kind: 'lines'; lines: readonly CreditLineChoice[] }
  /** Euros including VAT as decimal text ("12.34" or "12,34"): what the customer gets back. */
  | { kind: 'amount'; amount: string };

export type CreditLineChoice = { index: number; quantity: string };

/** A stored credit note as far as these rules need it. */
export type CreditPart = {
  items: readonly Pick<LineItem, 'id' | 'quantity' | 'price' | 'vatRate'>[];
  discount: TotalsInput['discount'];
};

/** The original invoice as these rules need it. */
export type CreditableInvoice = Pick<Invoice, 'items' | 'discount'> &
  Partial<Pick<Invoice, 'documentType' | 'status'>>;

export type CreditStatus = 'none' | 'partly' | 'full';

export const CREDIT_STATUSES: readonly CreditStatus[] = ['none', 'partly', 'full'];

/** A credit note of an invoice as the invoice lists it (total in cents). */
export type CreditSummary = {
  id: string;
  invoiceNumber: string;
  date: string;
  total: number;
  /** Its refund through the provider that was paid, if one was asked for (docs/payments.md). */
  refund?: CreditRefund;
};

export type CreditError =
  | 'credit.notCreditable'
  | 'credit.nothingLeft'
  | 'credit.nothingChosen'
  | 'credit.lineUnknown'
  | 'credit.quantityInvalid'
  | 'credit.quantityExceeds'
  | 'credit.amountInvalid'
  | 'credit.exceedsRemaining';

export type Uncredited = {
  /** Cents left to credit (never below 0). */
  total: number;
  /** Per line of the original, in its order: the quantity left, canonical ("2" or "0,5"). */
  lines: { index: number; id: string; quantity: string }[];
};

const totalOf = (part: TotalsInput): number => computeTotals(part).total;

const quantityLeft = (original: CreditableInvoice, creditNotes: readonly CreditPart[]): Decimal[] =>
  original.items.map((item) =>
    creditNotes
      .flatMap((note) => note.items)
      .filter((line) => line.id === item.id)
      .reduce(
        (left, line) => left.minus(parseQuantity(line.quantity)),
        parseQuantity(item.quantity),
      ),
  );

/** What is left to credit of `original` after `creditNotes`: the one rule browser and server share. */
export const uncreditedOf = (
  original: CreditableInvoice,
  creditNotes: readonly CreditPart[],
): Uncredited => {
  const credited = creditNotes.reduce((sum, note) => sum + totalOf(note), 0);
  const left = quantityLeft(original, creditNotes);
  return {
    total: Math.max(totalOf(original) - credited, 0),
    lines: original.items.map((item, index) => ({
      index,
      id: item.id,
      quantity: decimalToCanonical(Dec.max(left[index], 0)),
    })),
  };
};

/** 'full' once the credit notes add up to the invoice's total; 'none' while nothing is credited. */
export const creditStatusOf = (originalTotal: number, creditedTotal: number): CreditStatus =>
  creditedTotal <= 0 ? 'none' : creditedTotal >= originalTotal ? 'full' : 'partly';

/** Only a numbered invoice (saved, sent or paid) can be credited; never a concept or a credit note. */
export const isCreditable = (invoice: CreditableInvoice): boolean =>
  (invoice.documentType ?? 'invoice') === 'invoice' && invoice.status !== 'concept';

/**
 * Whether `creditNote` may be added to `original` beside `creditNotes`: a positive total no
 * larger than what is left, and no line credited beyond its quantity left. null when it may.
 */
export const checkCredit = (
  original: CreditableInvoice,
  creditNotes: readonly CreditPart[],
  creditNote: CreditPart,
): CreditError | null => {
  if (!isCreditable(original)) return 'credit.notCreditable';
  const left = uncreditedOf(original, creditNotes);
  if (left.total <= 0) return 'credit.nothingLeft';
  const total = totalOf(creditNote);
  if (total <= 0) return 'credit.nothingChosen';
  const overLine = creditNote.items.some((line) => {
    const index = original.items.findIndex((item) => item.id === line.id);
    return (
      index >= 0 &&
      parseQuantity(line.quantity).greaterThan(parseQuantity(left.lines[index].quantity))
    );
  });
  if (overLine) return 'credit.quantityExceeds';
  return total > left.total ? 'credit.exceedsRemaining' : null;
};

/**
 * The discount of a part of the lines: a percentage stays the percentage; a fixed amount is
 * shared pro rata to the part's share of the original subtotal (rounded to cents).
 */
const discountFor = (original: CreditableInvoice, items: readonly LineItem[]): Discount => {
  if (original.discount.type !== 'fixed') return { ...original.discount };
  const whole = computeTotals(original);
  const part = computeTotals({ items, discount: { type: 'none', value: '0' } }).subtotal;
  const share =
    whole.subtotal === 0
      ? 0
      : roundToInteger(new Dec(whole.discountAmount).times(part).dividedBy(whole.subtotal));
  return { type: 'fixed', value: centsToCanonical(share) };
};

const chosenLines = (
  original: CreditableInvoice,
  left: Uncredited,
  choices: readonly CreditLineChoice[],
): LineItem[] | CreditError => {
  if (choices.length === 0) return 'credit.nothingChosen';
  const lines: LineItem[] = [];
  for (const choice of choices) {
    const item = original.items[choice.index];
    if (!Number.isInteger(choice.index) || item === undefined) return 'credit.lineUnknown';
    const quantity = parseDecimalInput(choice.quantity);
    if (!/\d/.test(choice.quantity) || quantity.lessThanOrEqualTo(0))
      return 'credit.quantityInvalid';
    if (quantity.greaterThan(parseQuantity(left.lines[choice.index].quantity))) {
      return 'credit.quantityExceeds';
    }
    lines.push({ ...withoutFlags(item), quantity: decimalToCanonical(quantity) });
  }
  return lines;
};

const withoutFlags = (item: LineItem): LineItem => {
  const { isPlaceholder: _flags, ...rest } = item;
  return rest;
};

/** The lines of every quantity left, under their original ids. */
const linesLeft = (original: CreditableInvoice, left: Uncredited): LineItem[] =>
  original.items
    .map((item, index) => ({ ...withoutFlags(item), quantity: left.lines[index].quantity }))
    .filter((item) => parseQuantity(item.quantity).greaterThan(0));

/** The largest net price at `rate` whose gross (net + VAT) is at most `gross` cents. */
const netFor = (gross: number, rate: Decimal): number => {
  let net = roundToInteger(new Dec(gross).times(100).dividedBy(rate.plus(100)));
  while (net + vatOf(net, rate) > gross) net -= 1;
  while (net + 1 + vatOf(net + 1, rate) <= gross) net += 1;
  return net;
};

/**
 * `amount` cents over the original's VAT groups, pro rata to each group's gross (base + VAT),
 * with the cents the division leaves given to the largest remainders so the parts add up to
 * the amount exactly. Each part becomes one line at its rate; where VAT rounding leaves no net
 * price for a part's gross, the nearest lower one is taken and the cent moves to the next group,
 * so the credit note is never more than the amount.
 */
const amountLines = (
  original: CreditableInvoice & Pick<Invoice, 'invoiceNumber'>,
  amount: number,
  language: Language,
  newId: IdGenerator,
): LineItem[] => {
  const groups = computeTotals(original).vatBreakdown.filter((group) => group.base + group.vat > 0);
  const grossTotal = groups.reduce((sum, group) => sum + group.base + group.vat, 0);
  const exact = groups.map((group) =>
    new Dec(amount).times(group.base + group.vat).dividedBy(grossTotal),
  );
  const parts = exact.map((share) => share.floor().toNumber());
  const order = exact
    .map((share, index) => ({ index, remainder: share.minus(share.floor()) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  let spare = amount - parts.reduce((sum, part) => sum + part, 0);
  for (const { index } of order) {
    if (spare === 0) break;
    parts[index] += 1;
    spare -= 1;
  }
  let carry = 0;
  return groups.map((group, index) => {
    const rate = parseVatRate(group.rate);
    const net = netFor(parts[index] + carry, rate);
    carry = parts[index] + carry - net - vatOf(net, rate);
    return {
      id: newId(),
      description: CREDIT_LINE_DESCRIPTION[language](original.invoiceNumber),
      quantity: '1',
      price: centsToCanonical(net),
      vatRate: group.rate,
    };
  });
};

const parseAmount = (text: string): number | null => {
  if (!/^\s*\d+([.,]\d{1,2})?\s*$/.test(text)) return null;
  const cents = roundToInteger(new Dec(text.trim().replace(',', '.')).times(100));
  return cents > 0 ? cents : null;
};

export type CreditNoteResult =
  { ok: true; creditNote: Invoice } | { ok: false; error: CreditError };

/**
 * The credit note draft of `original` for `choice`, beside its stored `creditNotes`: the
 * original's parties, payment methods and reference, `creditedInvoice` set, dated today and due
 * on receipt (nothing is owed by a credit note), no notes of its own, status 'saved' so the
 * first save numbers it in the credit-note series. The lines are what it takes back, positive:
 * 'full' is everything left (the original's lines and discount while nothing was credited;
 * afterwards the quantities left, or the amount left when a credit by amount came between),
 * 'lines' the chosen quantities of the chosen lines, 'amount' that many euros over the
 * original's VAT rates. Refused (an error key) when it would credit more than is left.
 */
export const creditNoteFrom = (
  original: Invoice & { id: string },
  choice: CreditChoice,
  settings: InvoiceDefaults & { invoiceLanguage?: Language },
  today: string,
  creditNotes: readonly CreditPart[] = [],
  newId: IdGenerator = generateId,
): CreditNoteResult => {
  if (!isCreditable(original)) return { ok: false, error: 'credit.notCreditable' };
  const left = uncreditedOf(original, creditNotes);
  if (left.total <= 0) return { ok: false, error: 'credit.nothingLeft' };
  const language = settings.invoiceLanguage ?? 'en';
  const content = contentFor(original, choice, left, creditNotes.length === 0, language, newId);
  if (typeof content === 'string') return { ok: false, error: content };
  const base = createEmptyInvoice(settings, today, newId);
  const creditNote: Invoice = {
    ...base,
    documentType: 'credit_note',
    creditedInvoice: {
      id: original.id,
      invoiceNumber: original.invoiceNumber,
      date: original.date,
    },
    status: 'saved',
    dueDate: today,
    paymentTerms: DUE_ON_RECEIPT,
    sender: { ...original.sender },
    recipient: { ...original.recipient },
    ...(original.companyId === undefined ? {} : { companyId: original.companyId }),
    ...(original.paymentReference === undefined
      ? {}
      : { paymentReference: original.paymentReference }),
    // The credit note takes back what the invoice charged, under the regime it was issued in.
    ...(original.vatRegime === undefined ? {} : { vatRegime: original.vatRegime }),
    items: content.items,
    discount: content.discount,
    notes: '',
    paymentMethods: { ...original.paymentMethods },
    isPlaceholder: {},
  };
  const error = checkCredit(original, creditNotes, creditNote);
  if (error !== null) return { ok: false, error };
  return { ok: true, creditNote: { ...creditNote, total: totalOf(creditNote) } };
};

type Content = { items: LineItem[]; discount: Discount };

const NO_DISCOUNT: Discount = { type: 'none', value: '0' };

const contentFor = (
  original: CreditableInvoice & Pick<Invoice, 'invoiceNumber'>,
  choice: CreditChoice,
  left: Uncredited,
  first: boolean,
  language: Language,
  newId: IdGenerator,
): Content | CreditError => {
  if (choice.kind === 'amount') {
    const amount = parseAmount(choice.amount);
    if (amount === null) return 'credit.amountInvalid';
    if (amount > left.total) return 'credit.exceedsRemaining';
    return { items: amountLines(original, amount, language, newId), discount: NO_DISCOUNT };
  }
  if (choice.kind === 'lines') {
    const items = chosenLines(original, left, choice.lines);
    return typeof items === 'string' ? items : { items, discount: discountFor(original, items) };
  }
  if (first) {
    return { items: original.items.map(withoutFlags), discount: { ...original.discount } };
  }
  const items = linesLeft(original, left);
  const byLines = { items, discount: discountFor(original, items) };
  return items.length > 0 && totalOf(byLines) === left.total
    ? byLines
    : { items: amountLines(original, left.total, language, newId), discount: NO_DISCOUNT };
};

/**
 * What an invoice adds to a period's total: a credit note takes its total off (its amounts are
 * positive, the document type carries the sign).
 */
export const signedTotal = (invoice: Pick<Invoice, 'documentType'> & TotalsInput): number =>
  (invoice.documentType === 'credit_note' ? -1 : 1) * totalOf(invoice);
