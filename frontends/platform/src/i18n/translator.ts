import { isRecord } from '@app/contracts/common';
import { defaultLanguage, type Language } from '@app/contracts/routing';
import type { Translations } from './i18n';

/** A namespace's text by its key, with `{{name}}` placeholders filled in. */
export type Translate = (key: string, values?: Readonly<Record<string, string>>) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(texts: unknown, key: string): string | undefined {
  let node = texts;
  for (const part of key.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * One namespace's texts in one language without i18next (15 KB gzipped), for a page that runs
 * without the shell (`@app/platform/light`). It reads the same JSON files as i18n.ts does, with
 * the same rules: nested keys, `{{name}}` placeholders, unescaped (React escapes), and English
 * for a key a language lacks (i18next's `fallbackLng`).
 */
export function translator(translations: Translations, language: Language): Translate {
  return (key, values = {}) => {
    const text =
      lookup(translations[language], key) ?? lookup(translations[defaultLanguage], key) ?? key;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => values[name] ?? placeholder);
  };
}
