import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useInBrowser } from '@app/platform';
import { languages, type Language } from '@app/contracts/routing';
import '../../styles/public-pages.css';
import './invoice-status.css';

export type StatusFrameProps = {
  readonly page: 'invoiceStatus' | 'pay';
  readonly language: Language;
  readonly onLanguage: (language: Language) => void;
  readonly t: TFunction;
  readonly children: ReactNode;
};

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands' };

/** The customer's pages: their own language choice above the content. */
export function StatusFrame({ page, language, onLanguage, t, children }: StatusFrameProps) {
  // Marks the page once the browser rendered it (as PublicPage does), for tests and styles.
  const ready = useInBrowser();
  return (
    <article
      className="pp-page pp-status"
      data-remote={ready ? 'publicPages' : undefined}
      data-page={page}
      lang={language}
    >
      <div className="pp-status__language">
        <label htmlFor="status-language">{t('language')}</label>
        <select
          id="status-language"
          data-testid="status-language"
          value={language}
          onChange={(event) => onLanguage(event.target.value as Language)}
        >
          {languages.map((each) => (
            <option key={each} value={each}>
              {LANGUAGE_NAMES[each]}
            </option>
          ))}
        </select>
      </div>
      {children}
    </article>
  );
}
