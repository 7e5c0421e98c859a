import { useEffect } from 'react';
import { useLanguage } from '@app/platform';
import { useAppStore } from '../../store';
import { startEditorPersistence } from './persistence';

/**
 * Loads the browser's invoices and settings into the store and keeps them stored while the page
 * is open. The interface language only matters for a first visit (it picks both languages).
 */
export function useEditorPersistence(): void {
  const store = useAppStore();
  const language = useLanguage();
  useEffect(
    () => startEditorPersistence(store, language),
    // The language is read once, at start; switching it is a page load anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store],
  );
}
