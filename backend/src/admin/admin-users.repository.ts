import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminUser, AdminUserStats } from '@app/contracts/admin';

type UserRow = {
  id: string;
  email: string;
  display_name: string | null;
  is_admin: boolean;
  email_verified: boolean;
  created_at: Date;
  last_active_at: Date | null;
  company: string | null;
  invoice_count: number;
};

type AdminRule = { email: string; emailVerified: boolean; isAdmin: boolean };

const USER_COLUMNS = `
  u.id, u.email, u.display_name, u.is_admin, u.email_verified, u.created_at, u.last_active_at,
  s.document -> 'defaultCompany' ->> 'company' AS company,
  (SELECT count(*) FROM invoices i WHERE i.user_id = u.id)::int AS invoice_count
  FROM users u LEFT JOIN user_settings s ON s.user_id = u.id`;

/**
 * The admin area's reads across users. The one place queries are not scoped to an owner: the
 * admin guard has decided the caller may see every user. A user's own data (invoices,
 * companies, settings) is still read through the owner-scoped repositories, with that user's id.
 */
@Injectable()
export class AdminUsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every user, newest first. */
  async list(isAdmin: (user: AdminRule) => boolean): Promise<AdminUser[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${USER_COLUMNS} ORDER BY u.created_at DESC, u.id`,
    )) as UserRow[];
    return rows.map((row) => this.toAdminUser(row, isAdmin));
  }

  async find(id: string, isAdmin: (user: AdminRule) => boolean): Promise<AdminUser | null> {
    const rows = (await this.dataSource.query(`SELECT ${USER_COLUMNS} WHERE u.id = $1`, [
      id,
    ])) as UserRow[];
    return rows[0] === undefined ? null : this.toAdminUser(rows[0], isAdmin);
  }

  /** `today` (yyyy-MM-dd): active since its midnight in `timeZone`, the product's calendar. */
  async stats(today: string, timeZone: string): Promise<AdminUserStats> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*) FROM users)::int AS total_users,
              (SELECT count(*) FROM users
                WHERE last_active_at >= ($1::date::timestamp AT TIME ZONE $2))::int AS active_today,
              (SELECT count(*) FROM invoices)::int AS total_invoices`,
      [today, timeZone],
    )) as { total_users: number; active_today: number; total_invoices: number }[];
    return {
      totalUsers: row?.total_users ?? 0,
      activeToday: row?.active_today ?? 0,
      totalInvoices: row?.total_invoices ?? 0,
    };
  }

  private toAdminUser(row: UserRow, isAdmin: (user: AdminRule) => boolean): AdminUser {
    return {
      id: row.id,
      email: row.email,
      displayName: row.display_name,
      company: row.company ?? '',
      invoiceCount: row.invoice_count,
      isAdmin: isAdmin({
        email: row.email,
        emailVerified: row.email_verified,
        isAdmin: row.is_admin,
      }),
      createdAt: row.created_at.toISOString(),
      lastActiveAt: row.last_active_at?.toISOString() ?? null,
    };
  }
}
