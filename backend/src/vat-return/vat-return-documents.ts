import { Injectable } from '@nestjs/common';
import type { DateRange } from '@app/contracts/invoice';
import type { ReturnDocument } from '@app/contracts/vat-return';
import { VatReturnDocumentsRepository } from './vat-return-documents.repository.js';

/**
 * A batch's size: a quarter of a freelancer's documents fits in one or two, and a seller with
 * thousands is read in bounded queries rather than one of unknown size.
 */
export const RETURN_DOCUMENTS_BATCH = 500;

/**
 * The documents a VAT return (or the accountant's export, which shows the same figures) counts
 * for a period: the owner's issued invoices and credit notes dated in it, by date then id.
 *
 * Deleted documents are not here: a deleted invoice's row is gone, and the archive keeps its
 * PDF and UBL but not the lines the rule reads (docs/vat-return.md, "Which documents").
 */
@Injectable()
export class VatReturnDocuments {
  constructor(private readonly repository: VatReturnDocumentsRepository) {}

  async inRange(
    ownerId: string,
    range: DateRange,
    batchSize = RETURN_DOCUMENTS_BATCH,
  ): Promise<ReturnDocument[]> {
    const documents: ReturnDocument[] = [];
    for (let after = null as { date: string; id: string } | null; ;) {
      const batch = await this.repository.batch(ownerId, range, after, batchSize);
      documents.push(...batch);
      const last = batch.at(-1);
      if (batch.length < batchSize || last === undefined) return documents;
      after = { date: last.date, id: last.id };
    }
  }
}
