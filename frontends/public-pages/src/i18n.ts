import { addTranslations, type Translations } from '@app/platform';
import en from './locales/en/public-pages.json' with { type: 'json' };
import nl from './locales/nl/public-pages.json' with { type: 'json' };

/** The texts every page shares (titles, descriptions, headings). */
export const namespace = 'public-pages';

addTranslations(namespace, { en, nl });

/**
 * Registers one page's own texts (`locales/<lng>/<name>.json`) as the namespace
 * `public-pages-<name>`, so each page's chunk carries only its own texts.
 */
export function registerTexts(name: string, translations: Translations): string {
  const pageNamespace = `${namespace}-${name}`;
  addTranslations(pageNamespace, translations);
  return pageNamespace;
}
