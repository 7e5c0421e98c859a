import { Injectable } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception.js';
import { EmailDeliveryRepository } from '../email-delivery.repository.js';
import { InvoiceMailComposer } from './invoice-mail.composer.js';

/** A stored e-mail's PDF as its next try would attach it. */
export type EmailPdf = { fileName: string; bytes: Buffer };

/**
 * The PDF an e-mail record sends, for the admin queue (behind the admin guard): composed the way
 * the worker composes it, so the operator sees what the recipient gets. Any user's record, by id.
 */
@Injectable()
export class EmailPdfService {
  constructor(
    private readonly records: EmailDeliveryRepository,
    private readonly composer: InvoiceMailComposer,
  ) {}

  async pdf(emailId: string): Promise<EmailPdf> {
    const record = await this.records.findById(emailId);
    if (record === null) throw new DomainException('NOT_FOUND');
    const message = await this.composer.compose(record);
    const attachment = message.attachments?.[0];
    if (attachment === undefined || !Buffer.isBuffer(attachment.content)) {
      throw new Error(`The e-mail ${emailId} has no PDF`);
    }
    return { fileName: String(attachment.filename), bytes: attachment.content };
  }
}
