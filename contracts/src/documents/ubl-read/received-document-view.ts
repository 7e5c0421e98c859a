/**
 * What a received Peppol BIS 3.0 invoice or credit note says, as plain data the server stores and
 * the browser shows. Money is integer cents as a decimal string ("165625" for 1656.25), parsed
 * exactly from the document's text; a unit price keeps every decimal it was written with.
 */

export type ReceivedDocumentType = 'invoice' | 'credit_note';

export type ReceivedParty = {
  /** The trading name (BT-28 / BT-45), else the legal name. */
  name: string;
  /** The registration name (BT-27 / BT-44). */
  legalName: string | null;
  /** Street lines, then "postal code city", then the region: as an envelope shows them. */
  addressLines: string[];
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  vatId: string | null;
  /** The legal registration number (BT-30 / BT-47), e.g. a KvK or enterprise number. */
  companyId: string | null;
  /** The Peppol electronic address, "scheme:identifier" ("0208:0123456749"). */
  endpointId: string | null;
  contactName: string | null;
  email: string | null;
};

export type ReceivedVatCategory = {
  /** UNCL 5305: S, Z, E, AE, K, G, O, L, M. */
  code: string;
  /** Percent as written, normalised ("21", "5.5"); null when the document gives none. */
  percent: string | null;
};

export type ReceivedLine = {
  id: string;
  name: string;
  description: string | null;
  note: string | null;
  /** Decimal, signed as written ("-3"). */
  quantity: string;
  /** UN/ECE Rec 20 (C62 "one", DAY, HUR …). */
  unitCode: string | null;
  /** The net price per base quantity (BT-146), a decimal with every digit written. */
  unitPrice: string | null;
  baseQuantity: string | null;
  lineAmountCents: string;
  vat: ReceivedVatCategory | null;
};

export type ReceivedAllowanceCharge = {
  /** True for a charge (BG-21), false for an allowance (BG-20). */
  charge: boolean;
  reason: string | null;
  reasonCode: string | null;
  amountCents: string;
  vat: ReceivedVatCategory | null;
};

export type ReceivedVatSubtotal = {
  taxableCents: string;
  vatCents: string;
  category: ReceivedVatCategory;
  exemptionReason: string | null;
  exemptionReasonCode: string | null;
};

export type ReceivedTotals = {
  lineExtensionCents: string;
  taxExclusiveCents: string;
  taxInclusiveCents: string;
  allowanceTotalCents: string | null;
  chargeTotalCents: string | null;
  prepaidCents: string | null;
  roundingCents: string | null;
  payableCents: string;
  /** The VAT total in the document currency (BT-110). */
  vatCents: string | null;
};

export type ReceivedPaymentMeans = {
  /** UNCL 4461: 30 credit transfer, 58 SEPA credit transfer, 49 direct debit … */
  code: string;
  iban: string | null;
  bic: string | null;
  accountName: string | null;
  /** The remittance information to quote (BT-83). */
  paymentId: string | null;
};

export type ReceivedBillingReference = { number: string; issueDate: string | null };

export type ReceivedAttachment = {
  /** Its position among the embedded attachments: how the content is found again. */
  index: number;
  /** The document reference (BT-122). */
  reference: string;
  description: string | null;
  filename: string;
  mime: string;
  /** Decoded size in bytes. */
  size: number;
};

export type ReceivedDocumentView = {
  type: ReceivedDocumentType;
  number: string;
  /** UNCL 1001: 380 commercial invoice, 381 credit note, 384 corrective invoice … */
  typeCode: string | null;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  buyerReference: string | null;
  orderReference: string | null;
  seller: ReceivedParty;
  buyer: ReceivedParty;
  lines: ReceivedLine[];
  allowancesCharges: ReceivedAllowanceCharge[];
  vatBreakdown: ReceivedVatSubtotal[];
  totals: ReceivedTotals;
  paymentMeans: ReceivedPaymentMeans[];
  paymentTerms: string | null;
  notes: string[];
  billingReferences: ReceivedBillingReference[];
  attachments: ReceivedAttachment[];
};

/** An embedded attachment's content, kept apart from the view so the view stays small. */
export type ReceivedAttachmentContent = {
  index: number;
  filename: string;
  mime: string;
  /** Base64 as it stood in the document, whitespace removed. */
  base64: string;
};

export type UblRefusal = 'doctype' | 'too_large' | 'malformed' | 'not_ubl';

export type UblReadResult =
  | { ok: true; view: ReceivedDocumentView; attachments: ReceivedAttachmentContent[] }
  | { ok: false; reason: UblRefusal };
