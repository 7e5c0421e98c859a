import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSignInDialog } from '@app/platform';
import { Modal } from '@app/platform/controls';
import { useEditorTranslation } from '../invoices/hooks';

export type LoginReason = 'logo' | 'mollie' | 'email' | 'schedule' | 'history' | 'refund';

const REASON_KEYS = {
  logo: 'login.reasons.logo',
  mollie: 'login.reasons.mollie',
  email: 'login.reasons.email',
  schedule: 'login.reasons.schedule',
  history: 'history.loginRequired',
  refund: 'refund.signInNeeded',
} as const satisfies Record<LoginReason, string>;

const LoginRequiredContext = createContext<(reason: LoginReason) => void>(() => undefined);

/** Opens the login-required dialog (spec §2 "Dialogs") for a signed-in feature. */
export function useLoginRequired(): (reason: LoginReason) => void {
  return useContext(LoginRequiredContext);
}

/**
 * Holds the one login-required dialog of the page. It explains what the feature needs; signing in
 * itself is the shell's, so its button closes this dialog and opens the shell's sign-in dialog
 * through platform's session state.
 */
export function LoginRequiredProvider({ children }: { children: ReactNode }) {
  const { t } = useEditorTranslation();
  const { openSignIn } = useSignInDialog();
  const [reason, setReason] = useState<LoginReason | null>(null);
  const open = useCallback((next: LoginReason) => setReason(next), []);
  const value = useMemo(() => open, [open]);
  return (
    <LoginRequiredContext.Provider value={value}>
      {children}
      <Modal
        open={reason !== null}
        onClose={() => setReason(null)}
        title={t('login.title')}
        size="sm"
        testId="login-required-dialog"
      >
        <p>{reason === null ? null : t(REASON_KEYS[reason])}</p>
        <p>{t('login.howTo')}</p>
        <div className="app-dialog__actions">
          <button
            type="button"
            className="app-button app-button--secondary"
            onClick={() => setReason(null)}
          >
            {t('login.ok')}
          </button>
          <button
            type="button"
            className="app-button"
            data-testid="login-required-sign-in"
            onClick={() => {
              setReason(null);
              openSignIn();
            }}
          >
            {t('login.signIn')}
          </button>
        </div>
      </Modal>
    </LoginRequiredContext.Provider>
  );
}
