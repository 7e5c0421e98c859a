import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { BankCreditsService } from './bank-credits.service.js';
import {
  BankStatementImportService,
  MAX_STATEMENT_BYTES,
  tooLarge,
} from './bank-statement-import.service.js';
import {
  BankCreditDto,
  BankCreditListDto,
  ConfirmBankCreditDto,
  ListBankCreditsQueryDto,
} from './dto/bank-credit.dto.js';
import { BankStatementImportDto } from './dto/bank-statement-import.dto.js';

/** The body is the file itself: no multipart, so it streams into the reader as it arrives. */
export const STATEMENT_TYPES = ['application/xml', 'text/xml', 'application/octet-stream'];
/** A malformed id names no credit: 404, like another user's. */
const creditId = new ParseUUIDPipe({ exceptionFactory: () => new DomainException('NOT_FOUND') });
const UUID_PARAM = { schema: { type: 'string', format: 'uuid' } } as const;

@ApiTags('bank-statements')
@Controller('bank-statements')
export class BankStatementsController {
  constructor(
    private readonly imports: BankStatementImportService,
    private readonly credits: BankCreditsService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiConsumes(...STATEMENT_TYPES)
  @ApiBody({
    description: `The camt.053 file (ISO 20022, versions 02 to 08), UTF-8, at most ${MAX_STATEMENT_BYTES} bytes`,
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOkResponse({ type: BankStatementImportDto })
  @ApiErrorResponses('BANK_STATEMENT_REFUSED', 'UNSUPPORTED_MEDIA_TYPE')
  @ApiOperation({
    summary: 'Import a bank statement',
    description:
      'Reads the credits of a camt.053 statement, stores those new to the user and matches ' +
      'them to the open invoices: a sure match (by structured reference, invoice number, or ' +
      'amount and name when the payer has one open invoice owing that amount; the amount ' +
      'equal) marks the invoice paid on the booking date; an unsure one waits in ' +
      '`review`; the rest are `unmatched`. Importing the same file again changes nothing. A ' +
      'file that is not a readable statement (a DOCTYPE, not well-formed, not camt.053, too ' +
      'deep or large, not UTF-8) answers BANK_STATEMENT_REFUSED, with the reason as ' +
      '`fields[0].message` (doctype, malformed, encoding, not_camt053, too_deep, too_large), ' +
      'and imports nothing.',
  })
  importBankStatement(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
  ): Promise<BankStatementImportDto> {
    if (!request.is(STATEMENT_TYPES)) {
      throw new DomainException('UNSUPPORTED_MEDIA_TYPE', {
        message: `Send the statement as the request body, as ${STATEMENT_TYPES.join(', ')}`,
      });
    }
    if (Number(request.headers['content-length'] ?? 0) > MAX_STATEMENT_BYTES) throw tooLarge();
    return this.imports.import(user.id, request);
  }

  @Get('credits')
  @ApiOkResponse({ type: BankCreditListDto })
  @ApiErrorResponses('VALIDATION_FAILED')
  @ApiOperation({
    summary: 'List imported bank credits',
    description:
      'The credits in one state (default `review`), latest booking date first, each with the ' +
      'invoices it may pay (review) or paid (paid, confirmed). The list shape every list ' +
      'shares: 50 a page by default, at most 200.',
  })
  listBankCredits(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListBankCreditsQueryDto,
  ): Promise<BankCreditListDto> {
    return this.credits.list(user.id, query);
  }

  @Post('credits/:id/confirm')
  @HttpCode(200)
  @ApiParam({ name: 'id', ...UUID_PARAM })
  @ApiOkResponse({ type: BankCreditDto })
  @ApiErrorResponses('NOT_FOUND', 'INVOICE_NOT_OPEN', 'BANK_CREDIT_RESOLVED')
  @ApiOperation({
    summary: 'Confirm which invoice a bank credit pays',
    description:
      'For a credit in review or unmatched: the invoice (the user’s, sent and still owing) is ' +
      'marked paid on the credit’s booking date. Another user’s credit or invoice answers 404.',
  })
  confirmBankCredit(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', creditId) id: string,
    @Body() body: ConfirmBankCreditDto,
  ): Promise<BankCreditDto> {
    return this.credits.confirm(user.id, id, body.invoiceId);
  }

  @Post('credits/:id/dismiss')
  @HttpCode(200)
  @ApiParam({ name: 'id', ...UUID_PARAM })
  @ApiOkResponse({ type: BankCreditDto })
  @ApiErrorResponses('NOT_FOUND', 'BANK_CREDIT_RESOLVED')
  @ApiOperation({
    summary: 'Dismiss a bank credit',
    description: 'A credit in review or unmatched that pays no invoice leaves the lists.',
  })
  dismissBankCredit(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', creditId) id: string,
  ): Promise<BankCreditDto> {
    return this.credits.dismiss(user.id, id);
  }
}
