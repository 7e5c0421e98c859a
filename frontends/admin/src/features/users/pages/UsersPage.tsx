import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@app/platform';
import type { AdminUserDto } from '../../../shared/api/adminApi.gen';
import { useListAdminUsersQuery } from '../../../shared/api/adminApi';
import { adminPaths } from '../../../admin-paths';
import { AdminEmpty, AdminError, AdminLoading } from '../../../shared/components/LoadStates';
import { RelativeTime } from '../../../shared/components/Timestamp';
import { namespace } from '../../../i18n';
import { formatAdminDate } from '../../../shared/relative-time';

/** `/admin`: every user with the counters on top (spec §2 "Admin routes"). */
export function UsersPage() {
  const { t } = useTranslation(namespace);
  const { data, isLoading, isError } = useListAdminUsersQuery();

  return (
    <section className="admin-page" data-admin-page="users" data-testid="admin-users">
      <h2>{t('users.title')}</h2>
      <p>
        <Link
          to={adminPaths.emailQueue()}
          className="app-button app-button--secondary"
          data-testid="admin-email-queue-link"
        >
          {t('users.emailQueueLink')}
        </Link>
      </p>
      {isLoading ? (
        <AdminLoading />
      ) : isError || data === undefined ? (
        <AdminError message={t('errors.users')} />
      ) : (
        <>
          <ul className="admin-stats">
            <Stat
              label={t('users.stats.users')}
              value={data.stats.totalUsers}
              testId="admin-stat-users"
            />
            <Stat
              label={t('users.stats.active')}
              value={data.stats.activeToday}
              testId="admin-stat-active"
            />
            <Stat
              label={t('users.stats.invoices')}
              value={data.stats.totalInvoices}
              testId="admin-stat-invoices"
            />
          </ul>
          {data.users.length === 0 ? (
            <AdminEmpty>{t('users.empty')}</AdminEmpty>
          ) : (
            <UsersTable users={data.users} />
          )}
        </>
      )}
    </section>
  );
}

type StatProps = { readonly label: string; readonly value: number; readonly testId: string };

function Stat({ label, value, testId }: StatProps) {
  return (
    <li className="admin-stat">
      <span className="admin-stat__value" data-testid={testId}>
        {value}
      </span>
      {label}
    </li>
  );
}

type UsersTableProps = { readonly users: readonly AdminUserDto[] };

function UsersTable({ users }: UsersTableProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('users.columns.email')}</th>
            <th scope="col">{t('users.columns.company')}</th>
            <th scope="col">{t('users.columns.invoices')}</th>
            <th scope="col">{t('users.columns.joined')}</th>
            <th scope="col">{t('users.columns.lastActive')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-testid="admin-user-row" data-user-id={user.id}>
              <td>
                <Link to={adminPaths.userPage(user.id, 'invoices')} data-testid="admin-user-link">
                  {user.email}
                </Link>
              </td>
              <td>{user.company === '' ? '-' : user.company}</td>
              <td>{user.invoiceCount}</td>
              <td>{formatAdminDate(user.createdAt, language)}</td>
              <td>
                {user.lastActiveAt === null ? (
                  t('user.never')
                ) : (
                  <RelativeTime value={user.lastActiveAt} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
