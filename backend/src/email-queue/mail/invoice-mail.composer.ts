import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Inject, Injectable } from '@nestjs/common';
import type { SendMailOptions } from 'nodemailer';
import { invoicePdfFileName, renderInvoiceEmail, renderInvoicePdf } from '@app/contracts/documents';
import type { Invoice } from '@app/contracts/invoice';
import { issuedInvoiceOf, issuedUbl, type IssuedCopy } from '../../archive/issued-copy.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { EInvoicesService } from '../../e-invoices/e-invoices.service.js';
import { InvoicesService } from '../../invoices/invoices.service.js';
import { LogoService } from '../../logo/logo.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import { UsersService } from '../../users/users.service.js';
import type { InvoiceEmailEntity } from '../invoice-email.entity.js';

const require = createRequire(import.meta.url);

type Fonts = { regular: Uint8Array; bold: Uint8Array };
let fonts: Fonts | undefined;

/** Read once per process and reused, so the renderer's font cache parses them once. */
export function pdfFonts(): Fonts {
  const read = (file: string) =>
    new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  fonts ??= { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  return fonts;
}

/** `<email-{record id}@{domain of MAIL_FROM}>`: every try of one record carries the same id. */
export function emailMessageId(emailId: string, mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
  return `<email-${emailId}@${domain}>`;
}

/**
 * Builds the message for one e-mail record from the invoice as it is now, with the renderers the
 * editor uses: the same subject, HTML and text as its preview (contracts escape all user text),
 * and the same PDF as its export, with the user's logo as a PNG.
 */
@Injectable()
export class InvoiceMailComposer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: InvoicesService,
    private readonly logos: LogoService,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly eInvoices: EInvoicesService,
  ) {}

  async compose(email: InvoiceEmailEntity): Promise<SendMailOptions> {
    return (await this.composeIssue(email)).message;
  }

  /**
   * The message, and the copy the archive keeps if this send issues the document: the PDF
   * attached, byte for byte, and the UBL attached or else rendered from the same invoice
   * (docs/archive.md).
   */
  async composeIssue(
    email: InvoiceEmailEntity,
  ): Promise<{ message: SendMailOptions; copy: IssuedCopy }> {
    const [stored, replyTo, logo, settings] = await Promise.all([
      this.invoices.get(email.userId, email.invoiceId),
      this.users.emailOf(email.userId),
      this.logos.pngRendition(email.userId),
      this.settings.read(email.userId),
    ]);
    // The message is the record's, as the send dialog's preview shows it, also over an invoice
    // whose own message is still the placeholder: the editor's copy of what was typed may reach
    // the server after the job runs.
    const invoice: Invoice = {
      ...stored,
      emailMessage: email.customMessage,
      isPlaceholder: { ...stored.isPlaceholder, emailMessage: email.customMessage.trim() === '' },
    };
    const language = email.locale;
    const paymentBaseUrl = this.config.publicUrl;
    // A partly credited invoice asks only for what its credit notes leave (docs/domain-rules.md).
    const credits = stored.credits ?? [];
    const content = renderInvoiceEmail(invoice, {
      language,
      paymentBaseUrl,
      kind: email.kind,
      credits,
      // As the PDF's: the seller's country decides which law's texts the e-mail carries.
      country: settings.country,
    });
    const pdf = await renderInvoicePdf(invoice, {
      language,
      fonts: pdfFonts(),
      paymentBaseUrl,
      // The seller's country decides a Belgian credit note's legal sentence, as the e-invoice's.
      country: settings.country,
      credits,
      ...(logo === null ? {} : { logo: { bytes: new Uint8Array(logo), type: 'png' as const } }),
    });
    // The e-invoice as it is now; an invoice that no longer qualifies fails the try with the
    // reason, rather than going out without the attachment the user asked for.
    const ubl = email.attachUbl ? this.eInvoices.render(invoice, settings.country, language) : null;
    const pdfBytes = Buffer.from(pdf);
    const copy: IssuedCopy = {
      invoice: issuedInvoiceOf(email.invoiceId, stored),
      issuedBy: 'email',
      sellerCountry: settings.country,
      pdf: pdfBytes,
      ubl: issuedUbl(
        () => ubl?.xml ?? this.eInvoices.render(invoice, settings.country, language).xml,
      ),
    };
    const message: SendMailOptions = {
      from: this.config.mailFrom,
      to: email.recipientEmail,
      replyTo,
      subject: content.subject,
      text: content.text,
      html: content.html,
      messageId: emailMessageId(email.id, this.config.mailFrom),
      // The time of this try: a retry is a new transmission of the same message.
      date: new Date(),
      attachments: [
        {
          filename: invoicePdfFileName(invoice, language),
          content: pdfBytes,
          contentType: 'application/pdf',
        },
        ...(ubl === null
          ? []
          : [{ filename: ubl.fileName, content: ubl.xml, contentType: 'application/xml' }]),
      ],
    };
    return { message, copy };
  }
}
