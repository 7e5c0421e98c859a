import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { retentionUntil, type Invoice } from '@app/contracts/invoice';
import type { Transaction } from '../database/transactions.js';
import { ArchiveRepository } from './archive.repository.js';
import type { ArchivedDocumentEntity } from './archived-document.entity.js';
import { issuedContentSha256, type IssuedCopy } from './issued-copy.js';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Keeps the copy of a document at the moment of issue, in the transaction that marks its
 * delivery done, so a delivered document and its copy are stored together or not at all.
 */
@Injectable()
export class ArchiveWriter {
  constructor(private readonly archive: ArchiveRepository) {}

  /** True when this call stored the copy; false when the invoice had one (a later send). */
  async keep(tx: Transaction, ownerId: string, copy: IssuedCopy): Promise<boolean> {
    const { invoice } = copy;
    const ubl = 'xml' in copy.ubl ? Buffer.from(copy.ubl.xml, 'utf8') : null;
    const id = await this.archive.in(tx).insertOnce(ownerId, {
      invoiceId: invoice.id,
      documentType: invoice.documentType,
      invoiceNumber: invoice.invoiceNumber,
      issueDate: invoice.date,
      issuedBy: copy.issuedBy,
      sellerCountry: copy.sellerCountry,
      retentionUntil: retentionUntil(invoice.date, copy.sellerCountry),
      pdf: copy.pdf,
      pdfSha256: sha256(copy.pdf),
      ubl,
      ublSha256: ubl === null ? null : sha256(ubl),
      ublMissingReason: 'missingReason' in copy.ubl ? copy.ubl.missingReason : null,
      contentSha256: issuedContentSha256(invoice.document),
      document: invoice.document,
    });
    return id !== null;
  }

  /** The invoice's live copy of this issued document (`issuedContentSha256`), if kept. */
  liveCopyOf(
    ownerId: string,
    invoiceId: string,
    document: Invoice,
  ): Promise<ArchivedDocumentEntity | null> {
    return this.archive.liveCopyOf(ownerId, invoiceId, issuedContentSha256(document));
  }

  /** The owner deletes the invoice (in the deleting transaction): its copy stays, marked. */
  markDeleted(tx: Transaction, ownerId: string, invoiceId: string): Promise<void> {
    return this.archive.in(tx).markDeleted(ownerId, invoiceId);
  }
}
