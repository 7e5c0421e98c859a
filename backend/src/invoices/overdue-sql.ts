/**
 * contracts' overdue rule (`isOverdueOn`, docs/invoice-status.md) as SQL over the invoice row
 * `alias`: sent, unpaid and due before `today` (a bound parameter naming the seller's day,
 * Europe/Amsterdam; PostgreSQL reads it as a date beside the date column). The sweep, a save or send of a back-dated invoice and the
 * list's overdue and unpaid filters all use it, so the server can never file an invoice one way
 * and the browser another. `overdue-rule.e2e-spec.ts` checks it against the contracts function.
 */
export const overdueByDateSql = (alias: string, today: string): string =>
  `${alias}."status" = 'sent' AND ${alias}."payment_status" = 'unpaid' AND ${alias}."due_date" < ${today}`;

/**
 * What an invoice the rule makes overdue is stored as: `overdue_reminded` when its reminder went
 * out before (a user set a reminded invoice back to unpaid), else `overdue`, as the sweep does.
 */
export const overdueStatusSql = (alias: string): string =>
  `CASE WHEN EXISTS (SELECT 1 FROM "invoice_emails" AS reminder
                      WHERE reminder."invoice_id" = ${alias}."id" AND reminder."kind" = 'reminder')
        THEN 'overdue_reminded' ELSE 'overdue' END`;
