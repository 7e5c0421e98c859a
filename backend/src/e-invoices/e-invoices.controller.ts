import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { EInvoiceQueryDto } from './e-invoice-query.dto.js';
import { EInvoicesService } from './e-invoices.service.js';

const XML = 'application/xml';

@ApiTags('invoices')
@Controller('invoices')
export class EInvoicesController {
  constructor(private readonly eInvoices: EInvoicesService) {}

  /** The file the editor's 'Export e-invoice (UBL)' downloads, for API users. */
  @Get(':id/ubl')
  @ApiClientIdParam('id', 'invoice')
  @ApiProduces(XML)
  @ApiOkResponse({
    description:
      'The invoice as a Peppol BIS Billing 3.0 (EN 16931) UBL 2.1 Invoice, a credit note as a ' +
      'UBL 2.1 CreditNote',
    content: { [XML]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses('EINVOICE_NOT_READY')
  @ApiOperation({
    summary: 'Get an invoice or credit note as a UBL e-invoice',
    description:
      'The invoice as a Peppol BIS Billing 3.0 (EN 16931) UBL 2.1 XML document, the file the ' +
      'editor exports (`invoice_{number}.xml`). A credit note (`documentType: credit_note`) is ' +
      'a UBL CreditNote (type code 381, `credit-note_{number}.xml`) with positive amounts and a ' +
      'BillingReference to the invoice it corrects (number and date). A document that cannot ' +
      'be one yet (no VAT number, a missing address, a credit note without its invoice…) ' +
      'answers 409 EINVOICE_NOT_READY naming every missing field, as JSON.',
  })
  async getInvoiceUbl(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Query() query: EInvoiceQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.eInvoices.ubl(user.id, id, query.language);
    response.set({
      'Content-Type': `${XML}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\x20-\x7E]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'no-store',
    });
    return new StreamableFile(Buffer.from(file.xml, 'utf8'));
  }
}
