/** The body of POST /api/invoices for a status page (status-page-invoice.mjs). */
export const STATUS_PAGE_INVOICE: { invoice: Record<string, unknown> };
