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
import type { PipeTransform } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { isInvoiceId } from '@app/contracts/invoice';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { BulkInvoicesBodyDto, BulkInvoicesResultDto } from './dto/bulk-invoices.dto.js';
import { InvoiceDto, SaveInvoiceBodyDto } from './dto/invoice.dto.js';
import { InvoiceListDto, ListInvoicesQueryDto } from './dto/list-invoices.dto.js';
import { InvoicesService } from './invoices.service.js';

/** A malformed id can never be anyone's invoice: answer it like a missing one. */
const invoiceId: PipeTransform<string, string> = {
  transform(value) {
    if (!isInvoiceId(value)) throw new DomainException('NOT_FOUND');
    return value;
  },
};

const ID_PARAM = {
  name: 'id',
  description: '16 to 64 letters, digits, _ or -',
  example: 'V1StGXR8_Z5jdHi6B-myT',
};

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
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: InvoiceDto })
  getInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', invoiceId) id: string,
  ): Promise<InvoiceDto> {
    return this.invoices.get(user.id, id);
  }

  @Put(':id')
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: InvoiceDto })
  @ApiErrorResponses('INVOICE_LOCKED')
  updateInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', invoiceId) id: string,
    @Body() body: SaveInvoiceBodyDto,
  ): Promise<InvoiceDto> {
    return this.invoices.update(user.id, id, body.invoice);
  }

  @Delete(':id')
  @ApiParam(ID_PARAM)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', invoiceId) id: string,
  ): Promise<void> {
    return this.invoices.delete(user.id, id);
  }
}
