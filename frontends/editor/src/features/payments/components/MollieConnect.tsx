import { useId, useState } from 'react';
import type { MolliePaymentMethod } from '@app/contracts/invoice';
import { apiErrorOf, selectAuthStatus } from '@app/platform';
import { useAppDispatch, useAppSelector } from '../../../store';
import { useLoginRequired } from '../../account/LoginRequired';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { mollieApi } from '../mollieApi';
import './mollie-connect.css';

/** Leaves the page for Mollie's consent screen; a seam for the tests (jsdom cannot navigate). */
export const mollieRedirect = { to: (url: string) => window.location.assign(url) };

/**
 * Why connecting did not start: the server has no Mollie app (503 MOLLIE_NOT_CONFIGURED, a
 * production without keys: trying again will not help), or anything else (try again).
 */
type Failure = 'notConfigured' | 'failed';

const failureOf = (error: unknown): Failure =>
  apiErrorOf(error as Parameters<typeof apiErrorOf>[0]).code === 'MOLLIE_NOT_CONFIGURED'
    ? 'notConfigured'
    : 'failed';

/**
 * The Mollie row of the payment methods (spec §2, §4 "Mollie connect"). Not connected: a button
 * that asks the server for Mollie's consent address and goes there, disabled while it asks; a
 * failure is logged and the button comes back (spec §8), with a line under it that says why
 * (issue 29: a click that does nothing visible is no answer). Signed out: the login-required
 * dialog.
 * Connected (the account's settings say so, set by the server after the consent): the
 * organisation's name and whether this invoice offers Mollie.
 */
export function MollieConnect({
  mollie,
  onChange,
}: {
  mollie: MolliePaymentMethod;
  /**
   * The invoice's Mollie method after the switch: it carries the account's connection, without
   * which the invoice's Mollie would be dropped as incomplete when it is saved.
   */
  onChange: (mollie: MolliePaymentMethod) => void;
}) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const loginRequired = useLoginRequired();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const account = useSettings().paymentMethods.mollie;
  const [connecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const errorId = useId();

  const connect = async () => {
    if (!signedIn) {
      loginRequired('mollie');
      return;
    }
    setConnecting(true);
    setFailure(null);
    try {
      const { url } = await dispatch(
        mollieApi.endpoints.getMollieAuthUrl.initiate(undefined, { subscribe: false }),
      ).unwrap();
      mollieRedirect.to(url);
    } catch (error) {
      console.error('Connecting Mollie failed', error);
      setFailure(failureOf(error));
      setConnecting(false);
    }
  };

  if (signedIn && account.isConnected) {
    return (
      <div className="app-field app-field--inline" data-testid="mollie-connected">
        <input
          id="payment-mollie-enabled"
          type="checkbox"
          data-testid="mollie-enabled"
          checked={mollie.enabled}
          onChange={(event) =>
            onChange({
              ...mollie,
              enabled: event.target.checked,
              isConnected: true,
              businessName: account.businessName,
            })
          }
        />
        <label htmlFor="payment-mollie-enabled">
          {t('payment.mollieConnected', { name: account.businessName || 'Mollie' })}
        </label>
      </div>
    );
  }
  return (
    <div className="payment-methods__mollie-connect">
      <div className="payment-methods__mollie">
        <span>Mollie</span>
        <button
          type="button"
          className="app-button app-button--secondary app-button--small"
          data-testid="mollie-connect"
          disabled={connecting}
          aria-busy={connecting}
          aria-describedby={failure === null ? undefined : errorId}
          onClick={() => void connect()}
        >
          {connecting ? t('payment.connectingMollie') : t('payment.connectMollie')}
        </button>
      </div>
      {failure === null ? null : (
        <p
          id={errorId}
          className="app-field__error"
          role="alert"
          data-testid="mollie-connect-error"
          data-reason={failure}
        >
          {t(failure === 'notConfigured' ? 'payment.mollieNotConfigured' : 'payment.mollieFailed')}
        </p>
      )}
    </div>
  );
}
