import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AmountGroup, AmountsWindow } from '@app/contracts/invoice';
import { OwnedRepository } from '../../database/owned-repository.js';
import { InvoiceEntity } from '../invoice.entity.js';
import { overdueByDateSql } from '../overdue-sql.js';

/**
 * The owner's issued invoices of a window summed in SQL, by month, by whether they are in the
 * period, and by the payment status shown on `today` (contracts `AmountGroup`, `paymentStatusOn`): the overview's lists are paged, so
 * the sums come from here, never from a loaded page. The dates through `invoices_user_date_idx`;
 * each credited invoice's credit notes (only where `credit_count` says it has any) through
 * `invoices_credited_idx`. Net of them, never below 0: contracts `netOfCredits`.
 */
@Injectable()
export class InvoiceAmountsRepository extends OwnedRepository<InvoiceEntity> {
  constructor(@InjectRepository(InvoiceEntity) repository: Repository<InvoiceEntity>) {
    super(repository);
  }

  /** `today`: the seller's day, for the overdue rule (contracts `paymentStatusOn`). */
  async groups(ownerId: string, window: AmountsWindow, today: string): Promise<AmountGroup[]> {
    const rows = (await this.manager.query(
      `SELECT to_char(i."date", 'YYYY-MM') AS "month",
              (i."date" BETWEEN $4::date AND $5::date) AS "inPeriod",
              CASE WHEN ${overdueByDateSql('i', '$6::date')}
                   THEN 'overdue' ELSE i."payment_status" END AS "paymentStatus",
              count(*)::int AS "count",
              sum(GREATEST(i."total_cents" - CASE WHEN i."credit_count" > 0 THEN
                    (SELECT COALESCE(sum(c."total_cents"), 0) FROM "invoices" c
                      WHERE c."credited_invoice_id" = i."id" AND c."user_id" = i."user_id")
                    ELSE 0 END, 0))::text AS "cents"
         FROM "invoices" i
        WHERE i."user_id" = $1 AND i."date" >= $2::date AND i."date" <= $3::date
          AND i."document_type" = 'invoice' AND i."status" <> 'concept'
        GROUP BY 1, 2, 3`,
      [ownerId, window.from, window.to, window.range.start, window.range.end, today],
    )) as (Omit<AmountGroup, 'cents'> & { cents: string })[];
    return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
  }
}
