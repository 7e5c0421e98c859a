import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ArchivedDocumentDto } from '../archive/dto/archived-document.dto.js';
import type { Response } from 'express';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { EInvoiceQueryDto } from '../e-invoices/e-invoice-query.dto.js';
import { InvoiceIssueService } from './invoice-issue.service.js';
import { InvoicePdfService } from './invoice-pdf.service.js';

const PDF = 'application/pdf';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicePdfController {
  constructor(
    private readonly pdfs: InvoicePdfService,
    private readonly issues: InvoiceIssueService,
  ) {}

  @Get(':id/pdf')
  @ApiOperation({
    summary: 'Get an invoice as a PDF',
    description:
      'The invoice as the PDF the customer receives by e-mail and the editor exports (A4, with ' +
      'the user’s logo), in the language of the user’s invoice settings unless `language` ' +
      'names another.',
  })
  @ApiClientIdParam('id', 'invoice')
  @ApiProduces(PDF)
  @ApiOkResponse({
    description: 'The PDF, as an attachment named after the invoice number',
    content: { [PDF]: { schema: { type: 'string', format: 'binary' } } },
  })
  async getInvoicePdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Query() query: EInvoiceQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { fileName, bytes } = await this.pdfs.pdf(user.id, id, query.language);
    response.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(bytes, {
      type: PDF,
      disposition: `attachment; filename="${fileName.replace(/[^\x20-\x7E]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    });
  }

  @Post(':id/issue')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Issue a saved invoice whose PDF was exported',
    description:
      'The editor calls this after exporting a saved invoice or credit note as a PDF, which the ' +
      'user hands to the customer: the document is issued, and the archive keeps its PDF and ' +
      'UBL as rendered now (docs/archive.md). The same content issued before (by e-mail, Peppol ' +
      'or an earlier export) keeps its copy, which this answers; after an edit, the export is ' +
      'a version of its own. ' +
      '`language`: the one the PDF was exported in (default: the invoice settings’).',
  })
  @ApiClientIdParam('id', 'invoice')
  @ApiOkResponse({ type: ArchivedDocumentDto, description: 'The archived copy' })
  issueInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Query() query: EInvoiceQueryDto,
  ): Promise<ArchivedDocumentDto> {
    return this.issues.issue(user.id, id, query.language);
  }
}
