import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DUTCH_BANNED_WORDS, DUTCH_WORDING_EXCEPTIONS } from './dutch-glossary';
import { bannedWordsIn, localeValues, wholeWord, type LocaleValue } from './dutch-wording';

/**
 * The Dutch texts follow docs/glossary-nl.md: one term per concept, and one voice per reader:
 * `je` for the freelancer, who uses the app; `u` for their customer, who reads the invoice's
 * status and pay pages and the default e-mail message the freelancer sends.
 */
const frontendsDir = fileURLToPath(new URL('../../..', import.meta.url));

function dutchValues(): LocaleValue[] {
  return readdirSync(frontendsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${entry.name}/src/locales/nl`)
    .filter((dir) => existsSync(join(frontendsDir, dir)))
    .flatMap((dir) =>
      readdirSync(join(frontendsDir, dir))
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) =>
          localeValues(
            `${dir}/${name}`,
            JSON.parse(readFileSync(join(frontendsDir, dir, name), 'utf8')) as unknown,
          ),
        ),
    );
}

function manifestValues(): LocaleValue[] {
  const file = 'shell/public/manifest.nl.webmanifest';
  const { name, short_name, description } = JSON.parse(
    readFileSync(join(frontendsDir, file), 'utf8'),
  ) as Record<string, string>;
  return localeValues(file, { description, name, short_name });
}

/** What the freelancer's customer reads: the public status and pay pages, the default message. */
const forTheCustomer = (value: LocaleValue): boolean =>
  value.file === 'public-pages/src/locales/nl/invoice-status.json' ||
  (value.file === 'editor/src/locales/nl/editor.json' &&
    value.key.startsWith('email.defaultMessage'));

const using = (words: readonly string[], values: readonly LocaleValue[]): string[] =>
  values
    .filter((value) => words.some((word) => wholeWord(word).test(value.text)))
    .map((value) => `${value.file} ${value.key}: ${value.text}`);

const values = [...dutchValues(), ...manifestValues()];

describe('the Dutch texts', () => {
  it('are read from every app, the status page and the manifest', () => {
    const files = new Set(values.map((value) => value.file));
    expect([...files]).toEqual(
      expect.arrayContaining([
        'editor/src/locales/nl/editor.json',
        'admin/src/locales/nl/admin.json',
        'platform/src/locales/nl/platform.json',
        'shell/src/locales/nl/shell.json',
        'public-pages/src/locales/nl/invoice-status.json',
        'shell/public/manifest.nl.webmanifest',
      ]),
    );
    expect(values.filter(forTheCustomer).length).toBeGreaterThan(30);
  });

  it('use one term per concept: no banned synonym from the glossary', () => {
    expect(bannedWordsIn(values, DUTCH_BANNED_WORDS, DUTCH_WORDING_EXCEPTIONS)).toEqual([]);
  });

  it('address the customer as u, never as je', () => {
    const familiar = ['je', 'jij', 'jou', 'jouw', 'jullie', 'jezelf'];
    expect(using(familiar, values.filter(forTheCustomer))).toEqual([]);
  });

  it('address the freelancer as je, never as u', () => {
    const formal = ['u', 'uw', 'uzelf'];
    expect(
      using(
        formal,
        values.filter((value) => !forTheCustomer(value)),
      ),
    ).toEqual([]);
  });

  it('write an ellipsis as one character and an apostrophe as a straight one', () => {
    const typography = values
      .filter((value) => value.text.includes('...') || /\p{L}’\p{L}/u.test(value.text))
      .map((value) => `${value.file} ${value.key}: ${value.text}`);
    expect(typography).toEqual([]);
  });
});
