/** Interface and invoice languages: the interface's (contracts/src/routing). */
export type { Language } from '../routing/languages.js';
import type { ExemptionReason, VatRegime } from '../vat/types.js';
import type { PeppolStatus } from './peppol-status.js';

export type InvoiceStatus = 'concept' | 'saved' | 'sent';

/**
 * What kind of document this is. A credit note corrects an invoice (`creditedInvoice`), has its
 * own number series, and carries positive amounts: what it takes back (docs/domain-rules.md).
 */
export const DOCUMENT_TYPES = ['invoice', 'credit_note'] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The invoice a credit note corrects, as the credit note carries it. */
export type CreditedInvoiceReference = {
  id: string;
  invoiceNumber: string;
  /** yyyy-MM-dd, the original's invoice date. */
  date: string;
};

/**
 * The VAT treatment of a line beside its rate (EN 16931 / UNCL 5305 codes in brackets): the same
 * 0 % can mean zero-rated (Z), exempt (E), reverse charge "btw verlegd" (AE), an intra-EU supply
 * (K) or an export (G), and each prints its own legal text. Lines stored before this existed are
 * standard (S).
 */
export const VAT_CATEGORIES = [
  'standard',
  'zero_rated',
  'exempt',
  'reverse_charge',
  'intra_eu',
  'export',
] as const;

export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** 'credited': fully credited while unpaid, so no longer owed (set by the server, issue 31). */
export type PaymentStatus =
  | 'unpaid'
  | 'paid'
  | 'markedPaid'
  | 'overdue'
  | 'overdue_reminded'
  | 'canceled'
  | 'failed'
  | 'credited';

/** Per-field markers: true while a field shows a (greyed) placeholder instead of user input. */
export type PlaceholderFlags<Field extends string> = Partial<Record<Field, boolean>>;

/** The sender's fields in the order the editor and the documents show them. */
export const SENDER_FIELDS = [
  'company',
  'address',
  'postalCode',
  'city',
  'vatNumber',
  'kvkNumber',
] as const;

export type SenderField = (typeof SENDER_FIELDS)[number];

export type Sender = {
  company: string;
  address: string;
  postalCode: string;
  city: string;
  vatNumber: string;
  /** Chamber-of-commerce (KvK) number; a Belgian seller's enterprise number (KBO/BCE). */
  kvkNumber: string;
  /**
   * A company's legal form as its register writes it ("BV", "NV", "SRL"); a Belgian company
   * prints it with its register (art. 2:20 WVV).
   */
  legalForm?: string;
  /** A Belgian legal person's register and court: "RPR Gent, afdeling Gent" (art. 2:20 WVV). */
  legalRegister?: string;
  contactName?: string;
  email?: string;
  additionalInfo?: string;
  isPlaceholder?: PlaceholderFlags<SenderField>;
};

/** The recipient's fields in the order the editor shows them. */
export const RECIPIENT_FIELDS = [
  'company',
  'contactName',
  'address',
  'postalCode',
  'city',
  'email',
  'additionalInfo',
  'vatNumber',
  'kvkNumber',
] as const;

export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

export type Recipient = {
  company: string;
  address: string;
  postalCode: string;
  city: string;
  contactName?: string;
  email: string;
  additionalInfo?: string;
  /** The customer's VAT number: required on the invoice for reverse charge and intra-EU supplies. */
  vatNumber?: string;
  /** The customer's chamber-of-commerce (or Belgian enterprise) number. */
  kvkNumber?: string;
  isPlaceholder?: PlaceholderFlags<RecipientField>;
};

export type LineItemField = 'description' | 'quantity' | 'price';

export type LineItem = {
  /** 21-character url-safe nanoid. */
  id: string;
  description: string;
  /** Canonical decimal text with a comma decimal, e.g. "7,5". */
  quantity: string;
  /** Canonical money text with a comma decimal, e.g. "1234,56". */
  price: string;
  /** Percent as canonical text, e.g. "21", "9", "5,5" or "0". */
  vatRate: string;
  /** Absent means 'standard'. */
  vatCategory?: VatCategory;
  /** An exempt line's legal basis (issue 32); absent means 'other', the general statement. */
  vatExemptionReason?: ExemptionReason;
  isPlaceholder?: PlaceholderFlags<LineItemField>;
};

export type DiscountType = 'none' | 'percentage' | 'fixed';

export type Discount = {
  type: DiscountType;
  /** Percent ("10") or money ("50,00"); always "0" when the type is none. */
  value: string;
};

