import type { AdminUser, AdminUserStats } from '@app/contracts/admin';

/** A user as the admin list reads it (admin-users.repository.ts). */
export type AdminUserRow = {
  id: string;
  email: string;
  display_name: string | null;
  is_admin: boolean;
  email_verified: boolean;
  created_at: Date;
  /** `created_at` to the microsecond, as a cursor carries it. */
  created_key: string;
  last_active_at: Date | null;
  company: string | null;
  invoice_count: number;
};

export type AdminUserStatsRow = {
  total_users: number;
  active_today: number;
  /** A bigint: pg answers it as text. */
  total_invoices: string | number;
};

/** Whether a user is an admin: the users module decides (UsersService.isAdmin). */
export type AdminRule = (user: {
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
}) => boolean;

/** The admin area's one mapping from its rows to the contracts shapes. */
export function toAdminUser(row: AdminUserRow, isAdmin: AdminRule): AdminUser {
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

export function toAdminUserStats(row: AdminUserStatsRow | undefined): AdminUserStats {
  return {
    totalUsers: row?.total_users ?? 0,
    activeToday: row?.active_today ?? 0,
    totalInvoices: Number(row?.total_invoices ?? 0),
  };
}
