import { useCallback, useEffect, useRef, useState } from 'react';
import { HeadTags, SpinnerWheel } from '@app/platform/light';
import { isInvoiceId } from '@app/contracts/invoice';
import { payRedirect } from './pay-redirect';
import { StatusApiError, startInvoicePayment } from './status-api';
import { StatusFrame } from './StatusFrame';
import { useStatusLanguage } from './status-language';
import { platformTranslator, statusTranslator } from './status-texts';

type Failure = 'invalidId' | 'notAvailable' | 'failed';

export type PayScreenProps = {
  /** The invoice's id from the address; null while pre-rendering (the redirecting state). */
  readonly id: string | null;
  /** Goes to the invoice's status page, replacing this one in the history. */
  readonly toStatus: (path: string) => void;
};

/**
 * Route `/invoice/:id`: the e-mail's and the PDF's pay button. Asks the server for the payment
 * page (a new or the still-open Mollie link) and sends the customer there; a paid invoice goes
 * to its status page, which thanks them. Rendered by the shell (PayPage) and by the page's own
 * light entry (src/status-entry).
 */
export function PayScreen({ id, toStatus }: PayScreenProps) {
  const [language, setLanguage] = useStatusLanguage();
  const t = statusTranslator(language);
  const platform = platformTranslator(language);
  const [failure, setFailure] = useState<Failure | null>(
    id === null || isInvoiceId(id) ? null : 'invalidId',
  );
  const started = useRef(false);
  const statusPath = `/invoice-status/${encodeURIComponent(id ?? '')}`;

  const pay = useCallback(async () => {
    if (id === null) return;
    setFailure(null);
    try {
      const answer = await startInvoicePayment(id);
      if (answer.url !== null) payRedirect.to(answer.url);
      else toStatus(statusPath);
    } catch (error) {
      const code = error instanceof StatusApiError ? error.error.code : 'NETWORK_ERROR';
      // An unknown invoice is only logged (spec §8 "Invoice not found on load or pay").
      if (code === 'NOT_FOUND') console.error(`Invoice ${id} not found`);
      setFailure(
        code === 'PAYMENT_NOT_AVAILABLE' || code === 'NOT_FOUND' ? 'notAvailable' : 'failed',
      );
    }
  }, [id, toStatus, statusPath]);

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current || id === null || !isInvoiceId(id)) return;
    started.current = true;
    void pay();
  }, [id, pay]);

  return (
    <StatusFrame page="pay" language={language} onLanguage={setLanguage} t={t}>
      <HeadTags
        title={t('pay.online')}
        appName={platform('appName')}
        description={t('description')}
        noindex
      />
      <h1>{t('pay.online')}</h1>
      {failure === null ? (
        <div className="pp-status__notice" data-testid="pay-redirecting">
          <SpinnerWheel label={platform('spinner.loading')} />
          <p>{t('payPage.redirecting')}</p>
        </div>
      ) : (
        <section className="pp-status__error" role="alert" data-testid="pay-error">
          <p>
            {t(
              failure === 'invalidId'
                ? 'error.invalidId'
                : failure === 'notAvailable'
                  ? 'payPage.notAvailable'
                  : 'payPage.failed',
            )}
          </p>
          {failure === 'failed' ? (
            <button type="button" className="pp-button" onClick={() => void pay()}>
              {t('payPage.tryAgain')}
            </button>
          ) : null}
          {failure === 'invalidId' ? (
            <a href="/">{t('error.backHome')}</a>
          ) : (
            <a href={statusPath}>{t('payPage.toStatus')}</a>
          )}
        </section>
      )}
    </StatusFrame>
  );
}
