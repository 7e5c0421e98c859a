import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@app/platform';
import { namespace } from '../i18n';

type FooterColumn = {
  readonly heading: string;
  readonly links: ReadonlyArray<readonly [path: string, label: string]>;
};

const columns: readonly FooterColumn[] = [
  {
    heading: 'footer.about',
    links: [
      ['/features', 'footer.features'],
      ['/pricing', 'footer.pricing'],
      ['/contact', 'footer.contact'],
    ],
  },
  { heading: 'footer.resources', links: [['/faq', 'footer.faq']] },
  {
    heading: 'footer.account',
    links: [
      ['/privacy', 'footer.privacy'],
      ['/terms', 'footer.terms'],
    ],
  },
];

/** A first, simple footer with the spec's about, resources and account columns. */
export function Footer() {
  const { t } = useTranslation(namespace);
  const localized = useLocalizedPath();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <nav aria-label={t('footer.navigation')}>
        {columns.map((column) => (
          <section key={column.heading} className="site-footer__column">
            <h2>{t(column.heading)}</h2>
            <ul>
              {column.links.map(([path, label]) => (
                <li key={path}>
                  <a href={localized(path)}>{t(label)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="site-footer__brand">{t('appName', { ns: 'platform' })}</p>
    </footer>
  );
}
