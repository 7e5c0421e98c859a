import { useId, useState } from 'react';
import { apiErrorOf } from '@app/platform';
import { useAppStore } from '../../../store';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { peppolApi } from '../peppolApi';
import { registrationFieldKeys, registrationMessage } from '../peppol-errors';
import { settingsInCloud } from '../settings-in-cloud';
import { usePeppolRegistration } from '../usePeppolRegistration';
import '../peppol.css';

/**
 * The "E-invoicing via Peppol" group of the settings menu (signed-in users; nothing when the
 * server offers no Peppol). Not registered: a button that registers the company of "From" (the
 * settings' default company). Registered: the identity check to do, or the Peppol id and a way
 * out. Leaving asks first, in a dialog outside the dropdown (`onLeave`), which closes first.
 */
export function PeppolSettings({ onLeave }: { onLeave: () => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  const state = usePeppolRegistration();
  if (state.kind === 'unavailable') return null;
  return (
    <div
      className="settings-menu__group peppol-settings"
      role="group"
      aria-labelledby={`${id}-title`}
    >
      <span id={`${id}-title`} className="app-field__label">
        {t('peppol.settings.title')}
      </span>
      {state.kind === 'loading' ? (
        <p className="peppol-settings__text" role="status">
          {t('peppol.settings.loading')}
        </p>
      ) : state.kind === 'error' ? (
        <>
          <p className="app-field__error" role="alert">
            {t('peppol.settings.loadFailed')}
          </p>
          <button type="button" className="editor-link-button" onClick={state.retry}>
            {t('peppol.settings.retry')}
          </button>
        </>
      ) : state.registration.status === 'none' ? (
        <Register />
      ) : state.registration.status === 'pending_verification' ? (
        <>
          <p
            className="peppol-settings__text"
            data-testid="peppol-status"
            data-status="pending_verification"
          >
            {t('peppol.settings.pending')}
          </p>
          {state.registration.verificationUrl === null ? null : (
            <a
              href={state.registration.verificationUrl}
              target="_blank"
              rel="noopener"
              data-testid="peppol-verify-link"
            >
              {t('peppol.settings.verify')}
            </a>
          )}
          <button
            type="button"
            className="editor-link-button peppol-settings__action"
            disabled={state.refreshing}
            data-testid="peppol-refresh"
            onClick={state.refresh}
          >
            {state.refreshing ? t('peppol.settings.refreshing') : t('peppol.settings.refresh')}
          </button>
        </>
      ) : (
        <>
          <p className="peppol-settings__text" data-testid="peppol-status" data-status="active">
            {t('peppol.settings.active', { id: state.registration.peppolId ?? '' })}
          </p>
          <button
            type="button"
            className="editor-link-button peppol-settings__action"
            data-testid="peppol-leave"
            onClick={onLeave}
          >
            {t('peppol.settings.leave')}
          </button>
        </>
      )}
    </div>
  );
}

/** Not registered: what registering uses, the button, and what is missing when it failed. */
function Register() {
  const { t } = useEditorTranslation();
  const { country } = useSettings();
  const store = useAppStore();
  const [register, { isLoading }] = peppolApi.useRegisterForPeppolMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    try {
      // The server registers the company of "From" as its settings hold it: the one just saved.
      await settingsInCloud(store);
      await register().unwrap();
    } catch (caught) {
      const error = apiErrorOf(caught as Parameters<typeof apiErrorOf>[0]);
      const missing = registrationFieldKeys(error.fields, country);
      if (error.code === 'VALIDATION_FAILED' && missing.length > 0) {
        setFailure(
          t('peppol.settings.missing', { missing: missing.map((key) => t(key)).join('; ') }),
        );
      } else {
        const message = registrationMessage(error);
        setFailure(t(message.key, message.values ?? {}));
      }
    }
  };

  return (
    <>
      <p className="peppol-settings__text" data-testid="peppol-status" data-status="none">
        {t('peppol.settings.none')}
      </p>
      <p className="peppol-settings__hint">{t('peppol.settings.explain')}</p>
      <button
        type="button"
        className="app-button app-button--secondary app-button--small peppol-settings__action"
        disabled={isLoading}
        aria-busy={isLoading}
        data-testid="peppol-register"
        onClick={() => void start()}
      >
        {isLoading ? t('peppol.settings.registering') : t('peppol.settings.register')}
      </button>
      {failure === null ? null : (
        <p className="app-field__error" role="alert" data-testid="peppol-register-error">
          {failure}
        </p>
      )}
    </>
  );
}
