import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { attachmentHeaders } from '../peppol/received/received-file-headers.js';
import { AccountantExportService } from './accountant-export.service.js';
import {
  AccountantExportQueryDto,
  AccountantExportSummaryDto,
  AccountantExportSummaryQueryDto,
} from './dto/accountant-export.dto.js';

const ZIP = 'application/zip';

@ApiTags('exports')
@Controller('exports/accountant')
export class ExportsController {
  constructor(private readonly exports: AccountantExportService) {}

  @Get('summary')
  @ApiOkResponse({ type: AccountantExportSummaryDto })
  @ApiErrorResponses('VALIDATION_FAILED')
  @ApiOperation({
    summary: 'Size the accountant’s export',
    description:
      'How many documents the export of the period lists and about how many bytes its ZIP ' +
      'will be, so a client can show progress while it downloads.',
  })
  getAccountantExportSummary(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AccountantExportSummaryQueryDto,
  ): Promise<AccountantExportSummaryDto> {
    return this.exports.summary(user.id, query.period);
  }

  @Get()
  @ApiProduces(ZIP)
  @ApiOkResponse({
    description:
      'A ZIP, streamed: `documents/` with every issued PDF and UBL of the period byte for ' +
      'byte as archived (deleted ones suffixed `-deleted`), `ledger.csv` and `ledger.xlsx`. ' +
      'A failure after the first bytes aborts the connection, so a client never takes a ' +
      'truncated file for the whole.',
    content: { [ZIP]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses('VALIDATION_FAILED')
  @ApiOperation({
    summary: 'Download the accountant’s export',
    description:
      'Every invoice and credit note issued in the period (a quarter or a month), with a ' +
      'ledger of one row per document: number, type, date, customer and VAT number, net and ' +
      'VAT per category and rate, VAT, total, payment and reference, and the day it was deleted.',
  })
  downloadAccountantExport(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AccountantExportQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): StreamableFile {
    const download = this.exports.open(user.id, query.period, query.language ?? 'en');
    // The client left (or cancelled): stop reading the database for a ZIP nobody receives.
    response.on('close', download.cancel);
    response.set({
      ...attachmentHeaders(download.fileName, ZIP),
      'Cache-Control': 'no-store, no-transform',
    });
    return new StreamableFile(download.stream);
  }
}
