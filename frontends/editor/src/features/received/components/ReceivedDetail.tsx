import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ErrorPanel, Spinner, useLocalizedPath } from '@app/platform';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { formatAmount } from '../received-format';
import {
  useGetReceivedDocumentQuery,
  usePatchReceivedDocumentMutation,
  type ReceivedDocumentDetailDto,
  type ReceivedDocumentDto,
} from '../receivedApi';
import { EpcQrCode } from './EpcQrCode';
import { MarkBadge } from './MarkBadge';
import { ReceivedParty } from './ReceivedParty';
import { ReceivedTables } from './ReceivedTables';
import { useReceivedDownload } from './useReceivedDownload';

const MARKS = ['to_pay', 'paid', 'booked'] as const;

function Payment({ detail }: { detail: ReceivedDocumentDetailDto }) {
  const { t } = useEditorTranslation();
  const { view, epcPayload } = detail;
  if (view.paymentMeans.length === 0 && view.paymentTerms === null) return null;
  return (
    <section className="received-section" aria-labelledby="received-payment">
      <h2 id="received-payment">{t('received.payment')}</h2>
      {view.paymentTerms !== null && <p>{view.paymentTerms}</p>}
      <dl className="received-facts">
        {view.paymentMeans.map((means, index) => (
          <div key={index} className="received-facts__group">
            {means.iban !== null && (
              <>
                <dt>{t('received.iban')}</dt>
                <dd data-testid="received-iban">{means.iban}</dd>
              </>
            )}
            {means.bic !== null && (
              <>
                <dt>{t('received.bic')}</dt>
                <dd>{means.bic}</dd>
              </>
            )}
            {means.accountName !== null && (
              <>
                <dt>{t('received.accountName')}</dt>
                <dd>{means.accountName}</dd>
              </>
            )}
            {means.paymentId !== null && (
              <>
                <dt>{t('received.paymentReference')}</dt>
                <dd>{means.paymentId}</dd>
              </>
            )}
          </div>
        ))}
      </dl>
      {epcPayload !== null && (
        <figure className="received-qr-figure">
          <EpcQrCode payload={epcPayload} label={t('received.qrLabel')} />
          <figcaption>{t('received.qrHint')}</figcaption>
        </figure>
      )}
    </section>
  );
}

function Marks({ document }: { document: ReceivedDocumentDto }) {
  const { t } = useEditorTranslation();
  const [patch, { isLoading, isError }] = usePatchReceivedDocumentMutation();
  return (
    <fieldset className="received-marks" disabled={isLoading}>
      <legend>{t('received.markAs')}</legend>
      {MARKS.map((mark) => (
        <button
          key={mark}
          type="button"
          className={`app-button app-button--secondary${document.mark === mark ? ' is-active' : ''}`}
          aria-pressed={document.mark === mark}
          data-testid={`received-mark-${mark}`}
          onClick={() =>
            void patch({
              id: document.id,
              patchReceivedDocumentDto: { mark: document.mark === mark ? null : mark },
            })
          }
        >
          {t(`received.marks.${mark}`)}
        </button>
      ))}
      {isError && <p role="alert">{t('received.markFailed')}</p>}
    </fieldset>
  );
}

/** One received document, rendered from what its UBL says, in the interface language. */
export function ReceivedDetail({ id }: { id: string }) {
  const { t } = useEditorTranslation();
  const { language, date } = useFormatters();
  const localized = useLocalizedPath();
  const { data, isLoading, isError, error } = useGetReceivedDocumentQuery({ id });
  const [patch] = usePatchReceivedDocumentMutation();
  const { download, busy, failed } = useReceivedDownload();
  const unread = data !== undefined && !data.read;
  useEffect(() => {
    if (unread) void patch({ id, patchReceivedDocumentDto: { read: true } });
  }, [unread, id, patch]);

  const back = (
    <Link to={localized('/received')} className="received-back" data-testid="received-back">
      {t('received.back')}
    </Link>
  );
  if (isLoading) return <Spinner />;
  if (isError || data === undefined) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <>
        {back}
        <ErrorPanel message={t(missing ? 'received.notFound' : 'received.loadFailed')} />
      </>
    );
  }
  const { view } = data;
  const money = (cents: string) => formatAmount(cents, view.currency, language);
  return (
    <article className="received-detail" data-testid="received-detail">
      {back}
      <header className="received-detail__head">
        <h2>
          {t(view.type === 'credit_note' ? 'received.creditNote' : 'received.invoice')}{' '}
          {view.number}
        </h2>
        <MarkBadge mark={data.mark} />
      </header>
      <dl className="received-facts">
        <dt>{t('received.issueDate')}</dt>
        <dd>{date(view.issueDate)}</dd>
        {view.dueDate !== null && (
          <>
            <dt>{t('received.dueDate')}</dt>
            <dd>{date(view.dueDate)}</dd>
          </>
        )}
        {view.billingReferences.map((reference) => (
          <div key={reference.number} className="received-facts__group">
            <dt>{t('received.corrects')}</dt>
            <dd>{reference.number}</dd>
          </div>
        ))}
        <dt>{t('received.payable')}</dt>
        <dd data-testid="received-payable">{money(view.totals.payableCents)}</dd>
      </dl>
      <Marks document={data} />
      <div className="received-parties">
        <ReceivedParty title={t('received.from')} party={view.seller} />
        <ReceivedParty title={t('received.to')} party={view.buyer} />
      </div>
      <ReceivedTables view={view} money={money} />
      {view.notes.length > 0 && (
        <section className="received-section" aria-labelledby="received-notes">
          <h2 id="received-notes">{t('received.notes')}</h2>
          {view.notes.map((note, index) => (
            <p key={index} className="received-note">
              {note}
            </p>
          ))}
        </section>
      )}
      <Payment detail={data} />
      <section className="received-section" aria-labelledby="received-files">
        <h2 id="received-files">{t('received.files')}</h2>
        <div className="received-downloads">
          <button
            type="button"
            className="app-button app-button--secondary"
            disabled={busy}
            data-testid="received-download-ubl"
            onClick={() => void download(`/api/received-documents/${id}/ubl`, `${view.number}.xml`)}
          >
            {t('received.downloadUbl')}
          </button>
          {data.attachments.map((attachment) => (
            <button
              key={attachment.id}
              type="button"
              className="app-button app-button--secondary"
              disabled={busy}
              data-testid="received-download-attachment"
              onClick={() =>
                void download(
                  `/api/received-documents/${id}/attachments/${attachment.id}`,
                  attachment.filename,
                )
              }
            >
              {t('received.downloadFile', { name: attachment.filename })}
            </button>
          ))}
        </div>
        {failed && <p role="alert">{t('received.downloadFailed')}</p>}
      </section>
    </article>
  );
}
