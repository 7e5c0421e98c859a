import { Injectable } from '@nestjs/common';
import {
  UBL_BLOCKERS,
  invoiceUblFileName,
  renderInvoiceUbl,
  ublBlockers,
} from '@app/contracts/documents';
import type { CountryCode, Invoice, Language } from '@app/contracts/invoice';
import { DomainException } from '../common/errors/domain.exception.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { SettingsService } from '../settings/settings.service.js';

export type EInvoiceFile = { fileName: string; xml: string };

/**
 * The invoice as a Peppol BIS 3.0 UBL document, rendered by contracts from the stored invoice:
 * the same file the editor exports. The seller's country and the invoice language come from the
 * owner's settings unless the caller names a language.
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
    this.assertReady(invoice, (await this.settings.read(ownerId)).country);
  }

  /** Renders, or names every missing piece as a field error (409 EINVOICE_NOT_READY). */
  render(invoice: Invoice, country: CountryCode, language: Language): EInvoiceFile {
    this.assertReady(invoice, country);
    return {
      fileName: invoiceUblFileName(invoice),
      xml: renderInvoiceUbl(invoice, { language, country }),
    };
  }

  private assertReady(invoice: Invoice, country: CountryCode): void {
    const blockers = ublBlockers(invoice, country);
    if (blockers.length > 0) {
      throw new DomainException('EINVOICE_NOT_READY', {
        fields: blockers.map((blocker) => UBL_BLOCKERS[blocker]),
      });
    }
  }
}
