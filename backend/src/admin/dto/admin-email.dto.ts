import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type {
  AdminEmail,
  AdminEmailPreview,
  AdminEmailQueue,
  AdminEmailResult,
} from '@app/contracts/admin';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

export const DEFAULT_QUEUE_LIMIT = 100;
export const MAX_QUEUE_LIMIT = 500;

export class AdminEmailQueueQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_QUEUE_LIMIT, default: DEFAULT_QUEUE_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_QUEUE_LIMIT)
  limit?: number;
}

export class AdminEmailDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'V1StGXR8_Z5jdHi6B-myT' })
  invoiceId!: string;

  @ApiProperty({ example: 'INV-2026-0042' })
  invoiceNumber!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: 'anna@studio.example' })
  userEmail!: string;

  @ApiProperty({ example: 'billing@acme.example' })
  recipientEmail!: string;

  @ApiProperty({ description: "'invoice' or 'reminder'", example: 'invoice' })
  kind!: string;

  @ApiProperty({ description: 'planned, sending, sent or failed', example: 'sent' })
  status!: string;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty({ example: 1 })
  attempts!: number;

  @ApiProperty({ format: 'date-time' })
  scheduledAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: string | null;
}

export class AdminEmailQueueDto {
  @ApiProperty({ type: [AdminEmailDto], description: 'Newest first' })
  emails!: AdminEmailDto[];
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
export type _AdminEmailResultDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminEmailResultDto, AdminEmailResult>
>;
export type _AdminEmailPreviewDtoMatchesDomain = DtoMatchesDomain<
  SameShape<AdminEmailPreviewDto, AdminEmailPreview>
>;
