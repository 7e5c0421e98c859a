import { Injectable } from '@nestjs/common';
import type { CountryCode, Invoice, Language } from '@app/contracts/invoice';
import { InvoicesService } from '../invoices/invoices.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { assertEInvoiceReady, eInvoiceFile, type EInvoiceFile } from './e-invoice-file.js';

export type { EInvoiceFile } from './e-invoice-file.js';

/**
 * The invoice as a Peppol BIS 3.0 UBL document, rendered by contracts from the stored invoice:
 * the same file the editor exports (a UBL CreditNote for a credit note). The seller's country
 * and the invoice language come from the owner's settings unless the caller names a language.
 */
@Injectable()
export class EInvoicesService {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly settings: SettingsService,
  ) {}

  async ubl(ownerId: string, invoiceId: string, language?: Language): Promise<EInvoiceFile> {
    const [invoice, settings] = await Promise.all([
      this.invoices.get(ownerId, invoiceId),
      this.settings.read(ownerId),
    ]);
    return this.render(invoice, settings.country, language ?? settings.invoiceLanguage);
  }

  /** Refuses an invoice that cannot be an e-invoice for its owner, without rendering it. */
  async requireReady(ownerId: string, invoice: Invoice): Promise<void> {
    assertEInvoiceReady(invoice, (await this.settings.read(ownerId)).country);
  }

  /** Renders, or names every missing piece as a field error (409 EINVOICE_NOT_READY). */
  render(invoice: Invoice, country: CountryCode, language: Language): EInvoiceFile {
    return eInvoiceFile(invoice, country, language);
  }
}
