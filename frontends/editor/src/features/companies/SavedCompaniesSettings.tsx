import { useId } from 'react';
import { useEditorTranslation } from '../invoices/hooks';
import './saved-companies.css';

/**
 * The "Saved companies" group of the settings menu: what they are, and the button that opens
 * their dialog (SavedCompaniesDialog), where one is deleted. The dialog lives outside the
 * dropdown, which closes first.
 */
export function SavedCompaniesSettings({ onManage }: { onManage: () => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  return (
    <div className="settings-menu__group" role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="app-field__label">
        {t('companies.title')}
      </span>
      <p className="saved-companies__summary">{t('companies.summary')}</p>
      <button
        type="button"
        className="editor-link-button saved-companies__manage"
        data-testid="settings-companies"
        onClick={onManage}
      >
        {t('companies.manage')}
      </button>
    </div>
  );
}
