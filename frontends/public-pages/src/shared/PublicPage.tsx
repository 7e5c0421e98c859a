import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead, useInBrowser } from '@app/platform';
import { namespace } from '../i18n';
import '../styles/public-pages.css';

export type PublicPageId = 'features' | 'pricing' | 'contact' | 'faq' | 'privacy' | 'terms';

export type PublicPageProps = {
  readonly page: PublicPageId;
  /** Shown under the heading. */
  readonly lead?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
};

/** A public page: its title and description in `<head>`, its heading, lead and content. */
export function PublicPage({ page, lead, children, className }: PublicPageProps) {
  const { t } = useTranslation(namespace);
  // False while pre-rendering and hydrating, true once the browser has rendered the page.
  const ready = useInBrowser();
  return (
    <article
      className={`pp-page pp-page--${page}${className === undefined ? '' : ` ${className}`}`}
      // Marks what the remote rendered in the browser; the pre-rendered HTML has neither marker.
      data-remote={ready ? 'publicPages' : undefined}
      data-page={page}
      data-ready={ready ? 'true' : undefined}
    >
      <PageHead title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
      <header className="pp-hero">
        <h1>{t(`pages.${page}.heading`)}</h1>
        {lead === undefined ? null : <p className="pp-lead">{lead}</p>}
      </header>
      {children}
    </article>
  );
}
