import { describe, expect, it } from '@jest/globals';
import { bannedWordsIn, localeValues, wholeWord } from './dutch-wording';

describe('wholeWord', () => {
  it.each([
    ['open', 'Wat is nog open?', true],
    ['open', 'Open', true],
    ['open', 'De factuur openen', false],
    ['open', 'Openstaande facturen', false],
    ['open', 'Mollie-open', false],
    ['u', 'Heeft u betaald?', true],
    ['u', 'Uw betaling', false],
    ['je', "Je zzp'ers", true],
    ['je', 'jezelf', false],
    ["schema's", "Geen schema's.", true],
    ['huidig jaar', 'Het huidig jaar', true],
  ])('"%s" in "%s": %s', (word, text, found) => {
    expect(wholeWord(word).test(text)).toBe(found);
  });

  it('keeps the case when asked', () => {
    expect(wholeWord('PDF', true).test('Pdf downloaden')).toBe(false);
    expect(wholeWord('PDF', true).test('De PDF downloaden')).toBe(true);
  });
});

describe('bannedWordsIn', () => {
  const values = localeValues('editor/src/locales/nl/editor.json', {
    a: { b: 'Onbetaald' },
    c: 'Niets staat open',
    d: 'Openen',
  });
  const banned = [
    { word: 'onbetaald', use: 'openstaand' },
    { word: 'open', use: 'openstaand' },
  ];

  it('names the file, key, word and the term to use', () => {
    expect(bannedWordsIn(values, banned)).toEqual([
      'editor/src/locales/nl/editor.json a.b: "onbetaald" (use openstaand): Onbetaald',
      'editor/src/locales/nl/editor.json c: "open" (use openstaand): Niets staat open',
    ]);
  });

  it('allows a word where an exception names the file and key or key prefix', () => {
    const exception = (key: string) => ({
      file: 'editor/src/locales/nl/editor.json',
      key,
      word: 'onbetaald',
      reason: 'test',
    });
    expect(bannedWordsIn(values, banned, [exception('a.')])).toHaveLength(1);
    expect(bannedWordsIn(values, banned, [exception('a.b')])).toHaveLength(1);
    expect(bannedWordsIn(values, banned, [exception('')])).toHaveLength(1);
    expect(bannedWordsIn(values, banned, [exception('a.c')])).toHaveLength(2);
  });
});
