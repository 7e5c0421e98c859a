import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { namespace } from '../../../i18n';
import { adminPaths, type UserPage } from '../../../admin-paths';

export type UserLinksProps = {
  readonly uid: string;
  readonly pages: readonly UserPage[];
};

/** Links between the pages of one user; each page lists the others it offers. */
export function UserLinks({ uid, pages }: UserLinksProps) {
  const { t } = useTranslation(namespace);
  return (
    <nav className="admin-links" aria-label={t('user.links.label')}>
      {pages.map((page) => (
        <Link key={page} to={adminPaths.userPage(uid, page)} data-testid={`admin-link-${page}`}>
          {t(`user.links.${page}`)}
        </Link>
      ))}
    </nav>
  );
}
