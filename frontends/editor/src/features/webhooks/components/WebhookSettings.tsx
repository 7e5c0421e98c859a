import { useId } from 'react';
import { useEditorTranslation } from '../../invoices/hooks';
import './webhooks.css';

/**
 * The "Webhooks" group of the settings menu: what webhooks are for, and the button that opens
 * their dialog (WebhooksDialog). The dialog lives outside the dropdown, which closes first.
 */
export function WebhookSettings({ onManage }: { onManage: () => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  return (
    <div className="settings-menu__group" role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="app-field__label">
        {t('webhooks.title')}
      </span>
      <p className="webhooks__summary">{t('webhooks.summary')}</p>
      <button
        type="button"
        className="editor-link-button webhooks__manage"
        data-testid="settings-webhooks"
        onClick={onManage}
      >
        {t('webhooks.manage')}
      </button>
    </div>
  );
}
