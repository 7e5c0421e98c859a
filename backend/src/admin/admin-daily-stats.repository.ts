import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { DayCount } from '@app/contracts/admin';
import type { DateRange } from '@app/contracts/invoice';
import { BoundRepository } from '../database/bound-repository.js';

/**
 * `created_at` of `table` counted per calendar day of `timeZone` over `range`: one range scan of
 * an index led by `created_at` (users: `users_newest_idx`; invoices: `invoices_created_idx`),
 * grouped by day. Days without rows have none (contracts `adminDailySeries` fills them).
 */
const perDaySql = (table: 'users' | 'invoices') => `
  SELECT to_char((t."created_at" AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS "date",
         count(*)::int AS "count"
    FROM "${table}" t
   WHERE t."created_at" >= ($1::date::timestamp AT TIME ZONE $3)
     AND t."created_at" < (($2::date + 1)::timestamp AT TIME ZONE $3)
   GROUP BY 1`;

/**
 * The admin dashboard's figures per day, behind the admin guard. No owner: they are over every
 * user, and tell nothing of any one user's data but when rows were made.
 */
@Injectable()
export class AdminDailyStatsRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  signUpsPerDay(range: DateRange, timeZone: string): Promise<DayCount[]> {
    return this.manager.query(perDaySql('users'), [range.start, range.end, timeZone]);
  }

  invoicesPerDay(range: DateRange, timeZone: string): Promise<DayCount[]> {
    return this.manager.query(perDaySql('invoices'), [range.start, range.end, timeZone]);
  }
}
