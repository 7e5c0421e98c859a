import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DateRange } from '@app/contracts/invoice';
import { LATER_VERSION } from '../archive/archive-versions.js';
import type { LedgerSource } from './ledger-row.js';

/** One archived copy with its bytes, for the ZIP's documents/ folder. */
export type ExportFile = {
  id: string;
  invoiceNumber: string;
  issueDate: string;
  issuedAt: Date;
  deletedAt: Date | null;
  /** An earlier version: the invoice was issued again after an edit (docs/archive.md). */
  superseded: boolean;
  pdf: Buffer;
  ubl: Buffer | null;
};

export type FilesPosition = { issueDate: string; id: string };
export type LedgerPosition = { date: string; key: string };

/**
 * The period's documents: each archived copy, and each sent invoice that has none. Each side
 * reads the period through its own date index, and looks up one row per row it has (`LATERAL
 * … LIMIT 1`: a lookup by key, through the invoices' primary key and the live-copy index, never
 * a join over all the user's years). Both sides answer the same types (the key as text), so the
 * ledger page's keyset condition is pushed into each side and becomes its index's start
 * (accountant-export-plans.e2e-spec).
 */
const PERIOD_DOCUMENTS = `
  SELECT archived.issue_date AS "date", archived.id::text AS "key",
         archived.invoice_number AS "invoiceNumber", archived.document_type AS "documentType",
         archived.deleted_at AS "deletedAt",
         -- Copies kept before the snapshot existed fall back to the live invoice.
         COALESCE(archived.document, invoice.document) AS "document",
         invoice.payment_status AS "paymentStatus", invoice.paid_at AS "paidAt",
         invoice.paid_via AS "paidVia", invoice.payment_reference AS "paymentReference"
    FROM archived_documents archived
    -- A deleted copy's invoice is gone; an id used again since is another invoice.
    LEFT JOIN LATERAL (
      SELECT live.document, live.payment_status, live.paid_at, live.paid_via,
             live.payment_reference
        FROM invoices live
       WHERE archived.deleted_at IS NULL
         AND live.id = archived.invoice_id AND live.user_id = archived.user_id
       LIMIT 1) invoice ON true
   WHERE archived.user_id = $1 AND archived.issue_date >= $2 AND archived.issue_date <= $3
     -- An invoice issued, edited and issued again is one document: its last version.
     AND NOT EXISTS (${LATER_VERSION('archived')})
  UNION ALL
  -- Sent before the archive existed: listed from the live row, so the ledger has every
  -- document the overview shows as sent.
  SELECT invoice.date, invoice.id::text, invoice.invoice_number, invoice.document_type, NULL,
         invoice.document, invoice.payment_status, invoice.paid_at, invoice.paid_via,
         invoice.payment_reference
    FROM invoices invoice
    LEFT JOIN LATERAL (
      SELECT true AS "found" FROM archived_documents archived
       WHERE archived.invoice_id = invoice.id AND archived.user_id = invoice.user_id
         AND archived.deleted_at IS NULL
       LIMIT 1) copy ON true
   WHERE invoice.user_id = $1 AND invoice.date >= $2 AND invoice.date <= $3
     AND invoice.status = 'sent' AND copy."found" IS NULL`;

/**
 * What the accountant's export reads, always by owner. Pages go by keyset (date, id), never
 * by offset, so the last page costs what the first does; the bytes are read one page of
 * copies at a time (archived_documents_user_issue_idx), never a whole period.
 */
@Injectable()
export class ExportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(
    ownerId: string,
    range: DateRange,
  ): Promise<{ documents: number; files: number; bytes: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*) FROM (${PERIOD_DOCUMENTS}) AS documents)::int AS "documents",
              count(*)::int AS "files",
              -- octet_length reads a stored value's size without reading its bytes.
              COALESCE(sum(octet_length(pdf) + COALESCE(octet_length(ubl), 0)), 0)::bigint AS "bytes"
         FROM archived_documents
        WHERE user_id = $1 AND issue_date >= $2 AND issue_date <= $3`,
      [ownerId, range.start, range.end],
    )) as { documents: number; files: number; bytes: string }[];
    return { documents: row!.documents, files: row!.files, bytes: Number(row!.bytes) };
  }

  /** The next `limit` copies after `after` in (issue date, id) order, with their bytes. */
  filesPage(
    ownerId: string,
    range: DateRange,
    after: FilesPosition | null,
    limit: number,
  ): Promise<ExportFile[]> {
    return this.dataSource.query(
      `SELECT id, invoice_number AS "invoiceNumber", issue_date::text AS "issueDate",
              issued_at AS "issuedAt", deleted_at AS "deletedAt",
              EXISTS (${LATER_VERSION('archived_documents')}) AS "superseded", pdf, ubl
         FROM archived_documents
        WHERE user_id = $1 AND issue_date >= $2 AND issue_date <= $3
          AND (issue_date, id) > ($4::date, $5::uuid)
        ORDER BY issue_date, id
        LIMIT $6`,
      [
        ownerId,
        range.start,
        range.end,
        after?.issueDate ?? range.start,
        after?.id ?? '00000000-0000-0000-0000-000000000000',
        limit,
      ],
    ) as Promise<ExportFile[]>;
  }

  /** The next `limit` ledger documents after `after`, in (date, key) order, without bytes. */
  async ledgerPage(
    ownerId: string,
    range: DateRange,
    after: LedgerPosition | null,
    limit: number,
  ): Promise<LedgerSource[]> {
    return (await this.dataSource.query(
      `SELECT "date"::text AS "date", "key", "invoiceNumber", "documentType", "deletedAt",
              "document", "paymentStatus", "paidAt", "paidVia", "paymentReference"
         FROM (${PERIOD_DOCUMENTS}) AS documents
        -- The first condition is the second's start, which each side's date index can use.
        WHERE "date" >= $4::date AND ("date", "key") > ($4::date, $5::text)
        ORDER BY "date", "key"
        LIMIT $6`,
      [ownerId, range.start, range.end, after?.date ?? range.start, after?.key ?? '', limit],
    )) as LedgerSource[];
  }
}
