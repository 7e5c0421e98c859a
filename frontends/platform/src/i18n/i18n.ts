import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '@app/contracts/routing';
import en from '../locales/en/platform.json' with { type: 'json' };
import nl from '../locales/nl/platform.json' with { type: 'json' };

/** One app's texts: `locales/<language>/<app>.json` for every language. */
export type Translations = Readonly<Record<Language, Readonly<Record<string, unknown>>>>;

/**
 * The single i18next instance of the page. `platform` is a federation singleton, so the shell and
 * every remote translate with this instance; each app adds its own namespace to it.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: [],
  resources: {},
  // Texts are bundled, so initialising synchronously lets the first render use them.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Adds (or replaces) an app's namespace, e.g. `addTranslations('shell', { en, nl })`. */
export function addTranslations(namespace: string, translations: Translations): void {
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

/** Switches the interface language; the shell calls it whenever the URL prefix changes. */
export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
}

addTranslations('platform', { en, nl });
