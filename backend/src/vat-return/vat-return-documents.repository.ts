import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DateRange } from '@app/contracts/invoice';
import type { ReturnDocument } from '@app/contracts/vat-return';
import { BoundRepository } from '../database/bound-repository.js';
import type { InvoiceDocument } from '../invoices/invoice-document.js';

/** The last document of a batch: the next batch starts after it, in (date, id) order. */
export type ReturnDocumentKey = { date: string; id: string };

type Row = Pick<ReturnDocument, 'id' | 'invoiceNumber' | 'date' | 'documentType' | 'status'> &
  Pick<InvoiceDocument, 'items' | 'discount' | 'recipient' | 'vatRegime' | 'isPlaceholder'>;

/**
 * The owner's issued invoices and credit notes of a date range, as the return reads them: the
 * row's number, type, date and status with the parts of its jsonb document the rule needs (not
 * the sender, notes, e-mail or payment methods). Read through `invoices_user_date_idx`
 * (user_id, date; id among its INCLUDE columns), in keyset batches (vat-return-plans.e2e-spec). A read of the invoices table in SQL, like the overdue sweep's:
 * the return needs a projection of its rows, not the invoices module's entities. Every query
 * takes the owner first.
 */
@Injectable()
export class VatReturnDocumentsRepository extends BoundRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource.manager);
  }

  /**
   * Up to `limit` documents dated in `range` after `after` (from the start when null), by
   * date then id. A concept is not issued: it has no number the customer saw, so it is never
   * read (vatReturn would leave it out anyway).
   */
  async batch(
    ownerId: string,
    range: DateRange,
    after: ReturnDocumentKey | null,
    limit: number,
  ): Promise<ReturnDocument[]> {
    const rows = (await this.manager.query(
      `SELECT i."id", i."invoice_number" AS "invoiceNumber", i."document_type" AS "documentType",
              to_char(i."date", 'YYYY-MM-DD') AS "date", i."status",
              i."document"->'items' AS "items", i."document"->'discount' AS "discount",
              i."document"->'recipient' AS "recipient",
              i."document"->'vatRegime' AS "vatRegime",
              i."document"->'isPlaceholder' AS "isPlaceholder"
         FROM "invoices" i
        WHERE i."user_id" = $1 AND i."date" >= $2::date AND i."date" <= $3::date
          AND i."status" <> 'concept'
          AND ($4::date IS NULL OR (i."date", i."id") > ($4::date, $5::varchar))
        ORDER BY i."date", i."id"
        LIMIT $6`,
      [ownerId, range.start, range.end, after?.date ?? null, after?.id ?? null, limit],
    )) as Row[];
    return rows.map(({ vatRegime, isPlaceholder, ...row }) => ({
      ...row,
      // Absent on documents written before issue 32: the seller's standard regime.
      ...(vatRegime === null || vatRegime === undefined ? {} : { vatRegime }),
      ...(isPlaceholder === null || isPlaceholder === undefined ? {} : { isPlaceholder }),
    }));
  }
}
