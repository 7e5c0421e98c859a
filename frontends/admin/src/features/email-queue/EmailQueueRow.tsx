import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEmailDto } from '../../shared/api/adminApi.gen';
import { useRequeueAdminEmailMutation, useSendAdminEmailMutation } from '../../shared/api/adminApi';
import { DateWithRelative } from '../../shared/components/Timestamp';
import { namespace } from '../../i18n';
import { EmailStatusBadge } from './EmailStatusBadge';
import { fetchEmailPdf, openPdf } from './email-pdf';

export type ActionResult = { readonly ok: boolean; readonly text: string };

/** Sending and the PDF make sense once a record has settled; 'sending' is the worker's. */
const SETTLED = ['planned', 'sent', 'failed'];

type Work = 'send' | 'requeue' | 'pdf';

export type EmailQueueRowProps = {
  readonly email: AdminEmailDto;
  readonly onResult: (result: ActionResult) => void;
};

export function EmailQueueRow({ email, onResult }: EmailQueueRowProps) {
  const { t } = useTranslation(namespace);
  const [working, setWorking] = useState<Work | null>(null);
  const [send] = useSendAdminEmailMutation();
  const [requeue] = useRequeueAdminEmailMutation();
  const settled = SETTLED.includes(email.status);

  const run = (work: Work, action: () => Promise<unknown>, success: string, failure: string) => {
    setWorking(work);
    action()
      .then(() => onResult({ ok: true, text: success }))
      .catch(() => onResult({ ok: false, text: failure }))
      .finally(() => setWorking(null));
  };

  const downloadPdf = () => {
    setWorking('pdf');
    fetchEmailPdf(email.id)
      .then(openPdf)
      .catch((error: unknown) => {
        console.error('Failed to download the e-mail PDF', error);
        // The page's action message (an alert region), as for send and requeue.
        onResult({ ok: false, text: t('queue.pdfFailed') });
      })
      .finally(() => setWorking(null));
  };

  return (
    <tr data-testid="admin-email-row" data-email-id={email.id} data-status={email.status}>
      <td>
        {email.invoiceNumber === ''
          ? '-'
          : email.documentType === 'credit_note'
            ? t('queue.creditNote', { number: email.invoiceNumber })
            : email.invoiceNumber}
      </td>
      <td>{email.userEmail}</td>
      <td>{email.recipientEmail}</td>
      <td className="admin-cell--wrap">
        <EmailStatusBadge status={email.status} />
        {email.error === null || email.error === '' ? null : (
          <div className="admin-error">{email.error}</div>
        )}
      </td>
      <td>
        <DateWithRelative value={email.scheduledAt} />
      </td>
      <td>{email.sentAt === null ? '-' : <DateWithRelative value={email.sentAt} />}</td>
      <td>{email.attempts}</td>
      <td>
        {settled ? (
          <div className="admin-actions">
            <button
              type="button"
              className="app-button"
              disabled={working !== null}
              data-testid="admin-send"
              onClick={() =>
                run(
                  'send',
                  () => send({ id: email.id }).unwrap(),
                  t('queue.sent'),
                  t('queue.sendFailed'),
                )
              }
            >
              {working === 'send'
                ? t('queue.sending')
                : email.status === 'sent'
                  ? t('queue.sendAgain')
                  : t('queue.send')}
            </button>
            <button
              type="button"
              className="app-button app-button--secondary"
              disabled={working !== null}
              data-testid="admin-pdf"
              onClick={downloadPdf}
            >
              {working === 'pdf' ? t('queue.pdfLoading') : t('queue.pdf')}
            </button>
            {email.status === 'failed' ? (
              <button
                type="button"
                className="app-button app-button--secondary"
                disabled={working !== null}
                data-testid="admin-requeue"
                onClick={() =>
                  run(
                    'requeue',
                    () => requeue({ id: email.id }).unwrap(),
                    t('queue.requeued'),
                    t('queue.requeueFailed'),
                  )
                }
              >
                {working === 'requeue' ? t('queue.requeuing') : t('queue.requeue')}
              </button>
            ) : null}
          </div>
        ) : null}
      </td>
    </tr>
  );
}
