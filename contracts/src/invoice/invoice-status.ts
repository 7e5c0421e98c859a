import { amountOwed } from './amount-owed.js';
import type { ApiInvoice } from './api-invoice.js';
import { enabledPaymentMethods } from './payment-methods.js';
import { printedPaymentReference } from './payment-reference.js';
import { displayBic } from './payment-status.js';
import type { RefundStatus } from './refunds.js';
import type { PaymentLink, PaymentStatus, PlaceholderFlags } from './types.js';

/** What the customer's status page shows of a party (spec §2): never e-mail, phone or numbers. */
export type PublicParty = { company: string; address: string; postalCode: string; city: string };

/** Bank details only when bank transfer is offered; the online methods as flags only. */
export type PublicPaymentMethods = {
  /** `paymentReference`: what to quote with the transfer, as the PDF prints it. */
  bank: {
    enabled: boolean;
    iban: string;
    bic: string;
    accountName: string;
    paymentReference: string;
  };
  mollie: { enabled: boolean };
  stripe: { enabled: boolean };
};

/**
 * One invoice as anyone holding its id may see it (`GET /api/invoice-status/{id}`): the fields of
 * the status page and nothing else, so no secret, internal id or other invoice can leak through.
 */
export type PublicInvoice = {
  id: string;
  invoiceNumber: string;
  /** yyyy-MM-dd */
  date: string;
  /** yyyy-MM-dd */
  dueDate: string;
  paymentStatus: PaymentStatus;
  /** ISO timestamp, when paid. */
  paidAt?: string;
  sender: PublicParty;
  recipient: PublicParty;
  paymentMethods: PublicPaymentMethods;
  /** Cents, as the server computed it. */
  total: number;
  /**
   * Cents the customer is still asked to pay: the total less its credit notes (contracts'
   * `amountOwed`); 0 when paid, fully credited, or on a credit note.
   */
  amountDue: number;
  currency: 'EUR';
  /** An invoice with credit notes: credited in part or in full (absent when not credited). */
  creditStatus?: 'partly' | 'full';
  /** A credit note: the invoice it corrects, and its refund's status (null: none asked for). */
  creditNote?: PublicCreditNote;
};

export type PublicCreditNote = {
  creditedInvoice: { invoiceNumber: string; date: string };
  refundStatus: RefundStatus | null;
};

/** A payment link as the customer sees it: where to pay, and whether it was paid. */
export type PublicPaymentLink = Pick<PaymentLink, 'provider' | 'status' | 'createdAt' | 'url'>;

/** The answer of `GET /api/invoice-status/{id}` (spec §3 "Invoice status response"). */
export type InvoiceStatusResponse = {
  invoice: PublicInvoice;
  /** The newest payment link, if one was made. */
  paymentLink: PublicPaymentLink | null;
  /** The pay page ({paymentBaseUrl}/invoice/{id}) while online payment can start; else null. */
  paymentRedirectUrl: string | null;
  /**
   * The seller's country as the invoice's documents read it (`documentVatContext`): in Dutch,
   * a Belgian seller's page speaks Belgian Dutch, as their PDF and e-mail do (`documentLocale`).
   */
  sellerCountry: string;
};

/** The answer of `POST /api/invoice-status/{id}/payment`: where to pay, or already paid. */
export type PaymentStart = { paid: boolean; url: string | null };

type Party = PublicParty & { isPlaceholder?: PlaceholderFlags<keyof PublicParty> };

/** Placeholder texts are the editor's examples, not the user's data: they show as empty. */
const publicParty = (party: Party): PublicParty => {
  const shown = (field: keyof PublicParty) => (party.isPlaceholder?.[field] ? '' : party[field]);
  return {
    company: shown('company'),
    address: shown('address'),
    postalCode: shown('postalCode'),
    city: shown('city'),
  };
};

/**
 * The public projection of a stored invoice. Payment methods count only when the user chose them
 * (not the placeholder set), as on the PDF; a disabled bank method shows no account, and a blank
 * BIC is empty.
 */
export const toPublicInvoice = (invoice: ApiInvoice): PublicInvoice => {
  const enabled = invoice.isPlaceholder.paymentMethods
    ? []
    : enabledPaymentMethods(invoice.paymentMethods);
  const { bank } = invoice.paymentMethods;
  const offersBank = enabled.includes('bank');
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    date: invoice.date,
    dueDate: invoice.dueDate,
    paymentStatus: invoice.paymentStatus,
    ...(invoice.paidAt === undefined ? {} : { paidAt: invoice.paidAt }),
    sender: publicParty(invoice.sender),
    recipient: publicParty(invoice.recipient),
    paymentMethods: {
      bank: {
        enabled: offersBank,
        iban: offersBank ? bank.iban : '',
        bic: offersBank ? (displayBic(bank.bic) ?? '') : '',
        accountName: offersBank ? bank.accountName : '',
        paymentReference: offersBank ? printedPaymentReference(invoice) : '',
      },
      mollie: { enabled: enabled.includes('mollie') },
      stripe: { enabled: enabled.includes('stripe') },
    },
    total: invoice.total,
    amountDue: amountOwed(invoice, invoice.credits ?? []),
    currency: invoice.currency,
    ...creditFields(invoice),
  };
};

/** How a credit note, or a credited invoice, reads on the status page. */
const creditFields = (invoice: ApiInvoice): Pick<PublicInvoice, 'creditStatus' | 'creditNote'> => {
  if (invoice.documentType === 'credit_note') {
    const { invoiceNumber = '', date = '' } = invoice.creditedInvoice ?? {};
    return {
      creditNote: {
        creditedInvoice: { invoiceNumber, date },
        refundStatus: invoice.refund?.status ?? null,
      },
    };
  }
  const status = invoice.creditStatus;
  return status === 'partly' || status === 'full' ? { creditStatus: status } : {};
};

/** The newest link's public fields, or null. */
export const publicPaymentLink = (links: readonly PaymentLink[]): PublicPaymentLink | null => {
  const newest = links[links.length - 1];
  if (newest === undefined) return null;
  const { provider, status, createdAt, url } = newest;
  return { provider, status, createdAt, url };
};
