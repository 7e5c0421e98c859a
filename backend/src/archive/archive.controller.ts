import { Controller, Get, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { invoicePdfFileName, invoiceUblFileName } from '@app/contracts/documents';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { attachmentHeaders } from '../peppol/received/received-file-headers.js';
import type { ArchivedFile } from './archive.repository.js';
import { ArchiveService } from './archive.service.js';
import { ArchivedDocumentListDto, ListArchiveQueryDto } from './dto/archived-document.dto.js';

const PDF = 'application/pdf';
const XML = 'application/xml';
/** A malformed id names no copy: 404, like another user's. */
const copyId = new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') });
const UUID_PARAM = { schema: { type: 'string', format: 'uuid' } } as const;
const DIGEST_HEADER = {
  'Repr-Digest': {
    description: 'The SHA-256 of the file as stored at issue (RFC 9530), `sha-256=:base64:`',
    schema: { type: 'string' },
  },
} as const;

/**
 * The stored bytes with their hash. `no-transform` keeps the answer uncompressed, so the
 * digest is of exactly the bytes the client receives.
 */
function send(response: Response, file: ArchivedFile, fileName: string, type: string) {
  const digest = Buffer.from(file.sha256, 'hex').toString('base64');
  response.set({
    ...attachmentHeaders(fileName, type),
    'Cache-Control': 'no-store, no-transform',
    'Repr-Digest': `sha-256=:${digest}:`,
  });
  return new StreamableFile(file.bytes);
}

@ApiTags('archive')
@Controller('archive')
export class ArchiveController {
  constructor(private readonly archive: ArchiveService) {}

  @Get()
  @ApiOkResponse({ type: ArchivedDocumentListDto })
  @ApiErrorResponses('VALIDATION_FAILED')
  @ApiOperation({
    summary: 'List archived documents',
    description:
      'Every invoice and credit note the user issued (sent by e-mail or over Peppol), as it ' +
      'went out, including those deleted since (`deletedAt`), latest document date first, ' +
      'optionally only those dated `from` … `to`. The list shape every list shares: 50 a page ' +
      'by default, at most 200.',
  })
  listArchivedDocuments(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListArchiveQueryDto,
  ): Promise<ArchivedDocumentListDto> {
    return this.archive.list(user.id, query);
  }

  @Get(':id/pdf')
  @ApiParam({ name: 'id', ...UUID_PARAM })
  @ApiProduces(PDF)
  @ApiOkResponse({
    description: 'The PDF byte for byte as it was issued',
    headers: DIGEST_HEADER,
    content: { [PDF]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses('NOT_FOUND')
  @ApiOperation({
    summary: 'Download the archived PDF',
    description: 'Another user’s copy answers 404.',
  })
  async getArchivedPdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', copyId) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.archive.file(user.id, id, 'pdf');
    return send(response, file, invoicePdfFileName(file), PDF);
  }

  @Get(':id/ubl')
  @ApiParam({ name: 'id', ...UUID_PARAM })
  @ApiProduces(XML)
  @ApiOkResponse({
    description: 'The UBL (Peppol BIS 3.0) byte for byte as it was issued',
    headers: DIGEST_HEADER,
    content: { [XML]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses('NOT_FOUND')
  @ApiOperation({
    summary: 'Download the archived UBL',
    description:
      'Another user’s copy, and a copy without a UBL (see `ublMissingReason`), answer 404.',
  })
  async getArchivedUbl(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', copyId) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.archive.file(user.id, id, 'ubl');
    return send(response, file, invoiceUblFileName(file), `${XML}; charset=utf-8`);
  }
}
