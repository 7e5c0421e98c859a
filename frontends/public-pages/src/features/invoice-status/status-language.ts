import { useCallback, useState } from 'react';
import { isLanguage, type Language } from '@app/contracts/routing';

/** The status page's own language choice (spec §2), apart from the product's language. */
export const STATUS_LANGUAGE_KEY = 'invoice-status-language';

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(STATUS_LANGUAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    // Storage can be off (private mode, blocked cookies): the default still works.
    return 'en';
  }
}

/** The customer's language for the status and pay pages: stored, default English. */
export function useStatusLanguage(): [Language, (language: Language) => void] {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  const choose = useCallback((next: Language) => {
    setLanguage(next);
    try {
      window.localStorage.setItem(STATUS_LANGUAGE_KEY, next);
    } catch {
      // Not remembered; the choice holds for this visit.
    }
  }, []);
  return [language, choose];
}
