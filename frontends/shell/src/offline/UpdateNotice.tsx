import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@app/platform';
import { namespace } from '../i18n';
import './update-notice.css';

function UpdateNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation(namespace);
  return (
    <div className="update-notice" role="status" data-testid="update-notice">
      <span>{t('update.available')}</span>
      <button
        type="button"
        className="update-notice__reload"
        onClick={onReload}
        data-testid="update-reload"
      >
        {t('update.reload')}
      </button>
    </div>
  );
}

let shown = false;

/** Shows the "new version available" bar once, in a root of its own beside the app's. */
export function showUpdateNotice(onReload: () => void): void {
  if (shown) return;
  shown = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <UpdateNotice onReload={onReload} />
    </I18nextProvider>,
  );
}
