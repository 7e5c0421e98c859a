// SQL about an invoice's archived versions, for the queries of other modules that read the
// archive's table (the accountant's export), as invoices/overdue-sql.ts is for the invoices'.

/**
 * A later issue of the same invoice (issued after `alias`, or with it and a greater id): an
 * invoice edited between two issues has two copies, and only the later is the document that
 * counts; served by archived_documents_invoice_idx.
 */
export const LATER_VERSION = (alias: string): string =>
  `SELECT 1 FROM "archived_documents" later
    WHERE later."invoice_id" = ${alias}."invoice_id" AND later."user_id" = ${alias}."user_id"
      AND (later."issued_at", later."id") > (${alias}."issued_at", ${alias}."id")`;
