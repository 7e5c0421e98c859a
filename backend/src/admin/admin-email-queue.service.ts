import { Injectable } from '@nestjs/common';
import type { AdminEmail, AdminEmailQueue } from '@app/contracts/admin';
import { COUNT_CAP } from '@app/contracts/common';
import { positionOf, toPage } from '../common/api/list-page.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { SendEmailProducer } from '../email-queue/jobs/send-email/send-email.producer.js';
import { EmailPdfService, type EmailPdf } from '../email-queue/mail/email-pdf.service.js';
import { AdminEmailsRepository } from './admin-emails.repository.js';
import { ADMIN_LIST_CURSOR } from './dto/admin-list-query.js';
import { type AdminEmailQueueQueryDto, DEFAULT_QUEUE_LIMIT } from './dto/admin-email.dto.js';

/** The admin queue's actions; what becomes of a record is the queue's to decide (spec §4). */
@Injectable()
export class AdminEmailQueueService {
  constructor(
    private readonly emails: AdminEmailsRepository,
    private readonly producer: SendEmailProducer,
    private readonly pdfs: EmailPdfService,
  ) {}

  /** A page of the queue, newest first, with the counters over the whole of it. */
  async list(query: AdminEmailQueueQueryDto): Promise<AdminEmailQueue> {
    const limit = query.limit ?? DEFAULT_QUEUE_LIMIT;
    const found = await this.emails.page(positionOf(query, ADMIN_LIST_CURSOR, limit), limit);
    const page = toPage(found, query, limit, (row) => [row.createdKey, row.email.id]);
    const capped = (count: number) => ({
      total: Math.min(count, COUNT_CAP),
      totalCapped: count > COUNT_CAP,
    });
    return {
      emails: page.rows.map((row) => row.email),
      stats: { planned: capped(found.planned), sent: capped(found.sent) },
      ...page.info,
    };
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
