import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { addTranslations, i18n } from '@app/platform';
import en from '../locales/en/update.json' with { type: 'json' };
import nl from '../locales/nl/update.json' with { type: 'json' };
import './update-notice.css';

/** Its own namespace, so the first screen's JavaScript does not carry these texts. */
const namespace = 'shell-update';
addTranslations(namespace, { en, nl });

function UpdateNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation(namespace);
  return (
    <div className="update-notice" role="status" data-testid="update-notice">
      <span>{t('available')}</span>
      <button
        type="button"
        className="update-notice__reload"
        onClick={onReload}
        data-testid="update-reload"
      >
        {t('reload')}
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
