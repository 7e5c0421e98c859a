import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';
import { businessNameSql, joinUserSettings } from '../settings/settings-sql.js';
import type { AdminUserRow, AdminUserStatsRow } from './admin-user-mapper.js';

const USER_COLUMNS = `
  u.id, u.email, u.display_name, u.is_admin, u.email_verified, u.created_at, u.last_active_at,
  ${businessNameSql('s')} AS company,
  (SELECT count(*) FROM invoices i WHERE i.user_id = u.id)::int AS invoice_count
  FROM users u ${joinUserSettings('s', 'u.id')}`;

/**
 * The admin area's reads across users: a system role's repository, behind the admin guard,
 * which has decided the caller may see every user. So no query here takes an owner; each says
 * why. A user's own data (invoices, companies, settings, schedules) is not read here but
 * through the owning modules' owner-scoped services, with that user's id as the owner.
 */
@Injectable()
export class AdminUsersRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /** Every user, newest first. No owner: the admin list is of all users. */
  async list(): Promise<AdminUserRow[]> {
    const rows = (await this.manager.query(
      `SELECT ${USER_COLUMNS} ORDER BY u.created_at DESC, u.id`,
    )) as AdminUserRow[];
    return rows;
  }

  /** One user by id. No owner: an admin may open any user. */
  async find(id: string): Promise<AdminUserRow | null> {
    const rows = (await this.manager.query(`SELECT ${USER_COLUMNS} WHERE u.id = $1`, [
      id,
    ])) as AdminUserRow[];
    return rows[0] ?? null;
  }

  /**
   * `today` (yyyy-MM-dd): active since its midnight in `timeZone`, the product's calendar.
   * No owner: the figures count every user and every invoice.
   */
  async stats(today: string, timeZone: string): Promise<AdminUserStatsRow | undefined> {
    const [row] = (await this.manager.query(
      `SELECT (SELECT count(*) FROM users)::int AS total_users,
              (SELECT count(*) FROM users
                WHERE last_active_at >= ($1::date::timestamp AT TIME ZONE $2))::int AS active_today,
              (SELECT count(*) FROM invoices)::int AS total_invoices`,
      [today, timeZone],
    )) as AdminUserStatsRow[];
    return row;
  }
}
