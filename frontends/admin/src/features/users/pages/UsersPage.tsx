import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatListTotal } from '@app/contracts/common';
import { useLanguage } from '@app/platform';
import { TextField } from '@app/platform/controls';
import type { AdminUserDto, AdminUserListDto } from '../../../shared/api/adminApi.gen';
import { adminPaths } from '../../../admin-paths';
import {
  AdminEmpty,
  AdminError,
  AdminLoadMore,
  AdminLoading,
} from '../../../shared/components/LoadStates';
import { RelativeTime } from '../../../shared/components/Timestamp';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { DashboardStats } from '../../dashboard/DashboardStats';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { namespace } from '../../../i18n';
import { formatAdminDate } from '../../../shared/relative-time';

/** How long typing pauses before the list is searched. */
export const SEARCH_DELAY_MS = 300;

/**
 * `/admin`: the users, newest first, a page at a time with 'Load more', searchable by e-mail or
 * name, with the counters over everyone on top (spec §2 "Admin routes").
 */
export function UsersPage() {
  const { t } = useTranslation(namespace);
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  // Enter searches at once; otherwise the search follows the typing after a pause.
  const search = submitted === typed.trim() ? submitted : debounced;
  const { data, isLoading, isError, isFetching, loadMore, loadMoreFailed } = useAdminUsers(search);

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
      <form
        role="search"
        className="admin-search"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(typed.trim());
        }}
      >
        <TextField
          type="search"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          maxLength={254}
          testId="admin-user-search"
        />
      </form>
      {isLoading ? (
        <AdminLoading />
      ) : data === undefined || (isError && !loadMoreFailed) ? (
        <AdminError message={t('errors.users')} />
      ) : (
        <>
          <DashboardStats stats={data.stats} />
          {data.users.length === 0 ? (
            <AdminEmpty>{search === '' ? t('users.empty') : t('users.noMatch')}</AdminEmpty>
          ) : (
            <>
              <UsersTable users={data.users} busy={isFetching} />
              <UsersCount list={data} />
              {loadMoreFailed ? <AdminError message={t('errors.loadMoreUsers')} /> : null}
              <AdminLoadMore hasMore={data.hasMore} busy={isFetching} onLoadMore={loadMore} />
            </>
          )}
        </>
      )}
    </section>
  );
}

type ListProps = { readonly list: AdminUserListDto };

/** How many are shown of how many match ('1,000+' past the count's cap). */
function UsersCount({ list }: ListProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <p className="admin-muted" data-testid="admin-users-count">
      {t('users.count', {
        shown: formatListTotal({ total: list.users.length, totalCapped: false }, language),
        total: formatListTotal(list, language),
      })}
    </p>
  );
}

type UsersTableProps = { readonly users: readonly AdminUserDto[]; readonly busy: boolean };

function UsersTable({ users, busy }: UsersTableProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-busy={busy}>
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
