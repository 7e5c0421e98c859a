import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined } from 'class-validator';
import {
  AGEING_BUCKETS,
  isReportYear,
  REPORT_YEARS,
  type AgeingBucket,
  type AgeingFigure,
  type CustomerRevenue,
  type MonthRevenue,
  type OtherCustomers,
  type OutstandingFigures,
  type RevenueFigures,
  type YearReport,
} from '@app/contracts/reports';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { Satisfies } from '../../common/validation/satisfies.decorator.js';

const YEAR_MESSAGE = `must be a year from ${REPORT_YEARS.min} to ${REPORT_YEARS.max}`;

export class ReportsQueryDto {
  @ApiProperty({
    type: 'integer',
    minimum: REPORT_YEARS.min,
    maximum: REPORT_YEARS.max,
    example: 2026,
    description: 'The calendar year of the revenue figures',
  })
  @IsDefined({ message: YEAR_MESSAGE })
  @Type(() => Number)
  @Satisfies((value) => typeof value === 'number' && isReportYear(value), YEAR_MESSAGE)
  year!: number;
}

const cents = (description: string) =>
  ApiProperty({ type: 'integer', description: `${description}, in cents`, example: 12100 });

export class MonthRevenueDto {
  @ApiProperty({ example: '2026-11', description: 'yyyy-MM' })
  month!: string;

  @cents('Net revenue of the month (credit notes subtracted; may be negative)')
  net!: number;
}

export class CustomerRevenueDto {
  @ApiProperty({
    example: 'company:6f1c…',
    description: '`company:<id>` for a saved company, else `name:<name lower-cased>`',
  })
  key!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  companyId!: string | null;

  @ApiProperty({ example: 'Acme B.V.', description: 'As the company or latest document names it' })
  name!: string;

  @cents('Net revenue of the year from this customer')
  net!: number;

  @ApiProperty({ type: 'integer', description: 'Invoices and credit notes counted' })
  documents!: number;
}

export class OtherCustomersDto {
  @ApiProperty({ type: 'integer', description: 'Customers past the ten listed' })
  customers!: number;

  @cents('Their net revenue together')
  net!: number;
}

export class RevenueFiguresDto {
  @cents('Net revenue of the year')
  total!: number;

  @ApiProperty({ type: [MonthRevenueDto], description: 'Twelve months, January first' })
  months!: MonthRevenueDto[];

  @ApiProperty({ type: [CustomerRevenueDto], description: 'At most ten, highest first' })
  customers!: CustomerRevenueDto[];

  @ApiProperty({ type: OtherCustomersDto })
  other!: OtherCustomersDto;
}

export class AgeingFigureDto {
  @ApiProperty({ enum: AGEING_BUCKETS, enumName: 'AgeingBucket' })
  bucket!: AgeingBucket;

  @cents('Owed in this bucket')
  amount!: number;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

export class OutstandingFiguresDto {
  @ApiProperty({ format: 'date', example: '2026-11-27', description: 'The day it is counted on' })
  asOf!: string;

  @cents('Owed on issued invoices, VAT included, net of credit notes')
  total!: number;

  @ApiProperty({ type: 'integer' })
  count!: number;

  @cents('Of it, overdue')
  overdue!: number;

  @ApiProperty({ type: 'integer' })
  overdueCount!: number;

  @ApiProperty({
    type: [AgeingFigureDto],
    description: 'Every bucket in order: not yet due, 1–30, 31–60, 61–90, over 90 days late',
  })
  ageing!: AgeingFigureDto[];
}

export class YearReportDto {
  @ApiProperty({ type: 'integer', example: 2026 })
  year!: number;

  @ApiProperty({ enum: ['EUR'], example: 'EUR' })
  currency!: 'EUR';

  @ApiProperty({ type: RevenueFiguresDto })
  revenue!: RevenueFiguresDto;

  @ApiProperty({ type: OutstandingFiguresDto })
  outstanding!: OutstandingFiguresDto;
}

export type _MonthRevenueMatches = DtoMatchesDomain<SameShape<MonthRevenueDto, MonthRevenue>>;
export type _CustomerRevenueMatches = DtoMatchesDomain<
  SameShape<CustomerRevenueDto, CustomerRevenue>
>;
export type _OtherCustomersMatches = DtoMatchesDomain<SameShape<OtherCustomersDto, OtherCustomers>>;
export type _RevenueFiguresMatches = DtoMatchesDomain<SameShape<RevenueFiguresDto, RevenueFigures>>;
export type _AgeingFigureMatches = DtoMatchesDomain<SameShape<AgeingFigureDto, AgeingFigure>>;
export type _OutstandingFiguresMatches = DtoMatchesDomain<
  SameShape<OutstandingFiguresDto, OutstandingFigures>
>;
export type _YearReportMatches = DtoMatchesDomain<SameShape<YearReportDto, YearReport>>;
