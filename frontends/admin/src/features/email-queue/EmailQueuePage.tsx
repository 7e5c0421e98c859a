import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEmailDto, AdminEmailQueueDto } from '../../shared/api/adminApi.gen';
import {
  AdminEmpty,
  AdminError,
  AdminLoadMore,
  AdminLoading,
  RefreshButton,
} from '../../shared/components/LoadStates';
import { ListCount, QueueStats } from '../../shared/components/QueueStats';
import { EmailQueueRow, type ActionResult } from './EmailQueueRow';
import { useEmailQueue } from './useEmailQueue';
import { namespace } from '../../i18n';

/** Spec §9: the admin queue shows the newest 100 records, then 100 more with 'Load more'. */
export const EMAIL_QUEUE_LIMIT = 100;

/** Spec §4: after a successful action the queue reloads, and the message goes, after 2 s. */
export const RELOAD_AFTER_SUCCESS_MS = 2000;

/**
 * `/admin/email-queue`: the outgoing invoice e-mails, newest first, with send, requeue and PDF
 * (spec §4), and counters over the whole queue.
 */
export function EmailQueuePage() {
  const { t } = useTranslation(namespace);
  const { data, isLoading, isError, isFetching, loadMore, reload, loadMoreFailed } =
    useEmailQueue(EMAIL_QUEUE_LIMIT);
  const [result, setResult] = useState<ActionResult | null>(null);

  useEffect(() => {
    if (result?.ok !== true) return undefined;
    const timer = setTimeout(() => {
      setResult(null);
      reload();
    }, RELOAD_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [result, reload]);

  return (
    <section className="admin-page" data-admin-page="emailQueue" data-testid="admin-email-queue">
      <h2>{t('queue.title')}</h2>
      <div className="admin-toolbar">
        <RefreshButton busy={isFetching} onRefresh={reload} />
      </div>
      {result === null ? null : (
        <p
          className={result.ok ? 'admin-success' : 'admin-error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="admin-action-message"
        >
          {result.text}
        </p>
      )}
      {isLoading ? (
        <AdminLoading />
      ) : data === undefined || (isError && !loadMoreFailed) ? (
        <AdminError message={t('errors.emailQueue')} />
      ) : (
        <>
          <EmailQueueStats queue={data} />
          {data.emails.length === 0 ? (
            <AdminEmpty>{t('queue.empty')}</AdminEmpty>
          ) : (
            <>
              <QueueTable emails={data.emails} onResult={setResult} />
              <QueueCount queue={data} />
              {loadMoreFailed ? <AdminError message={t('errors.loadMoreEmails')} /> : null}
              <AdminLoadMore hasMore={data.hasMore} busy={isFetching} onLoadMore={loadMore} />
            </>
          )}
        </>
      )}
    </section>
  );
}

type QueueProps = { readonly queue: AdminEmailQueueDto };

/** Over the whole queue, not over the rows shown. */
function EmailQueueStats({ queue }: QueueProps) {
  const { t } = useTranslation(namespace);
  return (
    <QueueStats
      stats={[
        { label: t('queue.stats.total'), count: queue, testId: 'admin-queue-total' },
        {
          label: t('queue.stats.planned'),
          count: queue.stats.planned,
          testId: 'admin-queue-planned',
        },
        { label: t('queue.stats.sent'), count: queue.stats.sent, testId: 'admin-queue-sent' },
      ]}
    />
  );
}

function QueueCount({ queue }: QueueProps) {
  const { t } = useTranslation(namespace);
  return (
    <ListCount
      shown={queue.emails.length}
      total={queue}
      text={(shown, total) => t('queue.count', { shown, total })}
    />
  );
}

type QueueTableProps = {
  readonly emails: readonly AdminEmailDto[];
  readonly onResult: (result: ActionResult) => void;
};

function QueueTable({ emails, onResult }: QueueTableProps) {
  const { t } = useTranslation(namespace);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('queue.columns.invoice')}</th>
            <th scope="col">{t('queue.columns.user')}</th>
            <th scope="col">{t('queue.columns.recipient')}</th>
            <th scope="col">{t('queue.columns.status')}</th>
            <th scope="col">{t('queue.columns.scheduled')}</th>
            <th scope="col">{t('queue.columns.sent')}</th>
            <th scope="col">{t('queue.columns.attempts')}</th>
            <th scope="col">{t('queue.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <EmailQueueRow key={email.id} email={email} onResult={onResult} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
