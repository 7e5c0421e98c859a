import { useEffect } from 'react';
import { setLanguage, useLanguage } from '@app/platform';

/**
 * Keeps i18next, `<html lang>` and the web app manifest (one per language, docs/offline.md) in
 * step with the URL's language prefix.
 */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    document
      .querySelector('link[rel="manifest"]')
      ?.setAttribute('href', `/manifest.${language}.webmanifest`);
    void setLanguage(language);
  }, [language]);
}
