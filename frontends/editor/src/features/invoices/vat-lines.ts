// The line's one VAT select (rate and category) and the seller's regime, as the editor applies
// them. Pure: the edits in invoice-edits.ts and the components share these rules.
import {
  isStarterLine,
  parseVatRate,
  standardVatRate,
  vatRateOptionsFor,
  type Invoice,
  type LineItem,
  type VatCategory,
} from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import {
  lineVatCategory,
  smallBusinessScheme,
  type SmallBusinessScheme,
  type VatRegime,
} from '@app/contracts/vat';

/**
 * The 0 % categories the select offers after the country's rates, by their option value. The
 * exempt choice keeps the value '0' of the former plain 0 % option, so lines stored before
 * categories existed (0 % without category, which the law reads as exempt) show it.
 */
export const EXEMPT_CHOICE = '0';

export const UNTAXED_CHOICES = [
  'zero_rated',
  EXEMPT_CHOICE,
  'reverse_charge',
  'intra_eu',
  'export',
] as const;

export type UntaxedChoice = (typeof UNTAXED_CHOICES)[number];

export type VatChoice =
  { kind: 'rate'; value: string; rate: string } | { kind: 'untaxed'; value: UntaxedChoice };

const isUntaxedChoice = (value: string): value is UntaxedChoice =>
  (UNTAXED_CHOICES as readonly string[]).includes(value);

const chargesVat = (item: Pick<LineItem, 'vatRate'>): boolean =>
  parseVatRate(item.vatRate).greaterThan(0);

/** What the line's select shows: its rate when it charges VAT, else its 0 % category. */
export const vatChoiceOf = (item: Pick<LineItem, 'vatRate' | 'vatCategory'>): string => {
  if (chargesVat(item)) return item.vatRate;
  const category = lineVatCategory(item);
  return category === 'exempt' ? EXEMPT_CHOICE : category;
};

/**
 * The select's options: the country's rates (plus the line's own when the country lacks it),
 * then the 0 % categories.
 */
export const vatChoices = (country: string, item: Pick<LineItem, 'vatRate'>): VatChoice[] => {
  const rates = vatRateOptionsFor(country, chargesVat(item) ? item.vatRate : '0').filter((rate) =>
    parseVatRate(rate).greaterThan(0),
  );
  return [
    ...rates.map((rate): VatChoice => ({ kind: 'rate', value: rate, rate })),
    ...UNTAXED_CHOICES.map((value): VatChoice => ({ kind: 'untaxed', value })),
  ];
};

/**
 * The line after picking `value` in its select. A rate is standard VAT (the category goes: absent
 * means standard); a category charges nothing, so the rate becomes 0; only an exempt line keeps
 * its exemption reason.
 */
export const withVatChoice = (item: LineItem, value: string): LineItem => {
  const { vatCategory: _category, vatExemptionReason, ...rest } = item;
  if (!isUntaxedChoice(value)) return { ...rest, vatRate: value };
  if (value === EXEMPT_CHOICE) {
    return {
      ...rest,
      vatRate: '0',
      vatCategory: 'exempt',
      ...(vatExemptionReason === undefined ? {} : { vatExemptionReason }),
    };
  }
  return { ...rest, vatRate: '0', vatCategory: value satisfies VatCategory };
};

/**
 * The regime an invoice is written under: a concept takes the seller's current one (saving
 * stores it on the invoice), an issued invoice keeps the one it was issued under.
 */
export const invoiceVatRegime = (
  invoice: Pick<Invoice, 'status' | 'vatRegime'>,
  settings: Pick<Settings, 'vatRegime'>,
): VatRegime =>
  invoice.status === 'concept' ? settings.vatRegime : (invoice.vatRegime ?? 'standard');

/** The invoice as the VAT rules see it: with the regime it is written under. */
export const withInvoiceVatRegime = (invoice: Invoice, settings: Settings): Invoice => {
  const { vatRegime: _stored, ...rest } = invoice;
  const regime = invoiceVatRegime(invoice, settings);
  return regime === 'standard' ? rest : { ...rest, vatRegime: regime };
};

/** The small-business scheme the invoice is under, or null when it charges VAT as usual. */
export const invoiceScheme = (
  invoice: Pick<Invoice, 'status' | 'vatRegime'>,
  settings: Pick<Settings, 'vatRegime' | 'country'>,
): SmallBusinessScheme | null =>
  invoiceVatRegime(invoice, settings) === 'small_business'
    ? smallBusinessScheme(settings.country)
    : null;

/** Under a small-business scheme no line charges VAT: each is stored at 0 % exempt. */
export const exemptUnderScheme = (item: LineItem): LineItem => {
  const { vatExemptionReason: _reason, ...rest } = item;
  return { ...rest, vatRate: '0', vatCategory: 'exempt' };
};

/**
 * The lines once the seller's regime is `scheme` (null: standard VAT). Entering a scheme makes
 * every line 0 % exempt; leaving it gives the untouched starter line the country's standard
 * rate again (what a new invoice starts with), and leaves lines the user wrote as they are.
 */
export const linesUnderRegime = (
  items: LineItem[],
  scheme: SmallBusinessScheme | null,
  country: string,
): LineItem[] =>
  items.map((item) => {
    if (scheme !== null) return exemptUnderScheme(item);
    if (!isStarterLine(item) || chargesVat(item)) return item;
    const { vatCategory: _category, vatExemptionReason: _reason, ...rest } = item;
    return { ...rest, vatRate: standardVatRate(country) };
  });

/**
 * The invoice a save would store, as the VAT rules check it: with its regime, and a concept
 * under a small-business scheme with every line at 0 % exempt (what the editor stores).
 */
export const invoiceToIssue = (invoice: Invoice, settings: Settings): Invoice => {
  const scheme = invoice.status === 'concept' ? invoiceScheme(invoice, settings) : null;
  const issued =
    scheme === null
      ? invoice
      : { ...invoice, items: linesUnderRegime(invoice.items, scheme, settings.country) };
  return withInvoiceVatRegime(issued, settings);
};
