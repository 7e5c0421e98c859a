import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_TYPES, type DocumentType } from '@app/contracts/invoice';
import type {
  AdminEmail,
  AdminEmailPreview,
  AdminEmailQueue,
  AdminEmailQueueStats,
  AdminEmailResult,
  CappedCount,
} from '@app/contracts/admin';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { ListPageDto } from '../../common/api/list-page.js';
import { CappedCountDto } from './admin-queue-query.js';

export class AdminEmailDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'V1StGXR8_Z5jdHi6B-myT' })
  invoiceId!: string;

  @ApiProperty({ example: 'INV-2026-0042' })
  invoiceNumber!: string;

  @ApiProperty({ enum: DOCUMENT_TYPES, example: 'invoice' })
  documentType!: DocumentType;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: 'anna@studio.example' })
  userEmail!: string;

  @ApiProperty({ example: 'billing@acme.example' })
  recipientEmail!: string;

  @ApiProperty({ enum: ['invoice', 'reminder'], example: 'invoice' })
  kind!: string;

  @ApiProperty({ enum: ['planned', 'sending', 'sent', 'failed'], example: 'sent' })
  status!: string;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty({ type: 'integer', example: 1 })
  attempts!: number;

  @ApiProperty({ format: 'date-time' })
  scheduledAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: string | null;
}

export class AdminEmailQueueStatsDto {
  @ApiProperty({ type: CappedCountDto, description: 'Not sent yet: planned, or being sent' })
  planned!: CappedCountDto;

  @ApiProperty({ type: CappedCountDto })
  sent!: CappedCountDto;
}

export class AdminEmailQueueDto extends ListPageDto {
  @ApiProperty({ type: [AdminEmailDto], description: 'Newest first (created), then by id' })
  emails!: AdminEmailDto[];

  @ApiProperty({
    type: AdminEmailQueueStatsDto,
    description: 'Over the whole queue; its total is the list total',
  })
  stats!: AdminEmailQueueStatsDto;
}

export class AdminEmailResultDto {
  @ApiProperty({ type: AdminEmailDto, description: 'The record now on its way' })
  email!: AdminEmailDto;
}

export class AdminEmailPreviewDto {
  @ApiProperty({ description: 'The e-mail as its recipient would get it now' })
  html!: string;

  @ApiProperty({ example: 'INV-2026-0042' })
  invoiceNumber!: string;
}

export type _AdminEmailDtoMatchesDomain = DtoMatchesDomain<SameShape<AdminEmailDto, AdminEmail>>;
export type _AdminEmailQueueDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminEmailQueueDto, AdminEmailQueue>
>;
export type _CappedCountDtoMatchesDomain = DtoMatchesDomain<SameShape<CappedCountDto, CappedCount>>;
export type _AdminEmailQueueStatsDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminEmailQueueStatsDto, AdminEmailQueueStats>
>;
export type _AdminEmailResultDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminEmailResultDto, AdminEmailResult>
>;
export type _AdminEmailPreviewDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminEmailPreviewDto, AdminEmailPreview>
>;
