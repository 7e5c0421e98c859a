import { ApiProperty } from '@nestjs/swagger';

/** What the API calls an e-mail's state: `sending` is shown as `planned` (still on its way). */
export const EMAIL_RECORD_STATUSES = ['planned', 'sent', 'failed'] as const;
export type EmailRecordStatus = (typeof EMAIL_RECORD_STATUSES)[number];

/** Spec §3 "Invoice email record", with the spec's snake_case field names. */
export class EmailRecordDto {
  @ApiProperty({ format: 'uuid', example: '3f1c2b9e-6a0d-4c55-9a3e-1b2c3d4e5f60' })
  id!: string;

  @ApiProperty({ example: 'anna@jansen.nl' })
  recipient_email!: string;

  @ApiProperty({ enum: EMAIL_RECORD_STATUSES, enumName: 'EmailRecordStatus', example: 'sent' })
  status!: EmailRecordStatus;

  @ApiProperty({
    description: 'When it was queued (ISO 8601)',
    example: '2026-11-24T09:00:00.000Z',
  })
  scheduled_at!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When the mail server accepted it (ISO 8601); null until then',
    example: '2026-11-24T09:00:02.000Z',
  })
  sent_at!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the last try failed; null when it did not',
    example: null,
  })
  error!: string | null;

  @ApiProperty({
    description:
      'A sending server stopped mid-delivery and another took the e-mail over: the recipient ' +
      'may have received it twice',
    example: false,
  })
  may_have_been_delivered_twice!: boolean;
}

export class SendInvoiceEmailResultDto {
  @ApiProperty({ type: EmailRecordDto, description: 'The queued e-mail' })
  email!: EmailRecordDto;
}

export class InvoiceEmailListDto {
  @ApiProperty({ type: [EmailRecordDto], description: 'Oldest first' })
  emails!: EmailRecordDto[];
}
