/**
 * The Dutch wording rules of docs/glossary-nl.md in a form the locale tests can apply: one term
 * per concept (the glossary's banned synonyms) and one voice per reader (`je` for the
 * freelancer, `u` for their customer). Matching is on whole words: a banned "open" does not
 * catch "openen", "openstaand" or "Mollie-open".
 */
export type BannedWord = {
  /** The word or phrase that must not be used. */
  readonly word: string;
  /** What to write instead, for the failure message. */
  readonly use: string;
  /** For spellings ("PDF", "BTW") that are wrong only in this case. */
  readonly caseSensitive?: boolean;
};

export type WordingException = {
  /** `app/src/locales/nl/file.json` */
  readonly file: string;
  /** A key, a key prefix ending in '.', or '' for the whole file, that may use the word. */
  readonly key: string;
  readonly word: string;
  readonly reason: string;
};

/** A value of a locale file, named by its file and dotted key. */
export type LocaleValue = { readonly file: string; readonly key: string; readonly text: string };

const LETTER = "[\\p{L}\\p{N}'’-]";

export function wholeWord(word: string, caseSensitive = false): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!${LETTER})${escaped}(?!${LETTER})`, caseSensitive ? 'u' : 'iu');
}

const excepted = (value: LocaleValue, word: string, exceptions: readonly WordingException[]) =>
  exceptions.some(
    (exception) =>
      exception.file === value.file &&
      exception.word === word &&
      (exception.key === '' || exception.key.endsWith('.')
        ? value.key.startsWith(exception.key)
        : value.key === exception.key),
  );

/** One line per value that uses a banned word, naming the file, key, word and the term to use. */
export function bannedWordsIn(
  values: readonly LocaleValue[],
  banned: readonly BannedWord[],
  exceptions: readonly WordingException[] = [],
): string[] {
  return values.flatMap((value) =>
    banned
      .filter(({ word, caseSensitive }) => wholeWord(word, caseSensitive).test(value.text))
      .filter(({ word }) => !excepted(value, word, exceptions))
      .map(({ word, use }) => `${value.file} ${value.key}: "${word}" (use ${use}): ${value.text}`),
  );
}

/** Flattens a parsed locale file into its string values. */
export function localeValues(file: string, content: unknown, prefix = ''): LocaleValue[] {
  if (typeof content === 'string') return [{ file, key: prefix, text: content }];
  if (typeof content !== 'object' || content === null) return [];
  return Object.entries(content).flatMap(([key, child]) =>
    localeValues(file, child, prefix === '' ? key : `${prefix}.${key}`),
  );
}
