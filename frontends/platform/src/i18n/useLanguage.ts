import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOfPath, localizePath, type Language } from '@app/contracts/routing';

/** The interface language, read from the URL prefix (`/nl/...` is Dutch, anything else English). */
export function useLanguage(): Language {
  const { pathname } = useLocation();
  return languageOfPath(pathname);
}

/** Returns a function that turns an app path into the href of that page in the current language. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
