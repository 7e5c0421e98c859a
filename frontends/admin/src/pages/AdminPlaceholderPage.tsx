import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminRouteId } from '@app/contracts/routing';
import { namespace } from '../i18n';

export type AdminPlaceholderPageProps = {
  readonly page: AdminRouteId;
};

/** Stands in for an admin page (spec §2 "Admin routes") until it is built. */
export function AdminPlaceholderPage({ page }: AdminPlaceholderPageProps) {
  const { t } = useTranslation(namespace);
  const params = useParams();
  return (
    <section data-admin-page={page}>
      <h2>{t(`pages.${page}`, params)}</h2>
      <p>{t('placeholder')}</p>
    </section>
  );
}
