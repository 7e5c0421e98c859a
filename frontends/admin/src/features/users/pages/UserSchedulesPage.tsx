import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatListTotal } from '@app/contracts/common';
import { useLanguage } from '@app/platform';
import type {
  AdminScheduleDtoRead,
  AdminScheduleListDtoRead,
} from '../../../shared/api/adminApi.gen';
import { adminPaths } from '../../../admin-paths';
import { BackToUsers } from '../components/BackToUsers';
import {
  AdminEmpty,
  AdminError,
  AdminLoadMore,
  AdminLoading,
} from '../../../shared/components/LoadStates';
import { DateWithRelative } from '../../../shared/components/Timestamp';
import { UserLinks } from '../components/UserLinks';
import { useAdminUser } from '../hooks/useAdminUser';
import { useUserSchedules } from '../hooks/useUserSchedules';
import { namespace } from '../../../i18n';
import { formatAdminDate } from '../../../shared/relative-time';

const KNOWN_TYPES: readonly string[] = ['monthly', 'quarterly', 'yearly'];

/** `/admin/user/:uid/schedules`: a user's recurring invoices (spec §2). */
export function UserSchedulesPage() {
  const { t } = useTranslation(namespace);
  const { uid = '' } = useParams();
  const { user } = useAdminUser(uid);
  const { data, isLoading, isError, isFetching, loadMore } = useUserSchedules(uid);

  return (
    <section className="admin-page" data-admin-page="userSchedules">
      <BackToUsers />
      <h2>{t('schedules.title', { email: user?.email ?? uid })}</h2>
      <UserLinks uid={uid} pages={['invoices', 'companies', 'settings']} />
      {isLoading ? (
        <AdminLoading />
      ) : data === undefined ? (
        <AdminError message={t('errors.schedules')} />
      ) : data.schedules.length === 0 ? (
        <AdminEmpty>{t('schedules.empty')}</AdminEmpty>
      ) : (
        <>
          <SchedulesTable uid={uid} list={data} />
          {isError ? <AdminError message={t('schedules.loadMoreFailed')} /> : null}
          <AdminLoadMore hasMore={data.hasMore} busy={isFetching} onLoadMore={loadMore} />
        </>
      )}
    </section>
  );
}

type SchedulesTableProps = { readonly uid: string; readonly list: AdminScheduleListDtoRead };

function SchedulesTable({ uid, list }: SchedulesTableProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  const date = (value: string | null | undefined) =>
    value === null || value === undefined || value === '' ? '-' : formatAdminDate(value, language);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{t('schedules.table', { total: formatListTotal(list, language) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('schedules.columns.template')}</th>
            <th scope="col">{t('schedules.columns.type')}</th>
            <th scope="col">{t('schedules.columns.start')}</th>
            <th scope="col">{t('schedules.columns.end')}</th>
            <th scope="col">{t('schedules.columns.lastGenerated')}</th>
            <th scope="col">{t('schedules.columns.next')}</th>
            <th scope="col">{t('schedules.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {list.schedules.map((schedule: AdminScheduleDtoRead) => (
            <tr key={schedule.id} data-testid="admin-schedule-row">
              <td>
                <TemplateInvoice uid={uid} schedule={schedule} />
              </td>
              <td>
                {KNOWN_TYPES.includes(schedule.type)
                  ? t(`schedules.types.${schedule.type}`)
                  : schedule.type}
              </td>
              <td>{date(schedule.startDate)}</td>
              <td>{date(schedule.endDate)}</td>
              <td>
                {schedule.lastGeneratedDate === undefined ? (
                  '-'
                ) : (
                  <DateWithRelative value={schedule.lastGeneratedDate} />
                )}
              </td>
              <td>{date(schedule.nextInvoiceDate)}</td>
              <td>
                <span
                  className={`admin-badge admin-badge--${schedule.active ? 'success' : 'neutral'}`}
                >
                  {schedule.active ? t('schedules.active') : t('schedules.inactive')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The template invoice by its number, as people know it, linked to its page. Spec §2 names only
 * the link; decided here: an invoice without a number reads 'Invoice without a number' (still
 * linked), and one the server no longer has reads 'Invoice removed' without a link (its page
 * would be a dead end).
 */
function TemplateInvoice({ uid, schedule }: { uid: string; schedule: AdminScheduleDtoRead }) {
  const { t } = useTranslation(namespace);
  const number = schedule.templateInvoiceNumber;
  if (number === null) {
    return <span className="admin-muted">{t('schedules.templateGone')}</span>;
  }
  return (
    <Link to={adminPaths.templateInvoice(uid, schedule.templateInvoiceId)}>
      {number === '' ? t('schedules.templateUnnumbered') : number}
    </Link>
  );
}
