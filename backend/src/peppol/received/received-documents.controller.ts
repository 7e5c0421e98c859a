import {
  Body,
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import {
  ListReceivedDocumentsQueryDto,
  PatchReceivedDocumentDto,
  ReceivedDocumentDetailDto,
  ReceivedDocumentDto,
  ReceivedDocumentListDto,
} from './dto/received-document.dto.js';
import { attachmentHeaders, safeAttachmentType } from './received-file-headers.js';
import { ReceivedDocumentsService } from './received-documents.service.js';

const XML = 'application/xml';
/** A malformed id names no document: 404, like another user's. */
const documentId = new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') });
const UUID_PARAM = { schema: { type: 'string', format: 'uuid' } } as const;

@ApiTags('received-documents')
@Controller('received-documents')
export class ReceivedDocumentsController {
  constructor(private readonly received: ReceivedDocumentsService) {}

  @Get()
  @ApiOkResponse({ type: ReceivedDocumentListDto })
  @ApiOperation({
    summary: 'List received e-invoices',
    description:
      'Invoices and credit notes received over Peppol, newest first, in the list shape every ' +
      'list shares (`documents`, `total`, `totalCapped`, `page`, `limit`, `hasMore`, ' +
      '`nextCursor`): 50 a page by default, at most 200.',
  })
  listReceivedDocuments(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListReceivedDocumentsQueryDto,
  ): Promise<ReceivedDocumentListDto> {
    return this.received.list(user.id, query);
  }

  @Get(':id')
  @ApiParam({ name: 'id', ...UUID_PARAM })
  @ApiOkResponse({ type: ReceivedDocumentDetailDto })
  @ApiErrorResponses('NOT_FOUND')
  @ApiOperation({
    summary: 'Get a received e-invoice',
    description:
      'The document with everything its UBL says (`view`: parties, lines, VAT breakdown, ' +
      'totals, payment details), its attachments and, when it can be paid by SEPA transfer, ' +
      'the EPC QR code text (`epcPayload`). Another user’s document answers 404.',
  })
  getReceivedDocument(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', documentId) id: string,
  ): Promise<ReceivedDocumentDetailDto> {
    return this.received.detail(user.id, id);
  }

  @Get(':id/ubl')
  @ApiParam({ name: 'id', ...UUID_PARAM })
  @ApiProduces(XML)
  @ApiOkResponse({
    description: 'The UBL document exactly as it was received',
    content: { [XML]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses('NOT_FOUND')
  @ApiOperation({
    summary: 'Download the original UBL of a received e-invoice',
    description: 'The file byte for byte as the access point delivered it, as a download.',
  })
  async getReceivedDocumentUbl(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', documentId) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.received.ublFile(user.id, id);
    response.set(attachmentHeaders(file.filename, `${XML}; charset=utf-8`));
    return new StreamableFile(Buffer.from(file.xml, 'utf8'));
  }

  @Get(':id/attachments/:attachmentId')
  @ApiParam({ name: 'id', ...UUID_PARAM })
  @ApiParam({ name: 'attachmentId', ...UUID_PARAM })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({
    description:
      'The attached file. Served as its declared type only when that is a PDF or an image; ' +
      'anything else as application/octet-stream, always as a download with nosniff.',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses('NOT_FOUND')
  @ApiOperation({
    summary: 'Download a file attached to a received e-invoice',
    description:
      'An attachment the sender embedded in the UBL (often the invoice as a PDF), as a download.',
  })
  async getReceivedAttachment(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', documentId) id: string,
    @Param('attachmentId', documentId) attachmentId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.received.attachment(user.id, id, attachmentId);
    response.set(attachmentHeaders(file.filename, safeAttachmentType(file.mime)));
    return new StreamableFile(file.bytes);
  }

  @Patch(':id')
  @ApiParam({ name: 'id', ...UUID_PARAM })
  @ApiOkResponse({ type: ReceivedDocumentDto })
  @ApiErrorResponses('NOT_FOUND', 'VALIDATION_FAILED')
  @ApiOperation({
    summary: 'Mark a received e-invoice',
    description:
      '`mark`: `to_pay`, `paid`, `booked`, or null to clear it; `read`: true or false. Fields ' +
      'left out keep their values.',
  })
  patchReceivedDocument(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', documentId) id: string,
    @Body() body: PatchReceivedDocumentDto,
  ): Promise<ReceivedDocumentDto> {
    return this.received.patch(user.id, id, body);
  }
}
