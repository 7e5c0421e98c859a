import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Language } from '@app/contracts/invoice';
import { languages } from '@app/contracts/routing';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';
import { EXPORT_PERIOD_MESSAGE, isExportPeriod } from '../export-period.js';

export class AccountantExportSummaryQueryDto {
  @ApiProperty({
    description: 'A quarter (`2026-Q3`) or a month (`2026-07`), by the documents’ dates',
    example: '2026-Q3',
    pattern: '^\\d{4}-(Q[1-4]|0[1-9]|1[0-2])$',
  })
  @Satisfies(isExportPeriod, EXPORT_PERIOD_MESSAGE)
  period!: string;
}

export class AccountantExportQueryDto extends AccountantExportSummaryQueryDto {
  @ApiPropertyOptional({
    enum: languages,
    description: 'Language of the ledger’s headers and words; English when absent',
    example: 'nl',
  })
  @IsOptional()
  @IsIn([...languages], { message: 'must be en or nl' })
  language?: Language;
}

export class AccountantExportSummaryDto {
  @ApiProperty({
    description: 'Documents the ledger lists: issued invoices and credit notes, deleted ones too',
    example: 42,
  })
  documents!: number;

  @ApiProperty({
    description:
      'An estimate of the ZIP’s size in bytes (the archived files plus an allowance), for a ' +
      'progress bar; 0 when there are no documents',
    example: 1_650_000,
  })
  bytes!: number;
}
