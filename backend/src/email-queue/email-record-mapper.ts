import type { EmailRecordDto } from './dto/invoice-email.dto.js';
import type { InvoiceEmailEntity } from './invoice-email.entity.js';

/** The one place a stored e-mail record becomes what the API answers (spec §3 field names). */
export function toEmailRecordDto(entity: InvoiceEmailEntity): EmailRecordDto {
  return {
    id: entity.id,
    recipient_email: entity.recipientEmail,
    status: entity.status === 'sending' ? 'planned' : entity.status,
    scheduled_at: entity.scheduledAt.toISOString(),
    sent_at: entity.sentAt?.toISOString() ?? null,
    error: entity.error,
    may_have_been_delivered_twice: entity.possiblyDuplicated,
  };
}
