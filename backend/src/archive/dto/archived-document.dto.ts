import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  COUNTRY_CODES,
  DOCUMENT_TYPES,
  type CountryCode,
  type DocumentType,
} from '@app/contracts/invoice';
import {
  CursorParameter,
  LimitParameter,
  ListPageDto,
  PageParameter,
  type CursorShape,
} from '../../common/api/list-page.js';
import { DATE_TEXT_MESSAGE, isDateText } from '../../common/validation/rules.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import {
  ISSUE_CHANNELS,
  type ArchivedDocumentEntity,
  type IssueChannel,
} from '../archived-document.entity.js';

export const DEFAULT_ARCHIVE_PAGE_SIZE = 50;
export const MAX_ARCHIVE_PAGE_SIZE = 200;
/** A place in the list order: issue date, id (see ArchiveRepository.page). */
export const ARCHIVE_LIST_CURSOR: CursorShape = ['date', 'uuid'];

export class ListArchiveQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    description: 'Documents dated on or after',
    example: '2026-10-01',
  })
  @IsOptional()
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'Documents dated on or before',
    example: '2026-12-31',
  })
  @IsOptional()
  @Satisfies(isDateText, DATE_TEXT_MESSAGE)
  to?: string;

  @PageParameter()
  page?: number;

  @CursorParameter(ARCHIVE_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_ARCHIVE_PAGE_SIZE, MAX_ARCHIVE_PAGE_SIZE)
  limit?: number;
}

/** An archived copy as the list shows it: its facts and hashes, never its bytes. */
export class ArchivedDocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The invoice it is a copy of; it may have been deleted since' })
  invoiceId!: string;
  @ApiProperty({ enum: DOCUMENT_TYPES }) documentType!: DocumentType;
  @ApiProperty({ example: 'INV-2026-0012' }) invoiceNumber!: string;
  @ApiProperty({ format: 'date', description: 'The document’s date' }) issueDate!: string;
  @ApiProperty({ format: 'date-time', description: 'When it was first delivered' })
  issuedAt!: string;
  @ApiProperty({
    enum: ISSUE_CHANNELS,
    description: 'How it was first issued: e-mail, Peppol, or its PDF exported after saving',
  })
  issuedBy!: IssueChannel;
  @ApiProperty({ enum: COUNTRY_CODES, description: 'Whose law keeps it' })
  sellerCountry!: CountryCode;
  @ApiProperty({ format: 'date', description: 'Kept through this day, then deleted' })
  retentionUntil!: string;
  @ApiProperty({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the PDF, hex' })
  pdfSha256!: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: '^[0-9a-f]{64}$',
    description: 'SHA-256 of the UBL, hex; null when there is no UBL',
  })
  ublSha256!: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Why the document has no UBL (it lacked what an e-invoice needs)',
  })
  ublMissingReason!: string | null;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the user deleted the invoice; null while it exists',
  })
  deletedAt!: string | null;
}

export class ArchivedDocumentListDto extends ListPageDto {
  @ApiProperty({ type: [ArchivedDocumentDto], description: 'Latest document date first' })
  documents!: ArchivedDocumentDto[];
}

/** A stored copy as the API shows it: its facts and hashes, never its bytes. */
export const archivedDocumentDto = (copy: ArchivedDocumentEntity): ArchivedDocumentDto => ({
  id: copy.id,
  invoiceId: copy.invoiceId,
  documentType: copy.documentType,
  invoiceNumber: copy.invoiceNumber,
  issueDate: copy.issueDate,
  issuedAt: copy.issuedAt.toISOString(),
  issuedBy: copy.issuedBy,
  sellerCountry: copy.sellerCountry,
  retentionUntil: copy.retentionUntil,
  pdfSha256: copy.pdfSha256,
  ublSha256: copy.ublSha256,
  ublMissingReason: copy.ublMissingReason,
  deletedAt: copy.deletedAt?.toISOString() ?? null,
});
