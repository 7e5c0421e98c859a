import { ApiProperty } from '@nestjs/swagger';
import {
  DOCUMENT_TYPES,
  PEPPOL_STATUSES,
  type DocumentType,
  type PeppolStatus,
} from '@app/contracts/invoice';
import { ListPageDto } from '../../common/api/list-page.js';
import { CappedCountDto } from './admin-queue-query.js';

/** One Peppol delivery as an operator sees it: whose, where to, and how its tries went. */
export class AdminPeppolDeliveryDto {
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

  @ApiProperty({ description: "The customer's Peppol address", example: '0208:0123456749' })
  recipient!: string;

  @ApiProperty({ enum: PEPPOL_STATUSES, enumName: 'PeppolStatus', example: 'sent' })
  status!: PeppolStatus;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: 'integer', example: 1 })
  attempts!: number;

  @ApiProperty({ type: String, nullable: true, description: "The provider's document id" })
  providerDocumentId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The Peppol envelope id' })
  envelopeId!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The worker (`host:pid`) holding it while it is being sent',
  })
  claimedBy!: string | null;

  @ApiProperty({ example: false })
  mayHaveBeenDeliveredTwice!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  settledAt!: string | null;
}

export class AdminPeppolDeliveryStatsDto {
  @ApiProperty({ type: CappedCountDto, description: 'On their way: queued, or being sent' })
  queued!: CappedCountDto;

  @ApiProperty({ type: CappedCountDto, description: 'Sent or delivered' })
  sent!: CappedCountDto;

  @ApiProperty({ type: CappedCountDto, description: 'Refused or failed' })
  failed!: CappedCountDto;
}

export class AdminPeppolDeliveriesDto extends ListPageDto {
  @ApiProperty({
    type: [AdminPeppolDeliveryDto],
    description: 'Newest first (created), then by id',
  })
  deliveries!: AdminPeppolDeliveryDto[];

  @ApiProperty({
    type: AdminPeppolDeliveryStatsDto,
    description: 'Over every delivery; its total is the list total',
  })
  stats!: AdminPeppolDeliveryStatsDto;
}
