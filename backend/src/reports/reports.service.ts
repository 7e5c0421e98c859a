import { Injectable } from '@nestjs/common';
import {
  netAmountOf,
  yearReport,
  type RevenueDocument,
  type YearReport,
} from '@app/contracts/reports';
import {
  DeletedDocuments,
  type DeletedIssuedDocument,
} from '../archive/deleted-documents.service.js';
import { Clock } from '../common/time/clock.js';
import { ReportsRepository } from './reports.repository.js';

/**
 * The reports page's figures (contracts `yearReport`, docs/reports.md) over the owner's
 * documents. A document deleted after it was issued still counts in revenue, from its archived
 * snapshot (it was issued: only a credit note undoes it), but is never outstanding: its row is
 * gone from the open invoices, and nobody chases a deleted invoice.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly deleted: DeletedDocuments,
    private readonly clock: Clock,
  ) {}

  async ofYear(ownerId: string, year: number): Promise<YearReport> {
    const range = { start: `${year}-01-01`, end: `${year}-12-31` };
    const [live, deleted, openInvoices] = await Promise.all([
      this.reports.revenueDocuments(ownerId, range.start, range.end),
      this.deleted.inRange(ownerId, range),
      this.reports.openInvoices(ownerId),
    ]);
    const documents = [...live, ...(await this.revenueOfDeleted(ownerId, deleted))];
    return yearReport({ year, today: this.clock.today(), documents, openInvoices });
  }

  /**
   * Deleted documents as revenue: the net from the snapshot's lines and discount (the totals
   * rule, as the server computed the live rows' stored figures), and the customer as a live
   * row names it: a saved company that still exists under its current name, else the
   * recipient's company as written.
   */
  private async revenueOfDeleted(
    ownerId: string,
    deleted: DeletedIssuedDocument[],
  ): Promise<RevenueDocument[]> {
    const linked = deleted.flatMap(({ snapshot }) => snapshot.companyId ?? []);
    const names = linked.length ? await this.reports.companyNames(ownerId, linked) : new Map();
    return deleted.map(({ id, documentType, issueDate, snapshot }): RevenueDocument => {
      const company = snapshot.companyId === undefined ? undefined : names.get(snapshot.companyId);
      return {
        id,
        documentType,
        // Issued: a copy is kept only at the moment of issue.
        status: 'sent',
        date: issueDate,
        net: netAmountOf(snapshot),
        customer:
          company === undefined
            ? { companyId: null, name: snapshot.recipient.company ?? '' }
            : { companyId: snapshot.companyId!, name: company },
      };
    });
  }
}
