import { useEffect } from 'react';
import { setLanguage, useLanguage } from '@app/platform';

/** Keeps i18next and `<html lang>` in step with the URL's language prefix. */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    void setLanguage(language);
  }, [language]);
}
