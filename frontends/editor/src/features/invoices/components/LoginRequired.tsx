import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '@app/platform';
import { useEditorTranslation } from '../hooks';

export type LoginReason = 'logo' | 'mollie' | 'email' | 'schedule' | 'sync';

const LoginRequiredContext = createContext<(reason: LoginReason) => void>(() => undefined);

/** Opens the login-required dialog (spec §2 "Dialogs") for a signed-in feature. */
export function useLoginRequired(): (reason: LoginReason) => void {
  return useContext(LoginRequiredContext);
}

/**
 * Holds the one login-required dialog of the page. Signing in itself is the shell's (its profile
 * menu opens the login modal), so the dialog explains what the feature needs and points there.
 */
export function LoginRequiredProvider({ children }: { children: ReactNode }) {
  const { t } = useEditorTranslation();
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
        <p>{reason === null ? null : t(`login.reasons.${reason}`)}</p>
        <p>{t('login.howTo')}</p>
        <div className="app-dialog__actions">
          <button type="button" className="app-button" onClick={() => setReason(null)}>
            {t('login.ok')}
          </button>
        </div>
      </Modal>
    </LoginRequiredContext.Provider>
  );
}
