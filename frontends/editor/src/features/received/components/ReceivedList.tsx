import { Link } from 'react-router-dom';
import { ErrorPanel, Spinner, useLocalizedPath } from '@app/platform';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { formatAmount } from '../received-format';
import { useListReceivedDocumentsQuery } from '../receivedApi';
import { MarkBadge } from './MarkBadge';

/** The received e-invoices, newest first: who sent it, number, dates, total, mark, unread. */
export function ReceivedList() {
  const { t } = useEditorTranslation();
  const { language, date } = useFormatters();
  const localized = useLocalizedPath();
  const { data, isLoading, isError, refetch } = useListReceivedDocumentsQuery({ limit: 200 });
  if (isLoading) return <Spinner />;
  if (isError || data === undefined) {
    return (
      <ErrorPanel message={t('received.loadFailed')}>
        <button type="button" className="app-button" onClick={() => void refetch()}>
          {t('received.retry')}
        </button>
      </ErrorPanel>
    );
  }
  if (data.documents.length === 0) {
    return (
      <p className="received-empty" data-testid="received-empty">
        {t('received.empty')}
      </p>
    );
  }
  return (
    <ul className="received-list" data-testid="received-list">
      {data.documents.map((document) => (
        <li key={document.id}>
          <Link
            to={localized(`/received/${document.id}`)}
            className={`received-row${document.read ? '' : ' received-row--unread'}`}
            data-testid="received-row"
          >
            <span className="received-row__sender">
              {!document.read && (
                <span className="received-dot" role="img" aria-label={t('received.unread')} />
              )}
              {document.senderName || t('received.unknownSender')}
            </span>
            <span className="received-row__number">
              {document.documentType === 'credit_note' && `${t('received.creditNote')} `}
              {document.number}
            </span>
            <span className="received-row__dates">
              {date(document.issueDate)}
              {document.dueDate !== null && (
                <> · {t('received.dueOn', { date: date(document.dueDate) })}</>
              )}
            </span>
            <span className="received-row__total">
              {formatAmount(document.totalCents, document.currency, language)}
            </span>
            <MarkBadge mark={document.mark} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
