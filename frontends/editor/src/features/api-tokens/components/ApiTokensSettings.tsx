import { useId } from 'react';
import { useEditorTranslation } from '../../invoices/hooks';
import './api-tokens.css';

/**
 * The "API tokens" group of the settings menu: what tokens are for, and the button that opens
 * their dialog (ApiTokensDialog). The dialog lives outside the dropdown, which closes first.
 */
export function ApiTokensSettings({ onManage }: { onManage: () => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  return (
    <div className="settings-menu__group" role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="app-field__label">
        {t('apiTokens.title')}
      </span>
      <p className="api-tokens__summary">{t('apiTokens.summary')}</p>
      <button
        type="button"
        className="editor-link-button api-tokens__manage"
        data-testid="settings-api-tokens"
        onClick={onManage}
      >
        {t('apiTokens.manage')}
      </button>
    </div>
  );
}
