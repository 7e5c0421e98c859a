import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@app/platform';
import { registerTexts } from '../../i18n';
import en from '../../locales/en/legal.json' with { type: 'json' };
import nl from '../../locales/nl/legal.json' with { type: 'json' };
import { PublicPage } from '../../shared/PublicPage';

const ns = registerTexts('legal', { en, nl });

export type LegalSection = {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
};

export type LegalPageProps = {
  readonly page: 'privacy' | 'terms';
  readonly sections: readonly LegalSection[];
};

const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * Privacy policy and terms (spec §2): English only, a table of contents with smooth scrolling
 * (the shell's `scroll-behavior`), 'Last updated May 29, 2025'. On a phone every section folds
 * under its heading; a contents link opens the section it leads to.
 */
export function LegalPage({ page, sections }: LegalPageProps) {
  const { t } = useTranslation(ns);
  const language = useLanguage();
  const mobile = useSyncExternalStore(subscribe, isMobile, () => false);
  const [openSections, setOpenSections] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenSections((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const openFromContents = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!mobile || openSections.has(id)) return;
    event.preventDefault();
    setOpenSections((current) => new Set(current).add(id));
    requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
      history.replaceState(history.state, '', `#${id}`);
    });
  };
  const englishOnly = t('englishOnly');
  return (
    <PublicPage page={page} className="pp-legal">
      <p className="pp-legal__updated" data-testid="last-updated">
        {t('lastUpdated')}
      </p>
      {language === 'en' || englishOnly === '' ? null : (
        <p className="pp-note" data-testid="english-only-note">
          {englishOnly}
        </p>
      )}
      <div className="pp-legal__layout" lang="en" data-testid="legal-content">
        <nav className="pp-legal__toc" aria-labelledby="legal-contents">
          <h2 id="legal-contents" lang={language}>
            {t('contents')}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => openFromContents(event, section.id)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="pp-legal__sections">
          {sections.map((section) => {
            const expanded = !mobile || openSections.has(section.id);
            return (
              <section
                key={section.id}
                id={section.id}
                className="pp-legal__section"
                aria-labelledby={`${section.id}-title`}
                data-section={section.id}
              >
                <h2 id={`${section.id}-title`}>
                  {mobile ? (
                    <button
                      type="button"
                      className="pp-legal__toggle"
                      aria-expanded={expanded}
                      aria-controls={`${section.id}-body`}
                      onClick={() => toggle(section.id)}
                    >
                      {section.title}
                      <span className="pp-faq__chevron" aria-hidden="true" />
                    </button>
                  ) : (
                    section.title
                  )}
                </h2>
                <div id={`${section.id}-body`} hidden={!expanded}>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      </div>
    </PublicPage>
  );
}
