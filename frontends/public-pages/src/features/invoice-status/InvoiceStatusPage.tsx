import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageHead } from '@app/platform';
import { isInvoiceId, storedDateOf } from '@app/contracts/invoice';
import { registerTexts } from '../../i18n';
import { InvoiceStatusView } from './InvoiceStatusView';
import { StatusFrame } from './StatusFrame';
import { useGetInvoiceStatusQuery } from './invoiceStatusApi';
import { useStatusLanguage } from './status-language';
import en from '../../locales/en/invoice-status.json' with { type: 'json' };
import nl from '../../locales/nl/invoice-status.json' with { type: 'json' };

export const statusTexts = registerTexts('invoice-status', { en, nl });

/** How often, and how long, the page asks again after the customer comes back from paying. */
const RETURN_POLL_MS = 2000;
const RETURN_POLL_LIMIT = 15;

/**
 * Route `/invoice-status/:id`: the customer's view of one invoice (spec §2), in its own language.
 * Coming back from the payment provider (`?payment=returned`) it asks again every two seconds
 * for half a minute, because the provider's webhook may arrive after the customer does.
 */
export function InvoiceStatusPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const [language, setLanguage] = useStatusLanguage();
  const { t } = useTranslation(statusTexts, { lng: language });
  const valid = isInvoiceId(id);
  const returnedFromPayment = search.get('payment') === 'returned';
  const [polls, setPolls] = useState(0);
  const [today] = useState(() => storedDateOf(Date.now()));
  const query = useGetInvoiceStatusQuery({ id }, { skip: !valid });
  const unpaid =
    query.data !== undefined &&
    query.data.invoice.paymentStatus !== 'paid' &&
    query.data.invoice.paymentStatus !== 'markedPaid';
  const polling = returnedFromPayment && unpaid && polls < RETURN_POLL_LIMIT;
  const { refetch } = query;

  useEffect(() => {
    if (!polling) return undefined;
    const timer = window.setTimeout(() => {
      setPolls((count) => count + 1);
      void refetch();
    }, RETURN_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [polling, polls, refetch]);

  const number = query.data?.invoice.invoiceNumber ?? '';
  // A credit note is titled as one (its own number series), never as an invoice.
  const kind = query.data?.invoice.creditNote === undefined ? '' : 'creditNote.';
  const heading = number === '' ? t(`${kind}headingNoNumber`) : t(`${kind}heading`, { number });
  return (
    <StatusFrame page="invoiceStatus" language={language} onLanguage={setLanguage} t={t}>
      <PageHead title={number === '' || kind !== '' ? heading : t('title', { number })} noindex />
      {!valid || query.isError ? (
        <section className="pp-status__error" role="alert" data-testid="status-error">
          <h1>{t('error.heading')}</h1>
          <p>{t(valid ? 'error.loadFailed' : 'error.invalidId')}</p>
          <Link to="/">{t('error.backHome')}</Link>
        </section>
      ) : query.data === undefined ? (
        <div className="pp-status__skeleton" aria-busy="true" data-testid="status-skeleton">
          <span className="app-visually-hidden">{t('loading')}</span>
          <div className="pp-skeleton pp-skeleton--title" />
          <div className="pp-skeleton" />
          <div className="pp-skeleton" />
          <div className="pp-skeleton pp-skeleton--short" />
        </div>
      ) : (
        <>
          <h1 data-testid="status-heading">{heading}</h1>
          <InvoiceStatusView
            status={query.data}
            language={language}
            today={today}
            t={t}
            returned={!returnedFromPayment || !unpaid ? null : polling ? 'checking' : 'waiting'}
          />
        </>
      )}
    </StatusFrame>
  );
}
