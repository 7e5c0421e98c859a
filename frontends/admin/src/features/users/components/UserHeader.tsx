import { useTranslation } from 'react-i18next';
import { useLanguage } from '@app/platform';
import type { AdminUserDto } from '../../../shared/api/adminApi.gen';
import { namespace } from '../../../i18n';
import { formatAdminDate } from '../../../shared/relative-time';

export type UserHeaderProps = { readonly user: AdminUserDto };

/** Who the page is about: e-mail, default company and since when. */
export function UserHeader({ user }: UserHeaderProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <dl className="admin-summary" data-testid="admin-user-header">
      <dt>{t('user.email')}</dt>
      <dd>{user.email}</dd>
      <dt>{t('user.defaultCompany')}</dt>
      <dd>{user.company === '' ? '-' : user.company}</dd>
      <dt>{t('user.joined')}</dt>
      <dd>{formatAdminDate(user.createdAt, language)}</dd>
    </dl>
  );
}
