import { useTranslation } from 'react-i18next';
import { PageHead } from '@app/platform';
import { namespace } from '../i18n';

/** Route `/` and `/nl`. A placeholder until the invoice editor and overview land. */
export function HomePage() {
  const { t } = useTranslation(namespace);
  return (
    <section data-remote="editor" data-page="home">
      <PageHead title={t('home.title')} description={t('home.description')} />
      <h1>{t('home.heading')}</h1>
      <p>{t('home.placeholder')}</p>
      <h2>{t('home.carouselTitle')}</h2>
    </section>
  );
}
