import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../common/api/api-error-responses.decorator.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { ReportsQueryDto, YearReportDto } from './dto/year-report.dto.js';
import { ReportsService } from './reports.service.js';

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @ApiOkResponse({ type: YearReportDto })
  @ApiErrorResponses('VALIDATION_FAILED')
  @ApiOperation({
    summary: 'Reports of a year',
    description:
      'Revenue of the year’s issued invoices and credit notes (net: subtotal less discount, ' +
      'without VAT; a credit note subtracted in its own month; concepts never count) per ' +
      'month and per customer (the ten highest and the rest together), and what customers ' +
      'owe today on issued invoices of any year (VAT included, net of credit notes), with ' +
      'the overdue part aged by days past due. In cents.',
  })
  getReports(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ReportsQueryDto,
  ): Promise<YearReportDto> {
    return this.reports.ofYear(user.id, query.year);
  }
}
