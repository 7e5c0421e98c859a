import type { CreditedAmount, Invoice, Language } from '@app/contracts/invoice';
import { emailContent, type EmailKind } from './email-content.js';
import { emailHtml } from './email-html.js';
import { emailText } from './email-text.js';

export type InvoiceEmailOptions = {
  /** The invoice language decides the wording. */
  language: Language;
  /** Origin of the public status page: the Mollie button links to {paymentBaseUrl}/invoice/{id}. */
  paymentBaseUrl?: string;
  /**
   * 'reminder': the overdue reminder (issue 15), with its own subject and wording in place of
   * the user's message, and the same summary, payment details and PDF.
   */
  kind?: EmailKind;
  /**
   * The invoice's credit notes (their totals in cents): the e-mail asks only for what they leave
   * (docs/domain-rules.md). None: the whole total is asked for.
   */
  credits?: readonly CreditedAmount[];
  /**
   * The seller's country from the user's settings ('NL' when absent), for when the sender's VAT
   * number and postcode do not tell it: it decides which law's texts the e-mail carries.
   */
  country?: string;
};

export type InvoiceEmail = { subject: string; html: string; text: string };

/** One renderer for the live preview in the browser and for sending on the server. */
export const renderInvoiceEmail = (
  invoice: Invoice,
  options: InvoiceEmailOptions,
): InvoiceEmail => {
  const content = emailContent(
    invoice,
    options.language,
    options.paymentBaseUrl,
    options.kind,
    options.credits,
    options.country,
  );
  return { subject: content.subject, html: emailHtml(content), text: emailText(content) };
};