export type VatBreakdownLine = {
  rate: string;
  /** Taxable base in cents after the discount. */
  base: number;
  /** VAT in cents. */
  vat: number;
};

/** All amounts are integer cents. */
export type Totals = {
  subtotal: number;
  discountAmount: number;
  vat: number;
  total: number;
  vatBreakdown: VatBreakdownLine[];
};

export type BankPaymentMethod = {
  enabled: boolean;
  iban: string;
  bic?: string;
  accountName: string;
};

export type PaypalPaymentMethod = { enabled: boolean; email: string };

export type MolliePaymentMethod = {
  enabled: boolean;
  apiKey: string;
  /** Default 'Invoice {invoiceNumber}'. */
  description: string;
  isConnected: boolean;
  businessName: string;
};

export type StripePaymentMethod = {
  enabled: boolean;
  accountId: string;
  /** Default 'Invoice {invoiceNumber}'. */
  description: string;
};

export type PaymentMethods = {
  bank: BankPaymentMethod;
  paypal: PaypalPaymentMethod;
  mollie: MolliePaymentMethod;
  stripe: StripePaymentMethod;
};

export type PaymentMethodName = keyof PaymentMethods;

export type PaymentLink = {
  id: string;
  provider: string;
  /** 'paid' is the value the product acts on. */
  status: string;
  createdAt: string;
  url: string;
  /** Cents the link asks for; a link for another amount is never reused. */
  amount?: number;
  /** ISO timestamp of the payment, as the provider reports it. */
  paidAt?: string;
  /** The provider's payment that paid the link (Mollie's `tr_…`), what a refund refers to. */
  paymentId?: string;
};

export type ScheduleType = 'monthly' | 'quarterly' | 'yearly';

/** A schedule as the editor keeps it before (or instead of) saving it to the server. */
export type ScheduleDraft = {
  id: string;
  type: ScheduleType;
  dayOfMonth: number;
  startDate: string;
  endDate?: string;
  active: boolean;
};

export const INVOICE_PLACEHOLDER_FIELDS = [
  'notes',
  'discount',
  'emailMessage',
  'paymentMethods',
  'sender',
  'recipient',
  'items',
] as const;

export type InvoicePlaceholderField = (typeof INVOICE_PLACEHOLDER_FIELDS)[number];

export type Invoice = {
  /** Absent for the working draft until it is saved. */
  id?: string;
  /** Absent means 'invoice'. */
  documentType?: DocumentType;
  /**
   * On a credit note: the invoice it corrects. Its number and date are printed on the credit
   * note and referenced by its e-invoice (Dutch law; Belgian art. 5 KB nr. 1).
   */
  creditedInvoice?: CreditedInvoiceReference;
  /** Empty for the working draft. */
  invoiceNumber: string;
  /** yyyy-MM-dd */
  date: string;
  /** yyyy-MM-dd */
  dueDate: string;
  /** Language-neutral term such as '14 days' or 'Due on receipt'. */
  paymentTerms: string;
  status: InvoiceStatus;
  paymentStatus: PaymentStatus;
  /** ISO timestamp set when marked paid. */
  paidAt?: string;
  sender: Sender;
  recipient: Recipient;
  companyId?: string;
  items: LineItem[];
  discount: Discount;
  notes: string;
  emailMessage: string;
  paymentMethods: PaymentMethods;
  paymentLinks?: PaymentLink[];
  /**
   * The reference the customer quotes when paying, e.g. a Belgian structured reference
   * (+++123/4567/89012+++). Absent: the invoice number is the reference.
   */
  paymentReference?: string;
  /**
   * The seller's VAT regime when the invoice was written, so an issued invoice keeps its texts
   * when the seller later leaves a scheme. Absent means 'standard'.
   */
  vatRegime?: VatRegime;
  scheduleId?: string;
  generatedFromScheduleId?: string;
  /**
   * The server's: its latest Peppol delivery's status, kept as the API answered it so the
   * overview can show it; absent when it was never sent over Peppol. Sent back, it is ignored.
   */
  peppolStatus?: PeppolStatus;
  /** Transient: used to create a schedule after the first save. */
  scheduleData?: ScheduleDraft;
  currency: 'EUR';
  /** Cached total in cents. */
  total?: number;
  /** Local only: false until the invoice is stored in the cloud. */
  synced?: boolean;
  /**
   * The server's version of the stored invoice this copy was last in step with (its ETag, sent
   * back as If-Match); absent until the server has stored it.
   */
  version?: number;
  isPlaceholder: PlaceholderFlags<InvoicePlaceholderField>;
};
