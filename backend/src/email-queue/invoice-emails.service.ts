import { Injectable } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception.js';
import { Transactions } from '../database/transactions.js';
import { EInvoicesService } from '../e-invoices/e-invoices.service.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { assertIssuable } from '../invoices/vat-law/issue-rules.js';
import { SettingsService } from '../settings/settings.service.js';
import type { EmailRecordDto } from './dto/invoice-email.dto.js';
import type { SendInvoiceEmailDto } from './dto/send-invoice-email.dto.js';
import { EmailPlanner } from './email-planner.service.js';
import { toEmailRecordDto } from './email-record-mapper.js';
import { InvoiceEmailsRepository } from './invoice-emails.repository.js';
import { SendEmailProducer } from './jobs/send-email/send-email.producer.js';

/** Sending an invoice by e-mail (spec §7): a stored record per request, delivered by the queue. */
@Injectable()
export class InvoiceEmailsService {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly emails: InvoiceEmailsRepository,
    private readonly planner: EmailPlanner,
    private readonly producer: SendEmailProducer,
    private readonly eInvoices: EInvoicesService,
    private readonly transactions: Transactions,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Stores the request as a planned record, then queues it. Each call is a new record ('send
   * again' is another request). Over the user's sending limit: 429 EMAIL_LIMIT_REACHED, nothing
   * stored.
   */
  async send(
    ownerId: string,
    invoiceId: string,
    input: SendInvoiceEmailDto,
  ): Promise<EmailRecordDto> {
    const invoice = await this.invoices.get(ownerId, invoiceId);
    if (invoice.status === 'concept' || invoice.invoiceNumber.trim() === '') {
      throw new DomainException('CONFLICT', { message: 'Only a saved invoice can be sent' });
    }
    // What the law would reject is not sent (issue 32), whenever it was stored.
    assertIssuable(invoice, (await this.settings.read(ownerId)).country);
    // Refused now, with what is missing, rather than failing later in the queue.
    if (input.attachUbl === true) await this.eInvoices.requireReady(ownerId, invoice);
    const email = await this.transactions.run((tx) =>
      this.planner.plan(
        tx,
        ownerId,
        {
          invoiceId,
          recipientEmail: input.recipientEmail.trim(),
          customMessage: input.customMessage,
          locale: input.locale,
          attachUbl: input.attachUbl === true,
        },
        'refuse',
      ),
    );
    await this.producer.enqueueStored(email.id);
    return toEmailRecordDto(email);
  }

  /** The invoice's e-mails, oldest first; another user's invoice answers 404. */
  async list(ownerId: string, invoiceId: string): Promise<EmailRecordDto[]> {
    await this.invoices.get(ownerId, invoiceId);
    const emails = await this.emails.listForInvoice(ownerId, invoiceId);
    return emails.map(toEmailRecordDto);
  }
}
