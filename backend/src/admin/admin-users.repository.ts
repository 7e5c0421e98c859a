import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PagePosition } from '../common/api/list-page.js';
import { BoundRepository } from '../database/bound-repository.js';
import { escapeLike } from '../database/like-pattern.js';
import { atPosition, countCapped, timestampKeyText } from '../database/list-queries.js';
import { businessNameSql, joinUserSettings } from '../settings/settings-sql.js';
import type { AdminUserRow, AdminUserStatsRow } from './admin-user-mapper.js';

/** `created_at` as the cursor keeps it (timestampKeyText). */
const createdKeySql = (alias: string) => timestampKeyText(`${alias}.created_at`);

/** The list order, newest first, both descending: `users_newest_idx` and its keyset. */
const USERS_KEY = ['u.created_at', 'u.id'] as const;

/**
 * What the admin shows of a user; the invoice count from the counters the invoice triggers keep
 * (migration 1765600000000), no row there meaning none.
 */
const USER_SELECT = `
  u.id, u.email, u.display_name, u.is_admin, u.email_verified, u.created_at, u.last_active_at,
  ${createdKeySql('u')} AS created_key,
  ${businessNameSql('s')} AS company,
  COALESCE(c.invoice_count, 0)::int AS invoice_count`;

/** A page of users and how many match, counted up to `COUNT_CAP + 1`. */
export type AdminUserMatches = { rows: AdminUserRow[]; total: number };

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

  /**
   * One page of users, newest first, of those whose e-mail or display name contains `search`
   * (ignoring case; '' is everyone): `limit + 1` rows, the last only telling that more follow.
   * No owner: the admin list is of all users.
   */
  async page(search: string, position: PagePosition, limit: number): Promise<AdminUserMatches> {
    const page = atPosition(
      this.matching(search)
        .select(USER_SELECT)
        // The settings row (settings-sql.ts: joinUserSettings) and the counter, one each at most.
        .leftJoin('user_settings', 's', 's.user_id = u.id')
        .leftJoin('user_invoice_counts', 'c', 'c.user_id = u.id')
        .orderBy(USERS_KEY[0], 'DESC')
        .addOrderBy(USERS_KEY[1], 'DESC'),
      position,
      USERS_KEY,
      'DESC',
      limit,
    );
    const [rows, total] = await Promise.all([
      page.getRawMany<AdminUserRow>(),
      countCapped(this.matching(search)),
    ]);
    return { rows, total };
  }

  /**
   * Every user, or those whose e-mail or display name contains `search`. Without a search a page
   * walks `users_newest_idx` from its place; a search is answered by the trigram indexes on
   * `lower(email)` and `lower(display_name)` (a "contains" is no range of any order), unless it
   * matches so many users that walking the order finds a page sooner: PostgreSQL weighs both.
   * Both sides of LIKE are lowered by PostgreSQL, never one by JavaScript: the two disagree
   * outside ASCII.
   */
  private matching(search: string): SelectQueryBuilder<ObjectLiteral> {
    const users = this.manager.createQueryBuilder().from('users', 'u');
    return search === ''
      ? users
      : users.where(
          `(lower(u.email) LIKE '%' || lower(:search) || '%'
            OR lower(u.display_name) LIKE '%' || lower(:search) || '%')`,
          { search: escapeLike(search) },
        );
  }

  /** One user by id. No owner: an admin may open any user. */
  async find(id: string): Promise<AdminUserRow | null> {
    const rows = (await this.manager.query(
      `SELECT ${USER_SELECT}
         FROM users u ${joinUserSettings('s', 'u.id')}
         LEFT JOIN user_invoice_counts c ON c.user_id = u.id
        WHERE u.id = $1`,
      [id],
    )) as AdminUserRow[];
    return rows[0] ?? null;
  }

  /**
   * `today` (yyyy-MM-dd): active since its midnight in `timeZone`, the product's calendar.
   * Every user counted exactly (one index entry each), the active ones through
   * `users_last_active_idx`, and the invoices as the sum of the counters (one row per user with
   * invoices), never a count of the invoices table. No owner: the figures are over everyone.
   */
  async stats(today: string, timeZone: string): Promise<AdminUserStatsRow | undefined> {
    const [row] = (await this.manager.query(
      `SELECT (SELECT count(*) FROM users)::int AS total_users,
              (SELECT count(*) FROM users
                WHERE last_active_at >= ($1::date::timestamp AT TIME ZONE $2))::int AS active_today,
              (SELECT COALESCE(sum(invoice_count), 0) FROM user_invoice_counts)::bigint
                AS total_invoices`,
      [today, timeZone],
    )) as AdminUserStatsRow[];
    return row;
  }
}
