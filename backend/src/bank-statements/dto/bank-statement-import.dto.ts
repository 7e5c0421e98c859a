import { ApiProperty } from '@nestjs/swagger';
import type { MatchReason } from '@app/contracts/bank';
import type { SkipReason } from '../camt053-reader.js';
import { MATCH_REASONS } from './bank-credit.dto.js';

const SKIP_REASONS: readonly SkipReason[] = ['currency', 'amount', 'date', 'reversal'];

export class ImportedPaymentDto {
  @ApiProperty({ description: 'The credit’s identity on the statement' }) creditId!: string;
  @ApiProperty() invoiceId!: string;
  @ApiProperty({ example: 'INV-2026-0012' }) invoiceNumber!: string;
  @ApiProperty({ enum: MATCH_REASONS }) reason!: MatchReason;
}

/** A booked credit left out, with the reason (docs/bank-reconciliation.md). */
export class SkippedCreditDto {
  @ApiProperty({
    enum: SKIP_REASONS,
    description:
      'currency: not euros; reversal: money coming back; amount, date: unreadable on the statement',
  })
  reason!: SkipReason;
  @ApiProperty({ type: 'integer', description: 'The entry’s position on its statement (0-based)' })
  entryIndex!: number;
  @ApiProperty() bankReference!: string;
  @ApiProperty({ description: 'As written on the statement', example: '125.00' }) amount!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class BankStatementImportDto {
  @ApiProperty({ type: 'integer', description: 'Credits new to this user, now stored' })
  imported!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Credits imported before (by an earlier file): left exactly as they were',
  })
  alreadyImported!: number;
  @ApiProperty({
    type: [ImportedPaymentDto],
    description: 'Invoices a sure match marked paid on the booking date',
  })
  paid!: ImportedPaymentDto[];
  @ApiProperty({ type: 'integer', description: 'New credits waiting for the user to decide' })
  review!: number;
  @ApiProperty({ type: 'integer', description: 'New credits that fit no open invoice' })
  unmatched!: number;
  @ApiProperty({ type: [SkippedCreditDto] })
  skipped!: SkippedCreditDto[];
}
