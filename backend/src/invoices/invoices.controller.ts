import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import { CREATE_INVOICE_EXAMPLES } from '../openapi/body-examples.js';
import { ApiClientIdParam, clientId } from '../common/api/client-id.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Idempotent } from '../common/idempotency/idempotent.decorator.js';
import { ApiMergePatchBody } from '../common/patch/patch-resource.js';
import { AnswersETag, ChecksIfMatch, IfMatch } from '../common/versions/if-match.js';
import type { VersionCondition } from '../common/versions/version-condition.js';
import { BulkInvoicesBodyDto, BulkInvoicesResultDto } from './dto/bulk-invoices.dto.js';
import { InvoiceDto, InvoiceVersionConflictDto, SaveInvoiceBodyDto } from './dto/invoice.dto.js';
import { InvoiceListDto, ListInvoicesQueryDto } from './dto/list-invoices.dto.js';
import { CreateInvoiceBodyDto } from './dto/new-invoice.dto.js';
import { InvoicePatchDto } from './dto/invoice-patch.dto.js';
import { InvoicesService } from './invoices.service.js';
import { InvoiceAmountsService } from './amounts/invoice-amounts.service.js';
import { InvoiceAmountsDto, InvoiceAmountsQueryDto } from './dto/invoice-amounts.dto.js';
import { CreateCreditNoteBodyDto } from './dto/credit-note.dto.js';
import { DomainException } from '../common/errors/domain.exception.js';
import type { CreditChoice } from '@app/contracts/invoice';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly amounts: InvoiceAmountsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: InvoiceListDto })
  @ApiOperation({
    summary: 'List invoices',
    description:
      'Highest number first, in the list shape every list shares (`invoices`, `total`, ' +
      '`totalCapped`, `page`, `limit`, `hasMore`, `nextCursor`): 50 a page by default, at most ' +
      '200. Filter by `status`, `period` (or `startDate`/`endDate`) and payment status. Page ' +
      'with `cursor` (send back `nextCursor`; it keeps its place when invoices are added) or ' +
      'with `page`.',
  })
  listInvoices(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListInvoicesQueryDto,
  ): Promise<InvoiceListDto> {
    return this.invoices.list(user.id, query);
  }

  // Declared before `:id`, which would otherwise take 'amounts' for an invoice id.
  @Get('amounts')
  @ApiOkResponse({ type: InvoiceAmountsDto })
  @ApiOperation({
    summary: 'Amounts of a period',
    description:
      'What the period’s issued invoices (not concepts, by invoice date) ask for, what of it ' +
      'is paid, outstanding and overdue, in cents, and the same per calendar month for a ' +
      'chart (at least the six months up to the period’s last). Each invoice counts net of ' +
      'its credit notes, never below 0; canceled, failed and fully credited invoices count ' +
      'nowhere. Summed over every invoice of the period, not a page.',
  })
  getInvoiceAmounts(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: InvoiceAmountsQueryDto,
  ): Promise<InvoiceAmountsDto> {
    return this.amounts.ofPeriod(user.id, query.period);
  }

  @Post()
  @Idempotent()
  @ApiCreatedResponse({ type: InvoiceDto, description: 'Saved: numbered when it had no number' })
  @ApiOkResponse({
    type: InvoiceDto,
    description: 'Already stored under this id: the stored invoice, unchanged',
  })
  @ApiErrorResponses('CONFLICT', 'INVOICE_NUMBER_TAKEN')
  @AnswersETag()
  @ApiOperation({
    summary: 'Create an invoice',
    description:
      'Saves an invoice. A `recipient` and `items` are enough: sender, payment methods, terms, ' +
      'notes, dates and currency come from the user’s settings (a line’s quantity defaults to ' +
      '1, its VAT rate to the country’s standard rate). Without an `invoiceNumber` it is ' +
      'numbered in one transaction (the next number of the user’s numbering settings, never ' +
      'twice) and becomes `saved`; a number given offline is kept (409 INVOICE_NUMBER_TAKEN ' +
      'when used). The id may be the client’s own (16–64 letters, digits, `_`, `-`): repeating ' +
      'a create with an id the caller already stored answers 200 with the stored invoice, ' +
      'unchanged, so a retry never duplicates; an id another user holds is 409 CONFLICT. Totals ' +
      'are always recomputed by the server. Answers the invoice with its `version` as `ETag`.',
  })
  @ApiBody({ type: CreateInvoiceBodyDto, examples: CREATE_INVOICE_EXAMPLES })
  async createInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateInvoiceBodyDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InvoiceDto> {
    const { invoice, created } = await this.invoices.create(user.id, body.invoice);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return invoice;
  }

  @Post(':id/credit-notes')
  @Idempotent()
  @ApiClientIdParam('id', 'invoice')
  @ApiCreatedResponse({ type: InvoiceDto, description: 'The credit note, numbered in its series' })
  @ApiOkResponse({
    type: InvoiceDto,
    description: 'Already stored under this id: the stored credit note, unchanged',
  })
  @ApiErrorResponses('CONFLICT', 'INVOICE_NOT_CREDITABLE', 'CREDIT_EXCEEDS_INVOICE')
  @AnswersETag()
  @ApiOperation({
    summary: 'Credit an invoice',
    description:
      'Makes and saves a credit note of a saved, sent or paid invoice (409 ' +
      'INVOICE_NOT_CREDITABLE for a concept or a credit note): an empty `creditNote` credits ' +
      'everything left uncredited, `lines` some quantities of some lines, `amount` euros ' +
      'including VAT shared over the invoice’s VAT rates. Its amounts are positive (what it ' +
      'takes back); it names the invoice in `creditedInvoice` and is numbered in the ' +
      'credit-note series (settings `creditNoteNumberFormat`). Never more than what is left: ' +
      'checked with the invoice locked, so two credits at once cannot together exceed it (422 ' +
      'CREDIT_EXCEEDS_INVOICE). A fully credited unpaid invoice is owed no more (payment status ' +
      '`credited`). Emits `invoice.credited`. Send an `Idempotency-Key`.',
  })
  async createCreditNote(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Body() body: CreateCreditNoteBodyDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InvoiceDto> {
    const { lines, amount, ...rest } = body.creditNote;
    if (lines !== undefined && amount !== undefined) {
      throw new DomainException('VALIDATION_FAILED', {
        message: 'Credit either lines or an amount, not both',
        fields: [{ field: 'creditNote.amount', message: 'cannot be sent with lines' }],
      });
    }
    const choice: CreditChoice =
      lines !== undefined
        ? { kind: 'lines', lines }
        : amount !== undefined
          ? { kind: 'amount', amount }
          : { kind: 'full' };
    const { invoice, created } = await this.invoices.createCreditNote(user.id, id, {
      ...rest,
      choice,
    });
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return invoice;
  }

  @Post('bulk')
  @Idempotent()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BulkInvoicesResultDto })
  @ApiOperation({
    summary: 'Create up to 100 invoices',
    description:
      'Validates and saves each invoice on its own, as a create would (numbering, client-id ' +
      'replay), and answers `{ created, errors }`: one failing invoice does not stop the ' +
      'others; each error names its position, code and fields.',
  })
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
  @ApiOperation({
    summary: 'Get an invoice',
    description:
      'The invoice as stored, with its `version` as a strong `ETag` (`If-None-Match` answers ' +
      '304). What GET answers can be PUT back unchanged: server-owned fields are ignored on the ' +
      'way in.',
  })
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
  @ApiOperation({
    summary: 'Replace an invoice',
    description:
      'A whole replacement of the invoice’s document (absent optional fields are stored empty; ' +
      'PATCH changes only some). A number, once assigned, never changes. A sent or paid invoice ' +
      'is locked: changing what the customer received answers 409 INVOICE_LOCKED listing the ' +
      'fields; its payment status and the send dialog’s fields stay open. Send `If-Match: ' +
      '"<version>"` to change only the version you read: otherwise 412 VERSION_CONFLICT with ' +
      'the stored copy as `current`.',
  })
  updateInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Body() body: SaveInvoiceBodyDto,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<InvoiceDto> {
    return this.invoices.update(user.id, id, body.invoice, condition);
  }

  @Patch(':id')
  @ApiClientIdParam('id', 'invoice')
  @ApiMergePatchBody(InvoicePatchDto, 'invoice')
  @ApiOkResponse({ type: InvoiceDto })
  @ApiErrorResponses('INVOICE_LOCKED')
  @ChecksIfMatch(InvoiceVersionConflictDto, 'invoice')
  @AnswersETag()
  @ApiOperation({
    summary: 'Change some fields of an invoice',
    description:
      'A JSON merge patch (RFC 7396, `application/merge-patch+json`) of the invoice as GET ' +
      'answers it, e.g. `{"notes": "Paid by bank"}`: `null` removes an optional field, objects ' +
      'merge, arrays (`items`) are replaced whole. The merged invoice is checked and saved ' +
      'exactly like a PUT of it: the same 400s, the lock of a sent or paid invoice (409 ' +
      'INVOICE_LOCKED), `If-Match` (412 VERSION_CONFLICT). Read-only fields are ignored.',
  })
  patchInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @Body() patch: unknown,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<InvoiceDto> {
    return this.invoices.patch(user.id, id, patch, condition);
  }

  @Delete(':id')
  @ApiClientIdParam('id', 'invoice')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ChecksIfMatch(InvoiceVersionConflictDto, 'invoice')
  @ApiOperation({
    summary: 'Delete an invoice',
    description:
      'Deletes the invoice (and its schedule, when it is a schedule’s template). With ' +
      '`If-Match` only when the stored version is the one named, else 412 VERSION_CONFLICT with ' +
      'the stored copy.',
  })
  deleteInvoice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', clientId) id: string,
    @IfMatch() condition: VersionCondition | undefined,
  ): Promise<void> {
    return this.invoices.delete(user.id, id, condition);
  }
}
