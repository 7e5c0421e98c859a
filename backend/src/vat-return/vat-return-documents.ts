import { Injectable } from '@nestjs/common';
import type { DateRange } from '@app/contracts/invoice';
import type { ReturnDocument } from '@app/contracts/vat-return';
import {
  DeletedDocuments,
  type DeletedIssuedDocument,
} from '../archive/deleted-documents.service.js';
import { VatReturnDocumentsRepository } from './vat-return-documents.repository.js';

/**
 * A batch's size: a quarter of a freelancer's documents fits in one or two, and a seller with
 * thousands is read in bounded queries rather than one of unknown size.
 */
export const RETURN_DOCUMENTS_BATCH = 500;

/**
 * A deleted document as the return reads it, from its archived snapshot. Its id is the copy's:
 * the invoice's row is gone and its id may be used again (an offline create replayed later).
 */
const deletedReturnDocument = ({
  id,
  invoiceNumber,
  documentType,
  issueDate,
  snapshot,
}: DeletedIssuedDocument): ReturnDocument => ({
  id,
  invoiceNumber,
  documentType,
  date: issueDate,
  items: snapshot.items,
  discount: snapshot.discount,
  recipient: snapshot.recipient,
  ...(snapshot.vatRegime === undefined ? {} : { vatRegime: snapshot.vatRegime }),
  ...(snapshot.isPlaceholder === undefined ? {} : { isPlaceholder: snapshot.isPlaceholder }),
  deleted: true,
});

/**
 * The documents a VAT return (or the accountant's export, which shows the same figures) counts
 * for a period: the owner's issued invoices and credit notes dated in it, by date then id,
 * then the ones the user deleted since, from their archived copies (marked `deleted`): the VAT
 * on an issued invoice is owed whatever the overview shows; only a credit note undoes it
 * (docs/vat-return.md, "Which documents").
 */
@Injectable()
export class VatReturnDocuments {
  constructor(
    private readonly repository: VatReturnDocumentsRepository,
    private readonly deleted: DeletedDocuments,
  ) {}

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
      if (batch.length < batchSize || last === undefined) break;
      after = { date: last.date, id: last.id };
    }
    const deleted = await this.deleted.inRange(ownerId, range, batchSize);
    return [...documents, ...deleted.map(deletedReturnDocument)];
  }
}
