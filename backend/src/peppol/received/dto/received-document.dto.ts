import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  CursorParameter,
  LimitParameter,
  ListPageDto,
  PageParameter,
  type CursorShape,
} from '../../../common/api/list-page.js';
import { RECEIVED_MARKS, type ReceivedMark } from '../received-document.entity.js';
import { ReceivedDocumentViewDto } from './received-document-view.dto.js';

export const DEFAULT_RECEIVED_PAGE_SIZE = 50;
export const MAX_RECEIVED_PAGE_SIZE = 200;
/** A place in the list order: creation time, id (see ReceivedDocumentsRepository.page). */
export const RECEIVED_LIST_CURSOR: CursorShape = ['timestamp', 'uuid'];

export class ListReceivedDocumentsQueryDto {
  @PageParameter()
  page?: number;

  @CursorParameter(RECEIVED_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_RECEIVED_PAGE_SIZE, MAX_RECEIVED_PAGE_SIZE)
  limit?: number;
}

/** A received invoice or credit note as the list shows it. */
export class ReceivedDocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['invoice', 'credit_note'] }) documentType!: 'invoice' | 'credit_note';
  @ApiProperty({ example: 'Voorbeeld BV' }) senderName!: string;
  @ApiProperty({ type: 'string', nullable: true, example: '0208:0123456749' })
  senderPeppolId!: string | null;
  @ApiProperty({ example: 'F2026-0012' }) number!: string;
  @ApiProperty({ format: 'date' }) issueDate!: string;
  @ApiProperty({ type: 'string', format: 'date', nullable: true }) dueDate!: string | null;
  @ApiProperty({
    type: 'string',
    pattern: '^-?\\d+$',
    example: '121000',
    description: 'The total with VAT in cents of `currency`, as exact decimal text',
  })
  totalCents!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: RECEIVED_MARKS, nullable: true, description: 'Null until marked' })
  mark!: ReceivedMark | null;
  @ApiProperty({ description: 'False until the user opened it or marked it read' }) read!: boolean;
  @ApiProperty({ format: 'date-time', description: 'When it arrived' }) receivedAt!: string;
}

export class ReceivedDocumentListDto extends ListPageDto {
  @ApiProperty({ type: [ReceivedDocumentDto], description: 'Newest first' })
  documents!: ReceivedDocumentDto[];
}

export class ReceivedAttachmentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'invoice.pdf' }) filename!: string;
  @ApiProperty({ example: 'application/pdf', description: 'As the sender declared it' })
  mime!: string;
  @ApiProperty({ type: 'integer', description: 'Bytes' }) size!: number;
}

export class ReceivedDocumentDetailDto extends ReceivedDocumentDto {
  @ApiProperty({ type: ReceivedDocumentViewDto }) view!: ReceivedDocumentViewDto;
  @ApiProperty({
    type: [ReceivedAttachmentDto],
    description: 'The files embedded in the document, in its order',
  })
  attachments!: ReceivedAttachmentDto[];
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      'The EPC QR code text (SEPA credit transfer) that pays what is due from a banking app; ' +
      'null when it cannot be paid that way (not euros, nothing due, no IBAN, a credit note)',
  })
  epcPayload!: string | null;
}

export class PatchReceivedDocumentDto {
  @ApiPropertyOptional({ enum: RECEIVED_MARKS, nullable: true, description: 'Null clears it' })
  @IsOptional()
  @IsIn(RECEIVED_MARKS)
  mark?: ReceivedMark | null;

  @ApiPropertyOptional({ description: 'Mark it read (true) or unread (false)' })
  @IsOptional()
  @IsBoolean()
  read?: boolean;
}
