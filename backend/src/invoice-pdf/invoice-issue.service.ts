import { Injectable } from '@nestjs/common';
import type { Language } from '@app/contracts/invoice';
import { ArchiveWriter } from '../archive/archive-writer.service.js';
import {
  archivedDocumentDto,
  type ArchivedDocumentDto,
} from '../archive/dto/archived-document.dto.js';
import { issuedInvoiceOf, issuedUbl } from '../archive/issued-copy.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { Transactions } from '../database/transactions.js';
import { EInvoicesService } from '../e-invoices/e-invoices.service.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { InvoicePdfService } from './invoice-pdf.service.js';

/**
 * Issue by download (docs/archive.md): the editor exported a saved invoice's PDF, which the user
 * hands to the customer themselves, so the document is issued now. The copy is rendered here
 * with the renderer the export used, in the language it used. The same content issued again
 * (another export, a later e-mail) keeps the copy made now; after an edit, the next issue is a
 * version of its own (docs/archive.md, "Versions").
 */
@Injectable()
export class InvoiceIssueService {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly pdfs: InvoicePdfService,
    private readonly eInvoices: EInvoicesService,
    private readonly writer: ArchiveWriter,
    private readonly transactions: Transactions,
  ) {}

  async issue(
    ownerId: string,
    invoiceId: string,
    language?: Language,
  ): Promise<ArchivedDocumentDto> {
    // Another user's invoice, or none, is a 404 here. Every invoice the server holds is saved:
    // a concept lives in the browser until it is saved, and gets its number then.
    const current = issuedInvoiceOf(invoiceId, await this.invoices.get(ownerId, invoiceId));
    const kept = await this.writer.liveCopyOf(ownerId, invoiceId, current.document);
    if (kept !== null) return archivedDocumentDto(kept);
    const pdf = await this.pdfs.render(ownerId, invoiceId, language);
    const issued = issuedInvoiceOf(invoiceId, pdf.invoice);
    await this.transactions.run((tx) =>
      this.writer.keep(tx, ownerId, {
        invoice: issued,
        issuedBy: 'download',
        sellerCountry: pdf.country,
        pdf: pdf.bytes,
        ubl: issuedUbl(() => this.eInvoices.render(pdf.invoice, pdf.country, pdf.language).xml),
      }),
    );
    // Ours now, or a concurrent issue's (e-mail, Peppol or another export) that got there first.
    const stored = await this.writer.liveCopyOf(ownerId, invoiceId, issued.document);
    if (stored === null) throw new DomainException('NOT_FOUND');
    return archivedDocumentDto(stored);
  }
}
