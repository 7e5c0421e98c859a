/**
 * Only http(s) addresses ever become links in a document: a `javascript:` or `data:` address
 * typed into a setting or stored on a payment link must stay inert text.
 */
const HTTP_URL = /^https?:\/\/[^\s"'<>\\`]+$/i;

/**
 * Printable ASCII only (no spaces, quotes, angle brackets or backslashes): such an address can
 * be put in an HTML attribute, a text part and a PDF annotation without any escaping surprise.
 */
export const safeHttpUrl = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return HTTP_URL.test(trimmed) && /^[\x21-\x7E]+$/.test(trimmed) ? trimmed : null;
};

/** `{paymentBaseUrl}/invoice/{id}`: the public status page that starts the Mollie payment. */
export const invoicePaymentPageUrl = (
  paymentBaseUrl: string | undefined,
  invoiceId: string | undefined,
): string | null => {
  const base = safeHttpUrl(paymentBaseUrl);
  if (base === null || invoiceId === undefined || invoiceId.trim() === '') return null;
  return safeHttpUrl(`${base.replace(/\/+$/, '')}/invoice/${encodeURIComponent(invoiceId)}`);
};
