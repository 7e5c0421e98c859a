import type { DocumentType, InvoiceStatus, PaymentStatus } from '@app/contracts/invoice';

/** Who a document was for, as the reports group it. */
export type ReportCustomer = {
  /** The saved company the document is linked to, if any. */
  companyId: string | null;
  /** The company's name when linked, else the recipient's company as written on the document. */
  name: string;
};

/** An invoice or credit note as the revenue figures need it (amounts in cents, always >= 0). */
export type RevenueDocument = {
  id: string;
  documentType: DocumentType;
  /** A concept is no issued document: passed anyway, it is left out. */
  status: InvoiceStatus;
  /** The document's own date ('yyyy-MM-dd', the seller's day as stored). */
  date: string;
  /** Subtotal less discount, excluding VAT: a credit note's is positive, its type subtracts it. */
  net: number;
  customer: ReportCustomer;
};

/** An invoice that may still be owed, as the outstanding figures need it. */
export type OpenInvoice = {
  id: string;
  documentType: DocumentType;
  status: InvoiceStatus;
  paymentStatus: PaymentStatus;
  dueDate: string;
  /** Its total including VAT, in cents. */
  total: number;
  /** Its credit notes' totals together, in cents. */
  credited: number;
};

/** Days past the due date on the report's day: not yet due (or not overdue by the rule), then ranges. */
export const AGEING_BUCKETS = [
  'notDue',
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
] as const;

export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export type MonthRevenue = { month: string; net: number };

export type CustomerRevenue = {
  /** `company:<id>` for a saved company, `name:<name lower-cased, spaces collapsed>` otherwise. */
  key: string;
  companyId: string | null;
  name: string;
  net: number;
  /** How many documents (invoices and credit notes) make up `net`. */
  documents: number;
};

/** The customers past the top ones, together. */
export type OtherCustomers = { customers: number; net: number };

export type RevenueFigures = {
  total: number;
  /** Twelve, January first ('yyyy-MM'). */
  months: MonthRevenue[];
  /** The customers with the highest revenue, highest first, at most `TOP_CUSTOMERS`. */
  customers: CustomerRevenue[];
  other: OtherCustomers;
};

export type AgeingFigure = { bucket: AgeingBucket; amount: number; count: number };

export type OutstandingFigures = {
  /** The day the ageing is counted on. */
  asOf: string;
  total: number;
  count: number;
  overdue: number;
  overdueCount: number;
  /** Every bucket, in `AGEING_BUCKETS` order; their amounts add up to `total`. */
  ageing: AgeingFigure[];
};

/** The reports of a year (GET /api/reports): revenue of that year, outstanding of any year. */
export type YearReport = {
  year: number;
  currency: 'EUR';
  revenue: RevenueFigures;
  outstanding: OutstandingFigures;
};
