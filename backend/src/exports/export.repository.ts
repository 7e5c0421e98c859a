import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DateRange } from '@app/contracts/invoice';
import type { LedgerSource } from './ledger-row.js';

/** One archived copy with its bytes, for the ZIP's documents/ folder. */
export type ExportFile = {
  id: string;
  invoiceNumber: string;
  issueDate: string;
  issuedAt: Date;
  deletedAt: Date | null;
  pdf: Buffer;
  ubl: Buffer | null;
};

export type FilesPosition = { issueDate: string; id: string };
export type LedgerPosition = { date: string; key: string };

/** The period's documents: each archived copy, and each sent invoice that has none. */
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
    LEFT JOIN invoices invoice ON archived.deleted_at IS NULL
         AND invoice.id = archived.invoice_id AND invoice.user_id = archived.user_id
   WHERE archived.user_id = $1 AND archived.issue_date >= $2 AND archived.issue_date <= $3
  UNION ALL
  -- Sent before the archive existed: listed from the live row, so the ledger has every
  -- document the overview shows as sent.
  SELECT invoice.date, invoice.id, invoice.invoice_number, invoice.document_type, NULL,
         invoice.document, invoice.payment_status, invoice.paid_at, invoice.paid_via,
         invoice.payment_reference
    FROM invoices invoice
   WHERE invoice.user_id = $1 AND invoice.date >= $2 AND invoice.date <= $3
     AND invoice.status = 'sent'
     AND NOT EXISTS (SELECT 1 FROM archived_documents archived
                      WHERE archived.invoice_id = invoice.id AND archived.user_id = invoice.user_id
                        AND archived.deleted_at IS NULL)`;

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
              issued_at AS "issuedAt", deleted_at AS "deletedAt", pdf, ubl
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
        WHERE ("date", "key") > ($4::date, $5::text)
        ORDER BY "date", "key"
        LIMIT $6`,
      [ownerId, range.start, range.end, after?.date ?? range.start, after?.key ?? '', limit],
    )) as LedgerSource[];
  }
}
