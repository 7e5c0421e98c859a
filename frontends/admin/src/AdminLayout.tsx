import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { PageHead } from '@app/platform';
import { namespace } from './i18n';
import './admin.css';

/** The frame of every admin page: title, heading and the in-app admin navigation. */
export function AdminLayout() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <PageHead title={t('title')} noindex />
      <h1>{t('title')}</h1>
      <nav aria-label={t('nav.label')}>
        <Link to="/admin">{t('nav.users')}</Link> ·{' '}
        <Link to="/admin/email-queue">{t('nav.emailQueue')}</Link> ·{' '}
        <Link to="/admin/peppol-deliveries">{t('nav.peppolDeliveries')}</Link>
      </nav>
      <Outlet />
    </>
  );
}
