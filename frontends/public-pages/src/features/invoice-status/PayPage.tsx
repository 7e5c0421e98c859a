import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiErrorOf, PageHead, Spinner } from '@app/platform';
import { isInvoiceId } from '@app/contracts/invoice';
import { useStartInvoicePaymentMutation } from './invoiceStatusApi';
import { payRedirect } from './pay-redirect';
import { StatusFrame } from './StatusFrame';
import { useStatusLanguage } from './status-language';
import { statusTexts } from './InvoiceStatusPage';

type Failure = 'invalidId' | 'notAvailable' | 'failed';

/**
 * Route `/invoice/:id`: the e-mail's and the PDF's pay button. Asks the server for the payment
 * page (a new or the still-open Mollie link) and sends the customer there; a paid invoice goes
 * to its status page, which thanks them.
 */
export function PayPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [language, setLanguage] = useStatusLanguage();
  const { t } = useTranslation(statusTexts, { lng: language });
  const [start] = useStartInvoicePaymentMutation();
  const [failure, setFailure] = useState<Failure | null>(isInvoiceId(id) ? null : 'invalidId');
  const started = useRef(false);
  const statusPath = `/invoice-status/${encodeURIComponent(id)}`;

  const pay = useCallback(async () => {
    setFailure(null);
    try {
      const answer = await start({ id }).unwrap();
      if (answer.url !== null) payRedirect.to(answer.url);
      else navigate(statusPath, { replace: true });
    } catch (error) {
      const { code } = apiErrorOf(error as Parameters<typeof apiErrorOf>[0]);
      // An unknown invoice is only logged (spec §8 "Invoice not found on load or pay").
      if (code === 'NOT_FOUND') console.error(`Invoice ${id} not found`);
      setFailure(
        code === 'PAYMENT_NOT_AVAILABLE' || code === 'NOT_FOUND' ? 'notAvailable' : 'failed',
      );
    }
  }, [id, navigate, start, statusPath]);

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current || !isInvoiceId(id)) return;
    started.current = true;
    void pay();
  }, [id, pay]);

  return (
    <StatusFrame page="pay" language={language} onLanguage={setLanguage} t={t}>
      <PageHead title={t('pay.online')} noindex />
      <h1>{t('pay.online')}</h1>
      {failure === null ? (
        <div className="pp-status__notice" data-testid="pay-redirecting">
          <Spinner delayMs={0} />
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
            <Link to="/">{t('error.backHome')}</Link>
          ) : (
            <Link to={statusPath}>{t('payPage.toStatus')}</Link>
          )}
        </section>
      )}
    </StatusFrame>
  );
}
