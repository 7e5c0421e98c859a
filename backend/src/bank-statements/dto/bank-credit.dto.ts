import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { MatchReason } from '@app/contracts/bank';
import {
  CursorParameter,
  LimitParameter,
  ListPageDto,
  PageParameter,
  type CursorShape,
} from '../../common/api/list-page.js';
import { BANK_CREDIT_STATES, type BankCreditState } from '../bank-credit.entity.js';

export const MATCH_REASONS: readonly MatchReason[] = [
  'reference',
  'invoice_number',
  'amount_and_name',
];
export const DEFAULT_CREDITS_PAGE_SIZE = 50;
export const MAX_CREDITS_PAGE_SIZE = 200;
/** A place in the list order: booking date, id (see BankCreditsRepository.page). */
export const CREDITS_LIST_CURSOR: CursorShape = ['date', 'uuid'];

export class ListBankCreditsQueryDto {
  @ApiPropertyOptional({ enum: BANK_CREDIT_STATES, default: 'review' })
  @IsOptional()
  @IsIn(BANK_CREDIT_STATES)
  state?: BankCreditState;

  @PageParameter()
  page?: number;

  @CursorParameter(CREDITS_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_CREDITS_PAGE_SIZE, MAX_CREDITS_PAGE_SIZE)
  limit?: number;
}

export class ConfirmBankCreditDto {
  @ApiProperty({ description: 'The open invoice this credit pays', example: 'inv_01J9Z' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  invoiceId!: string;
}

/** An invoice a credit may pay, as the review screen shows it. */
export class BankCreditCandidateDto {
  @ApiProperty() invoiceId!: string;
  @ApiProperty({ example: 'INV-2026-0012' }) invoiceNumber!: string;
  @ApiProperty({ example: 'Bakkerij Jansen' }) customerName!: string;
  @ApiProperty({
    type: 'integer',
    description: 'What the invoice still owes now, in cents (0 once paid)',
  })
  owed!: number;
  @ApiProperty({ enum: MATCH_REASONS, description: 'How the matching found it' })
  reason!: MatchReason;
  @ApiProperty({ description: 'The credit’s amount equals what the invoice owed when imported' })
  amountEqual!: boolean;
}

/** The invoice a credit paid. */
export class BankCreditInvoiceDto {
  @ApiProperty() id!: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Null when the invoice was deleted since',
  })
  invoiceNumber!: string | null;
}

export class BankCreditDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: BANK_CREDIT_STATES }) state!: BankCreditState;
  @ApiProperty({ type: 'integer', description: 'Cents' }) amount!: number;
  @ApiProperty({ format: 'date', description: 'The day the invoice counts as paid' })
  bookingDate!: string;
  @ApiProperty({ type: 'string', format: 'date', nullable: true }) valueDate!: string | null;
  @ApiProperty({ description: 'The statement’s account (IBAN)' }) account!: string;
  @ApiProperty({ description: 'The bank’s reference; empty when none' }) bankReference!: string;
  @ApiProperty({ description: 'The payer’s end-to-end id; empty when none' }) endToEndId!: string;
  @ApiProperty() debtorName!: string;
  @ApiProperty({ description: 'Empty when the bank gives none' }) debtorIban!: string;
  @ApiProperty({ type: [String] }) structuredReferences!: string[];
  @ApiProperty({ type: [String], description: 'The remittance text, line by line' })
  remittanceLines!: string[];
  @ApiProperty({ enum: MATCH_REASONS, nullable: true, description: 'Why it paid its invoice' })
  reason!: MatchReason | null;
  @ApiProperty({
    type: BankCreditInvoiceDto,
    nullable: true,
    description: 'The invoice it paid (paid, confirmed)',
  })
  invoice!: BankCreditInvoiceDto | null;
  @ApiProperty({
    type: [BankCreditCandidateDto],
    description: 'For a credit in review: the invoices it may pay, strongest first',
  })
  candidates!: BankCreditCandidateDto[];
  @ApiProperty({ format: 'date-time' }) importedAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) resolvedAt!: string | null;
}

export class BankCreditListDto extends ListPageDto {
  @ApiProperty({ type: [BankCreditDto], description: 'Latest booking date first' })
  credits!: BankCreditDto[];
}
