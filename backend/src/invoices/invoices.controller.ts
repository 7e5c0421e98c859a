import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AnswersETag, ChecksIfMatch, IfMatch } from '../common/versions/if-match.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import { BulkInvoicesBodyDto, BulkInvoicesResultDto } from './dto/bulk-invoices.dto.js';
import { InvoiceDto, InvoiceVersionConflictDto, SaveInvoiceBodyDto } from './dto/invoice.dto.js';
import { InvoiceListDto, ListInvoicesQueryDto } from './dto/list-invoices.dto.js';
import { InvoicesService } from './invoices.service.js';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOkResponse({ type: InvoiceListDto })
  listInvoices(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListInvoicesQueryDto,
  ): Promise<InvoiceListDto> {
    return this.invoices.list(user.id, query);
  }

  @Post()
  @ApiCreatedResponse({ type: InvoiceDto, description: 'Saved: numbered when it had no number' })
  @ApiOkResponse({
    type: InvoiceDto,
    description: 'Already stored under this id: the stored invoice, unchanged',
  })
  @ApiErrorResponses('CONFLICT', 'INVOICE_NUMBER_TAKEN')
  @AnswersETag()
  async createInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveInvoiceBodyDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InvoiceDto> {
    const { invoice, created } = await this.invoices.create(user.id, body.invoice);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return invoice;
  }

  @Post('bulk')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BulkInvoicesResultDto })
  bulkCreateInvoices(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: BulkInvoicesBodyDto,
  ): Promise<BulkInvoicesResultDto> {
    return this.invoices.bulk(user.id, body.invoices);
  }

  @Get(':id')
  @ApiClientIdParam('id', 'invoice')
  @ApiOkResponse({ type: InvoiceDto })
  @AnswersETag()
  getInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
  ): Promise<InvoiceDto> {
    return this.invoices.get(user.id, id);
  }

  @Put(':id')
  @ApiClientIdParam('id', 'invoice')
  @ApiOkResponse({ type: InvoiceDto })
  @ApiErrorResponses('INVOICE_LOCKED')
  @ChecksIfMatch(InvoiceVersionConflictDto, 'invoice')
  @AnswersETag()
  updateInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Body() body: SaveInvoiceBodyDto,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<InvoiceDto> {
    return this.invoices.update(user.id, id, body.invoice, condition);
  }

  @Delete(':id')
  @ApiClientIdParam('id', 'invoice')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ChecksIfMatch(InvoiceVersionConflictDto, 'invoice')
  deleteInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<void> {
    return this.invoices.delete(user.id, id, condition);
  }
}
