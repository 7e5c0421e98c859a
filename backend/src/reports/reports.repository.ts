import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import {
  isPayable,
  PAYMENT_STATUSES,
  type DocumentType,
  type InvoiceStatus,
} from '@app/contracts/invoice';
import type { OpenInvoice, RevenueDocument } from '@app/contracts/reports';
import { BoundRepository } from '../database/bound-repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statuses an invoice can still be owed in (contracts `isPayable`), for the index's `= ANY`. */
const PAYABLE_STATUSES = PAYMENT_STATUSES.filter(isPayable);

type RevenueRow = {
  id: string;
  documentType: DocumentType;
  status: InvoiceStatus;
  date: string;
  net: string;
  companyId: string | null;
  name: string;
};

type OpenRow = Omit<OpenInvoice, 'total' | 'credited'> & { total: string; credited: string };

/**
 * What the reports read of the owner's documents: lean columns and the one jsonb field the rule
 * needs (the recipient's name), never whole documents, in plain SQL over the invoices table
 * (read only, like the admin's figures: the invoices module's entity stays its own). Every
 * query takes the owner first. pg answers bigint as text.
 */
@Injectable()
export class ReportsRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /**
   * Issued documents dated `from`..`to`, through `invoices_user_date_idx`, oldest first (the
   * rule shows a customer by its latest spelling). Net is the stored subtotal less discount:
   * the server's own `computeTotals` figures, written at every save. A linked company is
   * joined on the owner too, so another user's company can never lend its name.
   */
  async revenueDocuments(ownerId: string, from: string, to: string): Promise<RevenueDocument[]> {
    const rows = (await this.manager.query(
      `SELECT i."id", i."document_type" AS "documentType", i."status",
              to_char(i."date", 'YYYY-MM-DD') AS "date",
              (i."subtotal_cents" - i."discount_cents")::text AS "net",
              c."id" AS "companyId",
              COALESCE(c."name", i."document"->'recipient'->>'company', '') AS "name"
         FROM "invoices" i
         LEFT JOIN "companies" c ON c."id" = i."company_id" AND c."user_id" = i."user_id"
        WHERE i."user_id" = $1 AND i."date" >= $2::date AND i."date" <= $3::date
          AND i."status" <> 'concept'
        ORDER BY i."date", i."id"`,
      [ownerId, from, to],
    )) as RevenueRow[];
    return rows.map(({ companyId, name, net, ...row }) => ({
      ...row,
      net: Number(net),
      customer: { companyId, name },
    }));
  }

  /**
   * The owner's saved companies among `ids`, by id, with their current names (a deleted
   * document's snapshot names its company by id). By primary key, joined on the owner: another
   * user's company is never found.
   */
  async companyNames(ownerId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = (await this.manager.query(
      `SELECT c."id", c."name" FROM "companies" c
        WHERE c."user_id" = $1 AND c."id" = ANY($2::uuid[])`,
      // A document's company id is the client's text: one that is no uuid names no company.
      [ownerId, [...new Set(ids)].filter((id) => UUID.test(id))],
    )) as { id: string; name: string }[];
    return new Map(rows.map(({ id, name }) => [id, name]));
  }

  /**
   * Issued invoices of any date still payable, through the payment-status index, each with its
   * credit notes' totals (asked only where `credit_count` says there are some, through
   * `invoices_credited_idx`).
   */
  async openInvoices(ownerId: string): Promise<OpenInvoice[]> {
    const rows = (await this.manager.query(
      `SELECT i."id", i."document_type" AS "documentType", i."status",
              i."payment_status" AS "paymentStatus",
              to_char(i."due_date", 'YYYY-MM-DD') AS "dueDate",
              i."total_cents"::text AS "total",
              (CASE WHEN i."credit_count" > 0 THEN
                 (SELECT COALESCE(sum(c."total_cents"), 0) FROM "invoices" c
                   WHERE c."credited_invoice_id" = i."id" AND c."user_id" = i."user_id")
               ELSE 0 END)::text AS "credited"
         FROM "invoices" i
        WHERE i."user_id" = $1 AND i."payment_status" = ANY($2::varchar[])
          AND i."document_type" = 'invoice' AND i."status" <> 'concept'`,
      [ownerId, PAYABLE_STATUSES],
    )) as OpenRow[];
    return rows.map((row) => ({
      ...row,
      total: Number(row.total),
      credited: Number(row.credited),
    }));
  }
}
