import type { ReactNode } from 'react';
import { useInBrowser } from '@app/platform/light';
import { languages, type Language } from '@app/contracts/routing';
import type { Translate } from './status-texts';

export type StatusFrameProps = {
  readonly page: 'invoiceStatus' | 'pay';
  readonly language: Language;
  readonly onLanguage: (language: Language) => void;
  readonly t: Translate;
  readonly children: ReactNode;
};

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands' };

/**
 * The customer's pages: their own language choice above the content. Their styles are imported
 * where the shell renders them and inlined in the light entry's pre-rendered page.
 */
export function StatusFrame({ page, language, onLanguage, t, children }: StatusFrameProps) {
  // Marks the page once the browser rendered it (as PublicPage does), for tests and styles; the
  // template has neither marker.
  const ready = useInBrowser();
  return (
    <article
      className="pp-page pp-status"
      data-remote={ready ? 'publicPages' : undefined}
      data-page={page}
      data-ready={ready ? 'true' : undefined}
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
