import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { amountsWindow, type InvoiceAmounts, type MonthAmounts } from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';

const PERIOD_MESSAGE = "must be 'month-YYYY-MM' or 'custom-YYYY-MM-DD-YYYY-MM-DD'";

export class InvoiceAmountsQueryDto {
  @ApiProperty({
    pattern: String.raw`^(month-\d{4}-\d{2}|custom-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2})$`,
    description: "The overview's period; the planned view has no amounts",
    example: 'month-2026-11',
  })
  @IsDefined({ message: PERIOD_MESSAGE })
  @Satisfies((value) => typeof value === 'string' && amountsWindow(value) !== null, PERIOD_MESSAGE)
  period!: string;
}

const cents = (description: string) =>
  ApiProperty({ type: 'integer', description: `${description}, in cents`, example: 12100 });

export class InvoiceAmountsMonthDto {
  @ApiProperty({ example: '2026-11', description: 'yyyy-MM' })
  month!: string;

  @cents('What the month’s invoices ask for net of their credit notes')
  invoiced!: number;

  @cents('Of it, paid or marked paid')
  paid!: number;

  @cents('Of it, still owed')
  outstanding!: number;

  @cents('Of the outstanding, overdue')
  overdue!: number;
}

export class InvoiceAmountsDto {
  @ApiProperty({ example: 'month-2026-11' })
  period!: string;

  @ApiProperty({ format: 'date', example: '2026-11-01', description: 'The period’s first day' })
  start!: string;

  @ApiProperty({ format: 'date', example: '2026-11-30', description: 'The period’s last day' })
  end!: string;

  @ApiProperty({ enum: ['EUR'], example: 'EUR' })
  currency!: 'EUR';

  @ApiProperty({ type: 'integer', example: 12, description: 'Invoices counted in the period' })
  count!: number;

  @cents('What the period’s issued invoices ask for net of their credit notes')
  invoiced!: number;

  @cents('Of it, paid or marked paid')
  paid!: number;

  @cents('Of it, still owed (unpaid, overdue, reminded)')
  outstanding!: number;

  @cents('Of the outstanding, overdue or reminded')
  overdue!: number;

  @ApiProperty({
    type: [InvoiceAmountsMonthDto],
    description:
      'Whole calendar months, oldest first: at least the six up to the period’s last, at most ' +
      '24; a month without invoices is 0',
  })
  months!: InvoiceAmountsMonthDto[];
}

export type _InvoiceAmountsMonthDtoMatchesDomain = DtoMatchesDomain<
  SameShape<InvoiceAmountsMonthDto, MonthAmounts>
>;
export type _InvoiceAmountsDtoMatchesDomain = DtoMatchesDomain<
  SameShape<InvoiceAmountsDto, InvoiceAmounts>
>;
