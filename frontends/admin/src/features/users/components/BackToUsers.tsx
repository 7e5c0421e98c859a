import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { namespace } from '../../../i18n';
import { adminPaths } from '../../../admin-paths';

export function BackToUsers() {
  const { t } = useTranslation(namespace);
  return (
    <p>
      <Link to={adminPaths.users()}>← {t('common.backToUsers')}</Link>
    </p>
  );
}
