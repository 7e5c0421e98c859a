import { Injectable } from '@nestjs/common';
import {
  ADMIN_DAILY_DAYS,
  ADMIN_DAILY_TIME_ZONE,
  adminDailyRange,
  adminDailySeries,
  type AdminDailyStats,
} from '@app/contracts/admin';
import { Clock } from '../common/time/clock.js';
import { AdminDailyStatsRepository } from './admin-daily-stats.repository.js';

/** Sign-ups and invoices per day for the admin dashboard's charts (issue 29). */
@Injectable()
export class AdminDailyStatsService {
  constructor(
    private readonly repository: AdminDailyStatsRepository,
    private readonly clock: Clock,
  ) {}

  async lastDays(days: number = ADMIN_DAILY_DAYS.default): Promise<AdminDailyStats> {
    const range = adminDailyRange(this.clock.today(), days);
    const [signUps, invoices] = await Promise.all([
      this.repository.signUpsPerDay(range, ADMIN_DAILY_TIME_ZONE),
      this.repository.invoicesPerDay(range, ADMIN_DAILY_TIME_ZONE),
    ]);
    return {
      from: range.start,
      to: range.end,
      timeZone: ADMIN_DAILY_TIME_ZONE,
      days: adminDailySeries(range, signUps, invoices),
    };
  }
}
