import { Injectable } from '@nestjs/common';
import { yearReport, type YearReport } from '@app/contracts/reports';
import { Clock } from '../common/time/clock.js';
import { ReportsRepository } from './reports.repository.js';

/** The reports page's figures (contracts `yearReport`, docs/reports.md) over the owner's documents. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly clock: Clock,
  ) {}

  async ofYear(ownerId: string, year: number): Promise<YearReport> {
    const [documents, openInvoices] = await Promise.all([
      this.reports.revenueDocuments(ownerId, `${year}-01-01`, `${year}-12-31`),
      this.reports.openInvoices(ownerId),
    ]);
    return yearReport({ year, today: this.clock.today(), documents, openInvoices });
  }
}
