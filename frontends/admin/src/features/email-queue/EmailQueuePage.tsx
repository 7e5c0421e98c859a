import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@app/platform';
import type { AdminEmailDto } from '../../shared/api/adminApi.gen';
import { adminApi, useListAdminEmailsQuery } from '../../shared/api/adminApi';
import { AdminEmpty, AdminError, AdminLoading } from '../../shared/components/LoadStates';
import { EmailQueueRow, type ActionResult } from './EmailQueueRow';
import { namespace } from '../../i18n';

/** Spec §9: the admin queue shows the newest 100 records. */
export const EMAIL_QUEUE_LIMIT = 100;

/** Spec §4: after a successful action the queue reloads, and the message goes, after 2 s. */
export const RELOAD_AFTER_SUCCESS_MS = 2000;

/** `/admin/email-queue`: the outgoing invoice e-mails, with send, requeue and PDF (spec §4). */
export function EmailQueuePage() {
  const { t } = useTranslation(namespace);
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, isFetching, refetch } = useListAdminEmailsQuery({
    limit: EMAIL_QUEUE_LIMIT,
  });
  const [result, setResult] = useState<ActionResult | null>(null);

  useEffect(() => {
    if (result?.ok !== true) return undefined;
    const timer = setTimeout(() => {
      setResult(null);
      dispatch(adminApi.util.invalidateTags(['AdminEmailQueue']));
    }, RELOAD_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [result, dispatch]);

  return (
    <section className="admin-page" data-admin-page="emailQueue" data-testid="admin-email-queue">
      <h2>{t('queue.title')}</h2>
      <div className="admin-toolbar">
        <button
          type="button"
          className="app-button app-button--secondary"
          disabled={isFetching}
          onClick={() => void refetch()}
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
      ) : isError || data === undefined ? (
        <AdminError message={t('errors.emailQueue')} />
      ) : (
        <>
          <QueueStats emails={data.emails} />
          {data.emails.length === 0 ? (
            <AdminEmpty>{t('queue.empty')}</AdminEmpty>
          ) : (
            <QueueTable emails={data.emails} onResult={setResult} />
          )}
        </>
      )}
    </section>
  );
}

type QueueStatsProps = { readonly emails: readonly AdminEmailDto[] };

function QueueStats({ emails }: QueueStatsProps) {
  const { t } = useTranslation(namespace);
  const count = (status: string) => emails.filter((email) => email.status === status).length;
  return (
    <ul className="admin-stats">
      <li className="admin-stat">
        <span className="admin-stat__value" data-testid="admin-queue-total">
          {emails.length}
        </span>
        {t('queue.stats.total')}
      </li>
      <li className="admin-stat">
        <span className="admin-stat__value" data-testid="admin-queue-planned">
          {count('planned')}
        </span>
        {t('queue.stats.planned')}
      </li>
      <li className="admin-stat">
        <span className="admin-stat__value" data-testid="admin-queue-sent">
          {count('sent')}
        </span>
        {t('queue.stats.sent')}
      </li>
    </ul>
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
