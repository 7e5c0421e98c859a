import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@app/platform';
import { namespace } from '../i18n';

/** The public feedback board (an external site, opened in a new tab). */
export const FEEDBACK_BOARD_URL = 'https://feedback.invoicing.nl/';

type FooterColumn = {
  readonly id: string;
  readonly heading: string;
  readonly links: ReadonlyArray<readonly [path: string, label: string]>;
};

const columns: readonly FooterColumn[] = [
  {
    id: 'about',
    heading: 'footer.about',
    links: [
      ['/features', 'footer.features'],
      ['/pricing', 'footer.pricing'],
      ['/contact', 'footer.contact'],
    ],
  },
  { id: 'resources', heading: 'footer.resources', links: [['/faq', 'footer.faq']] },
  {
    id: 'account',
    heading: 'footer.account',
    links: [
      ['/privacy', 'footer.privacy'],
      ['/terms', 'footer.terms'],
    ],
  },
];

/** Footer columns (spec §2): about, resources, account and support with the feedback board. */
export function Footer() {
  const { t } = useTranslation(namespace);
  const localized = useLocalizedPath();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <nav aria-label={t('footer.navigation')} className="site-footer__columns">
        {columns.map((column) => (
          <section
            key={column.id}
            className="site-footer__column"
            data-testid={`footer-${column.id}`}
          >
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
        <section className="site-footer__column" data-testid="footer-support">
          <h2>{t('footer.support')}</h2>
          <ul>
            <li>
              <a href={FEEDBACK_BOARD_URL} target="_blank" rel="noopener noreferrer">
                {t('footer.feedback')}
                <span className="app-visually-hidden"> {t('footer.newTab')}</span>
              </a>
            </li>
          </ul>
        </section>
      </nav>
      <p className="site-footer__brand">
        © 2025 {t('appName', { ns: 'platform' })} · {t('footer.madeIn')}
      </p>
    </footer>
  );
}
