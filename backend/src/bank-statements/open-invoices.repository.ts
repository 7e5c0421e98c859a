import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { OpenInvoice } from '@app/contracts/bank';
import { amountOwed, type PaymentStatus, type TotalsInput } from '@app/contracts/invoice';
import { BoundRepository } from '../database/bound-repository.js';

/**
 * The payment statuses of an invoice still waiting for its money: unpaid, overdue (reminded or
 * not), or a Mollie payment that failed or was cancelled. Paid, marked paid and fully credited
 * invoices owe nothing (contracts `amountOwed`).
 */
export const OPEN_PAYMENT_STATUSES: PaymentStatus[] = [
  'unpaid',
  'overdue',
  'overdue_reminded',
  'failed',
  'canceled',
];

type Row = {
  id: string;
  invoiceNumber: string;
  date: string;
  status: string;
  documentType: 'invoice' | 'credit_note';
  paymentStatus: PaymentStatus;
  paymentReference: string | null;
  company: string | null;
  contactName: string | null;
  items: TotalsInput['items'] | null;
  discount: TotalsInput['discount'] | null;
  credits: string[];
};

/** An invoice as the bank reconciliation sees it: the matching's fields and whether it is open. */
export type OwedInvoice = OpenInvoice & { open: boolean };

/**
 * The invoice's row with its credit notes' totals (invoices_credited_idx), read for contracts'
 * `amountOwed`: the same rule as the pay link and the reminder, never a second one in SQL.
 */
const SELECT = `
  SELECT i."id", i."invoice_number" AS "invoiceNumber", to_char(i."date", 'YYYY-MM-DD') AS "date",
         i."status", i."document_type" AS "documentType", i."payment_status" AS "paymentStatus",
         i."payment_reference" AS "paymentReference",
         i."document"->'recipient'->>'company' AS "company",
         i."document"->'recipient'->>'contactName' AS "contactName",
         i."document"->'items' AS "items", i."document"->'discount' AS "discount",
         ARRAY(SELECT c."total_cents"::text FROM "invoices" c
                WHERE c."credited_invoice_id" = i."id" AND c."user_id" = i."user_id") AS "credits"
    FROM "invoices" i`;

const toOwed = (row: Row): OwedInvoice => {
  const owed =
    row.items === null || row.discount === null
      ? 0
      : amountOwed(
          {
            items: row.items,
            discount: row.discount,
            documentType: row.documentType,
            paymentStatus: row.paymentStatus,
          },
          row.credits.map((total) => ({ total: Number(total) })),
        );
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    owed,
    ...(row.paymentReference ? { paymentReference: row.paymentReference } : {}),
    // The matching compares the payer's name with the customer's: the company, or the person.
    customerName: row.company?.trim() || row.contactName?.trim() || '',
    date: row.date,
    open:
      owed > 0 &&
      row.status === 'sent' &&
      row.documentType === 'invoice' &&
      OPEN_PAYMENT_STATUSES.includes(row.paymentStatus),
  };
};

/** The owner's invoices as the matching and the review screen need them. */
@Injectable()
export class OpenInvoicesRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /**
   * Every sent invoice of the owner still owing money: one query through
   * invoices_user_payment_list_idx (user, payment status), credit notes by invoices_credited_idx.
   */
  async open(ownerId: string): Promise<OwedInvoice[]> {
    const rows = (await this.manager.query(
      `${SELECT}
        WHERE i."user_id" = $1 AND i."payment_status" = ANY($2::varchar[])
          AND i."status" = 'sent' AND i."document_type" = 'invoice'`,
      [ownerId, OPEN_PAYMENT_STATUSES],
    )) as Row[];
    return rows.map(toOwed).filter((invoice) => invoice.open);
  }

  /** Some of the owner's invoices by id, open or not; another user's are not found. */
  async byIds(ownerId: string, ids: readonly string[]): Promise<Map<string, OwedInvoice>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.manager.query(
      `${SELECT} WHERE i."user_id" = $1 AND i."id" = ANY($2::varchar[])`,
      [ownerId, [...new Set(ids)]],
    )) as Row[];
    return new Map(rows.map((row) => [row.id, toOwed(row)]));
  }
}
