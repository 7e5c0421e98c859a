import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useLocalizedPath } from '../i18n/useLanguage';
import { PageHead } from './PageHead';

/**
 * Shown for any path the app does not have (spec §2). It lives in platform, which the shell
 * bundles, so it works while every remote is down; the backend sends it with HTTP 404.
 */
export function NotFoundPage() {
  const { t } = useTranslation('platform', { i18n });
  const localized = useLocalizedPath();
  return (
    <section className="app-not-found" data-testid="not-found">
      <PageHead title={t('notFound.title')} noindex />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <p>
        <a href={localized('/')}>{t('notFound.home')}</a>
      </p>
    </section>
  );
}
