import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminPeppolDeliveriesDto,
  AdminPeppolDeliveryDto,
  PeppolStatus,
} from '../../shared/api/adminApi.gen';
import {
  AdminEmpty,
  AdminError,
  AdminLoadMore,
  AdminLoading,
  RefreshButton,
} from '../../shared/components/LoadStates';
import { ListCount, QueueStats } from '../../shared/components/QueueStats';
import { namespace } from '../../i18n';
import { PeppolDeliveryRow } from './PeppolDeliveryRow';
import { usePeppolDeliveries } from './usePeppolDeliveries';

/** Like the e-mail queue: the newest 100 deliveries, then 100 more with 'Load more'. */
export const PEPPOL_DELIVERIES_LIMIT = 100;

const STATUSES: readonly PeppolStatus[] = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'refused',
  'failed',
];

type Filter = PeppolStatus | 'all';

/**
 * `/admin/peppol-deliveries`: every user's Peppol deliveries, newest first, with the counters
 * over all of them (on their way, sent or delivered, refused or failed) and a status filter.
 * The API pages by cursor without a status filter, so the filter narrows the deliveries loaded
 * so far (the page says so); 'Load more' brings older ones in.
 */
export function PeppolDeliveriesPage() {
  const { t } = useTranslation(namespace);
  const id = useId();
  const { data, isLoading, isError, isFetching, loadMore, reload, loadMoreFailed } =
    usePeppolDeliveries(PEPPOL_DELIVERIES_LIMIT);
  const [filter, setFilter] = useState<Filter>('all');
  const shown =
    data === undefined
      ? []
      : data.deliveries.filter((delivery) => filter === 'all' || delivery.status === filter);

  return (
    <section
      className="admin-page"
      data-admin-page="peppolDeliveries"
      data-testid="admin-peppol-deliveries"
    >
      <h2>{t('peppol.title')}</h2>
      <div className="admin-toolbar">
        <label htmlFor={`${id}-status`}>{t('peppol.filter')}</label>
        <select
          id={`${id}-status`}
          className="app-field__input"
          value={filter}
          data-testid="admin-peppol-filter"
          onChange={(event) => setFilter(event.target.value as Filter)}
        >
          <option value="all">{t('peppol.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`peppol.status.${status}`)}
            </option>
          ))}
        </select>
        <RefreshButton busy={isFetching} onRefresh={reload} />
      </div>
      {isLoading ? (
        <AdminLoading />
      ) : data === undefined || (isError && !loadMoreFailed) ? (
        <AdminError message={t('errors.peppolDeliveries')} />
      ) : (
        <>
          <DeliveryStats page={data} />
          {data.deliveries.length === 0 ? (
            <AdminEmpty>{t('peppol.empty')}</AdminEmpty>
          ) : (
            <>
              {shown.length === 0 ? (
                <AdminEmpty>{t('peppol.noMatch')}</AdminEmpty>
              ) : (
                <DeliveryTable deliveries={shown} />
              )}
              <ListCount
                shown={data.deliveries.length}
                total={data}
                text={(loaded, total) => t('peppol.count', { shown: loaded, total })}
              />
              {filter === 'all' ? null : (
                <p className="admin-muted" data-testid="admin-peppol-filter-note">
                  {t('peppol.filterNote', { count: shown.length })}
                </p>
              )}
              {loadMoreFailed ? <AdminError message={t('errors.loadMorePeppol')} /> : null}
              <AdminLoadMore hasMore={data.hasMore} busy={isFetching} onLoadMore={loadMore} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function DeliveryStats({ page }: { readonly page: AdminPeppolDeliveriesDto }) {
  const { t } = useTranslation(namespace);
  return (
    <QueueStats
      stats={[
        { label: t('peppol.stats.total'), count: page, testId: 'admin-queue-total' },
        {
          label: t('peppol.stats.queued'),
          count: page.stats.queued,
          testId: 'admin-peppol-queued',
        },
        { label: t('peppol.stats.sent'), count: page.stats.sent, testId: 'admin-peppol-sent' },
        {
          label: t('peppol.stats.failed'),
          count: page.stats.failed,
          testId: 'admin-peppol-failed',
        },
      ]}
    />
  );
}

function DeliveryTable({ deliveries }: { readonly deliveries: readonly AdminPeppolDeliveryDto[] }) {
  const { t } = useTranslation(namespace);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('peppol.columns.invoice')}</th>
            <th scope="col">{t('peppol.columns.user')}</th>
            <th scope="col">{t('peppol.columns.recipient')}</th>
            <th scope="col">{t('peppol.columns.status')}</th>
            <th scope="col">{t('peppol.columns.queued')}</th>
            <th scope="col">{t('peppol.columns.sent')}</th>
            <th scope="col">{t('peppol.columns.settled')}</th>
            <th scope="col">{t('peppol.columns.attempts')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <PeppolDeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
