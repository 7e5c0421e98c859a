import { useEffect, useState } from 'react';
import { HeadTags } from '@app/platform/light';
import { isInvoiceId, storedDateOf } from '@app/contracts/invoice';
import { InvoiceStatusView } from './InvoiceStatusView';
import { StatusFrame } from './StatusFrame';
import { useInvoiceStatus } from './use-invoice-status';
import { useStatusLanguage } from './status-language';
import { platformTranslator, statusTranslator } from './status-texts';

/** How often, and how long, the page asks again after the customer comes back from paying. */
const RETURN_POLL_MS = 2000;
const RETURN_POLL_LIMIT = 15;

export type InvoiceStatusScreenProps = {
  /** The invoice's id from the address; null while pre-rendering (the loading state). */
  readonly id: string | null;
  /** Back from the payment provider (`?payment=returned`). */
  readonly returnedFromPayment: boolean;
};

/**
 * Route `/invoice-status/:id`: the customer's view of one invoice (spec §2), in its own language.
 * Coming back from the payment provider it asks again every two seconds for half a minute,
 * because the provider's webhook may arrive after the customer does. Rendered by the shell
 * (InvoiceStatusPage) and by the page's own light entry (src/status-entry); no router, store or
 * i18next, so the light entry stays small.
 */
export function InvoiceStatusScreen({ id, returnedFromPayment }: InvoiceStatusScreenProps) {
  const [language, setLanguage] = useStatusLanguage();
  const t = statusTranslator(language);
  const valid = id === null || isInvoiceId(id);
  const [polls, setPolls] = useState(0);
  const [today] = useState(() => storedDateOf(Date.now()));
  const query = useInvoiceStatus(id !== null && valid ? id : null);
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
      refetch();
    }, RETURN_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [polling, polls, refetch]);

  const number = query.data?.invoice.invoiceNumber ?? '';
  // A credit note is titled as one (its own number series), never as an invoice.
  const kind = query.data?.invoice.creditNote === undefined ? '' : 'creditNote.';
  const heading = number === '' ? t(`${kind}headingNoNumber`) : t(`${kind}heading`, { number });
  return (
    <StatusFrame page="invoiceStatus" language={language} onLanguage={setLanguage} t={t}>
      <HeadTags
        title={number === '' || kind !== '' ? heading : t('title', { number })}
        appName={platformTranslator(language)('appName')}
        description={t('description')}
        noindex
      />
      {!valid || query.failed ? (
        <section className="pp-status__error" role="alert" data-testid="status-error">
          <h1>{t('error.heading')}</h1>
          <p>{t(valid ? 'error.loadFailed' : 'error.invalidId')}</p>
          <a href="/">{t('error.backHome')}</a>
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
