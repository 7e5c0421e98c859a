import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { DateRange, Invoice } from '@app/contracts/invoice';
import type { PagePosition } from '../common/api/list-page.js';
import { atPosition, countCapped } from '../database/list-queries.js';
import { leanMany } from '../database/lean-entities.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { LATER_VERSION } from './archive-versions.js';
import { ArchivedDocumentEntity } from './archived-document.entity.js';

/** What the moment of issue stores; id, owner, issuedAt and deletedAt are the table's. */
export type NewArchivedDocument = Omit<
  ArchivedDocumentEntity,
  'id' | 'userId' | 'user' | 'issuedAt' | 'deletedAt' | 'document' | 'contentSha256'
> & {
  document?: ArchivedDocumentEntity['document'];
  contentSha256?: ArchivedDocumentEntity['contentSha256'];
};

/** Invoice dates on or after `from` and on or before `to`; either may be open. */
export type IssueDateRange = { from?: string; to?: string };

export type ArchivedFile = {
  bytes: Buffer;
  sha256: string;
  invoiceNumber: string;
  documentType: ArchivedDocumentEntity['documentType'];
};

/** A deleted copy's place in the (issue date, id) order: the next batch starts after it. */
export type CopyKey = { issueDate: string; id: string };

/**
 * A deleted copy with the parts of its snapshot (`document`, the invoice as issued) that the
 * figures read; number, type and date are the copy's own columns.
 */
export type DeletedSnapshotRow = {
  id: string;
  invoiceId: string;
  issueDate: string;
  deletedAt: Date;
  invoiceNumber: string;
  documentType: ArchivedDocumentEntity['documentType'];
  snapshot: Pick<Invoice, 'items' | 'discount' | 'recipient'> &
    Partial<Pick<Invoice, 'vatRegime' | 'isPlaceholder' | 'companyId'>>;
};

/** The list order, newest issue date first; archived_documents_user_issue_idx read backwards. */
const LIST_KEY = ['archived.issue_date', 'archived.id'] as const;

/**
 * The archive, always by owner (OwnedRepository), except the retention sweep, which deletes
 * every user's expired copies. Nothing here updates a copy but `markDeleted`: the table's
 * trigger would refuse it.
 */
@Injectable()
export class ArchiveRepository extends OwnedRepository<ArchivedDocumentEntity> {
  constructor(
    @InjectRepository(ArchivedDocumentEntity) repository: Repository<ArchivedDocumentEntity>,
  ) {
    super(repository);
  }

