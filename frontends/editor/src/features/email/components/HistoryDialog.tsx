import { useEffect, useMemo, useState } from 'react';
import {
  MISSING_TIMESTAMP,
  historyTimeline,
  paymentProviderName,
  type HistoryEntry,
  type Invoice,
} from '@app/contracts/invoice';
import { Spinner } from '@app/platform';
import { Modal } from '@app/platform/controls';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { CreditNoteReference, CreditStatusLine } from '../../credit-notes/components/CreditLinks';
import { useInvoiceEmails } from '../useInvoiceEmails';
import { usePeppolDeliveries } from '../../peppol/usePeppolDeliveries';
import { emailFailure } from '../email-failure';
import './history-dialog.css';

export type HistoryDialogProps = {
  readonly invoice: Invoice;
  readonly onClose: () => void;
  /** What the refresh button does after a failed load; the page reload of spec §8. */
  readonly reload?: () => void;
  /** Opens the send dialog on e-mail, offered when the latest Peppol delivery did not arrive. */
  readonly onSendByEmail?: () => void;
};

const UNDELIVERED: readonly string[] = ['peppolRefused', 'peppolFailed'];

function useEntryTitle(): (entry: HistoryEntry) => string {
  const { t } = useEditorTranslation();
  return (entry) => {
    switch (entry.kind) {
      case 'paymentReceived':
        return t('history.paymentReceived', { provider: paymentProviderName(entry.provider) });
      case 'emailQueued':
      case 'emailSent':
      case 'emailFailed':
        return t(`history.${entry.kind}`, { email: entry.recipient });
      case 'peppolQueued':
      case 'peppolSent':
      case 'peppolDelivered':
      case 'peppolRefused':
      case 'peppolFailed':
        return t(`history.${entry.kind}`, { address: entry.recipient });
      default:
        return t(`history.${entry.kind}`);
    }
  };
}

/**
 * The history timeline dialog (spec §2, §4 "History timeline"): the entries contracts'
 * `historyTimeline` decides, oldest first, in a list that scrolls past 500 px. The e-mails are
 * asked for only for a sent invoice of a signed-in user, the Peppol deliveries only for an
 * invoice that has one. When the latest delivery was refused or failed, its reason shows with
 * "Send by e-mail instead".
 */
export function HistoryDialog({
  invoice,
  onClose,
  reload = () => window.location.reload(),
  onSendByEmail,
}: HistoryDialogProps) {
  const { t } = useEditorTranslation();
  const { instant } = useFormatters();
  const title = useEntryTitle();
  const failureText = (error: string): string => {
    const failure = emailFailure(error);
    switch (failure.kind) {
      case 'sendingLimit':
        return t('history.failure.sendingLimit', { until: instant(failure.until) });
      case 'gaveUp':
        return t('history.failure.gaveUp', { tries: failure.count });
      default:
        return t('history.failure.server', { error: failure.error });
    }
  };
  const emails = useInvoiceEmails(invoice, { refresh: true });
  const peppol = usePeppolDeliveries(invoice, { refresh: true });
  const status =
    emails.status === 'error' || peppol.status === 'error'
      ? 'error'
      : emails.status === 'loading' || peppol.status === 'loading'
        ? 'loading'
        : 'ready';
  // The placeholder times are counted from when the dialog opened, so they hold still.
  const [now] = useState(() => Date.now());
  const entries = useMemo(
    () => historyTimeline(invoice, emails.records, now, peppol.records),
    [invoice, emails.records, now, peppol.records],
  );
  const latestDelivery = peppol.records.at(-1)?.id;

  useEffect(() => {
    if (status === 'error') console.error('Failed to load history. Please try again.');
  }, [status]);

  return (
    <Modal
      open
      onClose={onClose}
      title={t(
        invoice.documentType === 'credit_note' ? 'history.titleCreditNote' : 'history.title',
        {
          number: invoice.invoiceNumber,
        },
      )}
      size="lg"
      testId="history-dialog"
    >
      {status === 'loading' ? (
        <div className="history-dialog__loading" data-testid="history-loading">
          <Spinner delayMs={0} />
          <p>{t('history.loading')}</p>
        </div>
      ) : status === 'error' ? (
        <div className="history-dialog__error" role="alert" data-testid="history-error">
          <h3 className="history-dialog__error-title">{t('history.loadFailedTitle')}</h3>
          <p>{t('history.loadFailedText')}</p>
          <button type="button" className="app-button" onClick={reload}>
            {t('history.refresh')}
          </button>
        </div>
      ) : (
        <ol
          className="history-timeline"
          aria-label={t('history.listLabel')}
          // Focusable, so a keyboard can scroll a long history.
          tabIndex={0}
          data-testid="history-timeline"
        >
          {entries.map((entry, index) => (
            <li
              key={`${entry.kind}-${'id' in entry ? entry.id : index}`}
              className={`history-timeline__entry history-timeline__entry--${entry.kind}`}
              data-testid="history-entry"
            >
              <span className="history-timeline__title">{title(entry)}</span>
              {entry.at === null ? (
                <span className="history-timeline__time">{MISSING_TIMESTAMP}</span>
              ) : (
                <time
                  className="history-timeline__time"
                  dateTime={new Date(entry.at).toISOString()}
                >
                  {instant(entry.at)}
                </time>
              )}
              {'possiblyTwice' in entry && entry.possiblyTwice ? (
                <span className="history-timeline__error" data-testid="history-possibly-twice">
                  {t('history.possiblyTwice')}
                </span>
              ) : null}
              {'error' in entry && entry.error !== null && entry.error !== '' ? (
                <span className="history-timeline__error" data-testid="history-failure">
                  {failureText(entry.error)}
                </span>
              ) : null}
              {'reason' in entry && entry.reason !== null && entry.reason !== '' ? (
                <span className="history-timeline__error" data-testid="history-reason">
                  {t('history.reason', { reason: entry.reason })}
                </span>
              ) : null}
              {'deliveryId' in entry &&
              entry.deliveryId === latestDelivery &&
              UNDELIVERED.includes(entry.kind) &&
              onSendByEmail !== undefined ? (
                <button
                  type="button"
                  className="editor-link-button history-timeline__action"
                  data-testid="history-send-email"
                  onClick={onSendByEmail}
                >
                  {t('history.sendByEmail')}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {/* The credit notes of an invoice, and a credit note's invoice (issue 31). */}
      <CreditStatusLine invoice={invoice} onOpened={onClose} withAmounts />
      <CreditNoteReference invoice={invoice} onOpened={onClose} />
      <div className="app-dialog__actions">
        <button type="button" className="app-button app-button--secondary" onClick={onClose}>
          {t('history.close')}
        </button>
      </div>
    </Modal>
  );
}
