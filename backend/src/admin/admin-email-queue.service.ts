import { Injectable } from '@nestjs/common';
import type { AdminEmail, AdminEmailQueue, CappedCount } from '@app/contracts/admin';
import { DomainException } from '../common/errors/domain.exception.js';
import { SendEmailProducer } from '../email-queue/jobs/send-email/send-email.producer.js';
import { EmailPdfService, type EmailPdf } from '../email-queue/mail/email-pdf.service.js';
import { AdminEmailsRepository } from './admin-emails.repository.js';
import { queuePage } from './admin-queue-page.js';
import type { AdminQueueQueryDto } from './dto/admin-queue-query.js';

/** The admin queue's actions; what becomes of a record is the queue's to decide (spec §4). */
@Injectable()
export class AdminEmailQueueService {
  constructor(
    private readonly emails: AdminEmailsRepository,
    private readonly producer: SendEmailProducer,
    private readonly pdfs: EmailPdfService,
  ) {}

  /** A page of the queue, newest first, with the counters over the whole of it. */
  async list(query: AdminQueueQueryDto): Promise<AdminEmailQueue> {
    const { items, info, counters } = await queuePage(query, (position, limit) =>
      this.emails.page(position, limit),
    );
    const [planned, sent] = counters as [CappedCount, CappedCount];
    return { emails: items, stats: { planned, sent }, ...info };
  }

  async sendNow(id: string): Promise<AdminEmail> {
    const email = await this.existing(id);
    if (email.status === 'sending') {
      throw new DomainException('CONFLICT', { message: 'This e-mail is being sent right now' });
    }
    if (email.status === 'planned') {
      await this.producer.enqueueRequested(email.id);
      return email;
    }
    if (email.kind === 'reminder') {
      throw new DomainException('CONFLICT', {
        message: 'A reminder is sent once; send the invoice again instead',
      });
    }
    const copy = await this.existing(await this.emails.copy(email.id));
    await this.producer.enqueueRequested(copy.id);
    return copy;
  }

  async requeue(id: string): Promise<AdminEmail> {
    await this.existing(id);
    if (!(await this.emails.requeue(id))) {
      throw new DomainException('CONFLICT', { message: 'Only a failed e-mail can be requeued' });
    }
    // As it was requeued: the queue may take it the moment the job is added.
    const planned = await this.existing(id);
    await this.producer.enqueueRequested(id);
    return planned;
  }

  pdf(id: string): Promise<EmailPdf> {
    return this.pdfs.pdf(id);
  }

  private async existing(id: string): Promise<AdminEmail> {
    const email = await this.emails.find(id);
    if (email === null) throw new DomainException('NOT_FOUND');
    return email;
  }
}
