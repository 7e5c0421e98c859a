import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_DAILY_DAYS, type AdminDay } from '@app/contracts/admin';
import { formatListTotal } from '@app/contracts/common';
import { useLanguage } from '@app/platform';
import { BarChart } from '@app/platform/charts';
import { namespace } from '../../i18n';
import { useGetAdminDailyStatsQuery } from '../../shared/api/adminApi';
import type { AdminUserStatsDto } from '../../shared/api/adminApi.gen';
import { formatAdminDate } from '../../shared/relative-time';
import './dashboard-stats.css';

/**
 * The counters above the users list (spec §2 "/admin") and, beside users and invoices, a small
 * chart of the sign-ups and invoices per day over the last 30 days (issue 29), each with its
 * figures in a table. The counters do not wait for the charts.
 */
export function DashboardStats({ stats }: { readonly stats: AdminUserStatsDto }) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  const daily = useGetAdminDailyStatsQuery({ days: ADMIN_DAILY_DAYS.default });
  const exact = (total: number) => formatListTotal({ total, totalCapped: false }, language);
  const days = daily.data?.days;
  const chartOf = (field: 'signUps' | 'invoices', key: string) =>
    days === undefined ? null : <DailyChart days={days} field={field} labelKey={key} />;
  return (
    <>
      <ul className="admin-stats">
        <Stat
          label={t('users.stats.users')}
          value={exact(stats.totalUsers)}
          testId="admin-stat-users"
          chart={chartOf('signUps', 'dashboard.signUpsPerDay')}
        />
        <Stat
          label={t('users.stats.active')}
          value={exact(stats.activeToday)}
          testId="admin-stat-active"
        />
        <Stat
          label={t('users.stats.invoices')}
          value={exact(stats.totalInvoices)}
          testId="admin-stat-invoices"
          chart={chartOf('invoices', 'dashboard.invoicesPerDay')}
        />
      </ul>
      {daily.isError ? (
        <p className="admin-muted" role="status" data-testid="admin-daily-failed">
          {t('dashboard.failed')}
        </p>
      ) : null}
    </>
  );
}

type StatProps = {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
  readonly chart?: ReactNode;
};

function Stat({ label, value, testId, chart }: StatProps) {
  return (
    <li className={`admin-stat${chart === undefined ? '' : ' admin-stat--charted'}`}>
      <div>
        <span className="admin-stat__value" data-testid={testId}>
          {value}
        </span>
        {label}
      </div>
      {chart}
    </li>
  );
}

type DailyChartProps = {
  readonly days: readonly AdminDay[];
  readonly field: 'signUps' | 'invoices';
  readonly labelKey: string;
};

function DailyChart({ days, field, labelKey }: DailyChartProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  const dates = days.map((day) => formatAdminDate(day.date, language));
  return (
    <BarChart
      label={t(labelKey, { from: dates[0] ?? '', to: dates.at(-1) ?? '' })}
      categories={days.map((day) => day.date)}
      tableCategories={dates}
      series={[
        { name: t(`dashboard.${field}`), tone: 'accent', values: days.map((day) => day[field]) },
      ]}
      compact
      formatValue={(count) => formatListTotal({ total: count, totalCapped: false }, language)}
      categoryHeader={t('dashboard.day')}
      tableToggle={t('dashboard.showTable')}
      testId={`admin-chart-${field}`}
    />
  );
}
