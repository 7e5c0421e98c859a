import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatListTotal } from '@app/contracts/common';
import { useLanguage } from '@app/platform';
import type { AdminEmailDto, AdminEmailQueueDto } from '../../shared/api/adminApi.gen';
import {
  AdminEmpty,
  AdminError,
  AdminLoadMore,
  AdminLoading,
} from '../../shared/components/LoadStates';
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
        <button
          type="button"
          className="app-button app-button--secondary"
          disabled={isFetching}
          onClick={reload}
          data-testid="admin-refresh"
        >
          {t('common.refresh')}
        </button>
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
          <QueueStats queue={data} />
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

/** Over the whole queue, each counted up to a cap ('1,000+'), not over the rows shown. */
function QueueStats({ queue }: QueueProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <ul className="admin-stats">
      <li className="admin-stat">
        <span className="admin-stat__value" data-testid="admin-queue-total">
          {formatListTotal(queue, language)}
        </span>
        {t('queue.stats.total')}
      </li>
      <li className="admin-stat">
        <span className="admin-stat__value" data-testid="admin-queue-planned">
          {formatListTotal(queue.stats.planned, language)}
        </span>
        {t('queue.stats.planned')}
      </li>
      <li className="admin-stat">
        <span className="admin-stat__value" data-testid="admin-queue-sent">
          {formatListTotal(queue.stats.sent, language)}
        </span>
        {t('queue.stats.sent')}
      </li>
    </ul>
  );
}

function QueueCount({ queue }: QueueProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <p className="admin-muted" data-testid="admin-queue-count">
      {t('queue.count', {
        shown: formatListTotal({ total: queue.emails.length, totalCapped: false }, language),
        total: formatListTotal(queue, language),
      })}
    </p>
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