  /**
   * Stores the first issue of an invoice; the id of the new copy, or null when the invoice has
   * a live copy already (a re-send, a reminder, two instances delivering at once: the unique
   * index decides, never a read before the write). An invoice deleted while its e-mail was on
   * its way was still issued: its copy is stored marked deleted, unless it has one.
   */
  async insertOnce(ownerId: string, values: NewArchivedDocument): Promise<string | null> {
    // pg answers an INSERT … RETURNING through TypeORM as its rows (UPDATE, DELETE: [rows, count]).
    const rows = (await this.manager.query(
      `INSERT INTO "archived_documents"
         ("user_id", "invoice_id", "document_type", "invoice_number", "issue_date", "issued_by",
          "seller_country", "retention_until", "pdf", "pdf_sha256", "ubl", "ubl_sha256",
          "ubl_missing_reason", "document", "content_sha256", "deleted_at")
       SELECT $1::uuid, $2::varchar, $3::varchar, $4::varchar, $5::date, $6::varchar, $7::char(2),
              $8::date, $9::bytea, $10::char(64), $11::bytea, $12::char(64), $13::text, $14::jsonb,
              $15::char(64), CASE WHEN invoice.present THEN NULL ELSE now() END
         FROM (SELECT EXISTS (SELECT 1 FROM "invoices" WHERE "id" = $2 AND "user_id" = $1)
                 AS present) AS invoice
        -- Gone, and kept already (a re-send that raced the delete): nothing to add.
        WHERE invoice.present OR NOT EXISTS (
                SELECT 1 FROM "archived_documents" WHERE "invoice_id" = $2 AND "user_id" = $1)
       ON CONFLICT ("invoice_id", "content_sha256") WHERE "deleted_at" IS NULL DO NOTHING
       RETURNING "id"`,
      [
        ownerId,
        values.invoiceId,
        values.documentType,
        values.invoiceNumber,
        values.issueDate,
        values.issuedBy,
        values.sellerCountry,
        values.retentionUntil,
        values.pdf,
        values.pdfSha256,
        values.ubl,
        values.ublSha256,
        values.ublMissingReason,
        values.document ? JSON.stringify(values.document) : null,
        values.contentSha256 ?? null,
      ],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** The invoice's live copy of this issued content, if it has one. */
  liveCopyOf(
    ownerId: string,
    invoiceId: string,
    contentSha256: string,
  ): Promise<ArchivedDocumentEntity | null> {
    return this.ownedQuery(ownerId, 'archived')
      .andWhere('archived.invoice_id = :invoiceId', { invoiceId })
      .andWhere('archived.content_sha256 = :contentSha256', { contentSha256 })
      .andWhere('archived.deleted_at IS NULL')
      .getOne();
  }

  /** The owner deleted the invoice: its live copy stays, marked deleted now. */
  async markDeleted(ownerId: string, invoiceId: string): Promise<void> {
    await this.manager.query(
      `UPDATE "archived_documents" SET "deleted_at" = now()
        WHERE "user_id" = $1 AND "invoice_id" = $2 AND "deleted_at" IS NULL`,
      [ownerId, invoiceId],
    );
  }

  /**
   * Up to `limit` of the owner's copies marked deleted, dated in `range`, that kept their
   * snapshot, after `after` in (issue date, id) order. Only the snapshot's parts the figures
   * read leave the database (not the sender, notes, e-mail or payment methods). Served by
   * archived_documents_user_issue_idx, deleted_at and document checked on its rows
   * (vat-return-plans.e2e-spec); a copy without a snapshot (kept before migration
   * 1767300000000) has no lines to count.
   */
  async deletedSnapshots(
    ownerId: string,
    range: DateRange,
    after: CopyKey | null,
    limit: number,
  ): Promise<DeletedSnapshotRow[]> {
    type Row = Omit<DeletedSnapshotRow, 'snapshot'> & {
      items: Invoice['items'];
      discount: Invoice['discount'];
      recipient: Invoice['recipient'];
      vatRegime: Invoice['vatRegime'] | null;
      isPlaceholder: Invoice['isPlaceholder'] | null;
      companyId: string | null;
    };
    const rows = (await this.manager.query(
      `SELECT a."id", a."invoice_id" AS "invoiceId", to_char(a."issue_date", 'YYYY-MM-DD') AS "issueDate",
              a."deleted_at" AS "deletedAt", a."invoice_number" AS "invoiceNumber",
              a."document_type" AS "documentType",
              a."document"->'items' AS "items", a."document"->'discount' AS "discount",
              a."document"->'recipient' AS "recipient", a."document"->'vatRegime' AS "vatRegime",
              a."document"->'isPlaceholder' AS "isPlaceholder",
              a."document"->>'companyId' AS "companyId"
         FROM "archived_documents" a
        WHERE a."user_id" = $1 AND a."issue_date" >= $2::date AND a."issue_date" <= $3::date
          AND a."deleted_at" IS NOT NULL AND a."document" IS NOT NULL
          AND NOT EXISTS (${LATER_VERSION('a')})
          AND ($4::date IS NULL OR (a."issue_date", a."id") > ($4::date, $5::uuid))
        ORDER BY a."issue_date", a."id"
        LIMIT $6`,
      [ownerId, range.start, range.end, after?.issueDate ?? null, after?.id ?? null, limit],
    )) as Row[];
    return rows.map(
      ({ items, discount, recipient, vatRegime, isPlaceholder, companyId, ...copy }) => ({
        ...copy,
        snapshot: {
          items,
          discount,
          recipient,
          // Absent on an invoice written before the field existed: as the live reads do.
          ...(vatRegime === null ? {} : { vatRegime }),
          ...(isPlaceholder === null ? {} : { isPlaceholder }),
          ...(companyId === null ? {} : { companyId }),
        },
      }),
    );
  }

  /** One page of the owner's copies in the range, `limit + 1` rows (see toPage). */
  page(
    ownerId: string,
    range: IssueDateRange,
    position: PagePosition,
    limit: number,
  ): Promise<ArchivedDocumentEntity[]> {
    const query = atPosition(
      this.inRange(ownerId, range).orderBy(LIST_KEY[0], 'DESC').addOrderBy(LIST_KEY[1], 'DESC'),
      position,
      LIST_KEY,
      'DESC',
      limit,
    );
    return leanMany(query);
  }

  countListed(ownerId: string, range: IssueDateRange): Promise<number> {
    return countCapped(this.inRange(ownerId, range));
  }

  /** The stored bytes of one of the owner's copies; null when it is not theirs or has no UBL. */
  async file(ownerId: string, id: string, kind: 'pdf' | 'ubl'): Promise<ArchivedFile | null> {
    const row = await this.ownedQuery(ownerId, 'archived')
      .select(`archived.${kind}`, 'bytes')
      .addSelect(`archived.${kind}_sha256`, 'sha256')
      .addSelect('archived.invoice_number', 'invoiceNumber')
      .addSelect('archived.document_type', 'documentType')
      .andWhere('archived.id = :id', { id })
      .getRawOne<ArchivedFile | { bytes: null }>();
    return row === undefined || row.bytes === null ? null : (row as ArchivedFile);
  }

  /**
   * Deletes up to `limit` copies whose retention ended before `today`, every user's, and
   * answers their ids. Rows another instance's sweep holds are skipped, not waited for, so two
   * sweeps at once delete disjoint rows; one statement, so a batch is gone or still there.
   * The inner SELECT is what archived_documents_retention_idx serves (archive-plans.e2e-spec).
   */
  async deleteExpired(today: string, limit: number): Promise<string[]> {
    const [rows] = (await this.manager.query(
      `DELETE FROM "archived_documents" WHERE "id" IN (
         SELECT "id" FROM "archived_documents" WHERE "retention_until" < $1
          ORDER BY "retention_until", "id" LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING "id"`,
      [today, limit],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  private inRange(ownerId: string, range: IssueDateRange) {
    const query = this.ownedQuery(ownerId, 'archived');
    if (range.from !== undefined) query.andWhere('archived.issue_date >= :from', range);
    if (range.to !== undefined) query.andWhere('archived.issue_date <= :to', range);
    return query;
  }
}
