import { Injectable } from '@nestjs/common';
import type { DateRange } from '@app/contracts/invoice';
import { ArchiveRepository, type CopyKey, type DeletedSnapshotRow } from './archive.repository.js';

/**
 * A batch's size: a period's deleted documents are few, and a user who deleted thousands is
 * still read in bounded queries.
 */
export const DELETED_DOCUMENTS_BATCH = 500;

/** An issued invoice or credit note the user deleted since, as its archived copy kept it. */
export type DeletedIssuedDocument = DeletedSnapshotRow;

/**
 * The one reader of "issued, then deleted" documents for the figures that must still count
 * them: the VAT return (the VAT on an issued invoice is owed; only a credit note undoes it) and
 * the reports' revenue. The invoice row is gone; the archive's copy keeps the invoice as issued
 * (docs/archive.md). A copy kept before that snapshot existed has nothing to count and is not
 * here (docs/vat-return.md).
 */
@Injectable()
export class DeletedDocuments {
  constructor(private readonly archive: ArchiveRepository) {}

  /** The owner's deleted issued documents dated in `range`, by date then copy id. */
  async inRange(
    ownerId: string,
    range: DateRange,
    batchSize = DELETED_DOCUMENTS_BATCH,
  ): Promise<DeletedIssuedDocument[]> {
    const documents: DeletedIssuedDocument[] = [];
    for (let after = null as CopyKey | null; ;) {
      const batch = await this.archive.deletedSnapshots(ownerId, range, after, batchSize);
      documents.push(...batch);
      const last = batch.at(-1);
      if (batch.length < batchSize || last === undefined) return documents;
      after = { issueDate: last.issueDate, id: last.id };
    }
  }
}
