import { describe, expect, it } from '@jest/globals';
import { diffLocaleKeys, flattenKeys, unsortedKeys } from './locale-keys';

describe('flattenKeys', () => {
  it('joins nested keys with dots', () => {
    expect(flattenKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } })).toEqual(['a', 'b.c', 'b.d.e']);
  });
});

describe('diffLocaleKeys', () => {
  const en = {
    path: 'shell/src/locales/en/shell.json',
    content: { header: { pricing: 'Pricing', features: 'Features' } },
  };

  it('reports nothing when both languages have the same keys', () => {
    const nl = {
      path: 'shell/src/locales/nl/shell.json',
      content: { header: { features: 'Functies', pricing: 'Prijzen' } },
    };
    expect(diffLocaleKeys('shell', en, nl)).toEqual([]);
  });

  it('names the app, file and key that one language lacks, in both directions', () => {
    const nl = {
      path: 'shell/src/locales/nl/shell.json',
      content: { header: { features: 'Functies', contact: 'Contact' } },
    };
    expect(diffLocaleKeys('shell', en, nl)).toEqual([
      'shell: shell/src/locales/nl/shell.json lacks "header.pricing" (present in shell/src/locales/en/shell.json)',
      'shell: shell/src/locales/en/shell.json lacks "header.contact" (present in shell/src/locales/nl/shell.json)',
    ]);
  });

  it('treats a missing file as having no keys', () => {
    expect(
      diffLocaleKeys('shell', en, {
        path: 'shell/src/locales/nl/shell.json (missing)',
        content: {},
      }),
    ).toHaveLength(2);
  });
});

describe('unsortedKeys', () => {
  it('names the object whose keys are out of order', () => {
    const file = { path: 'x.json', content: { a: { d: '1', c: '2' }, b: 'ok' } };
    expect(unsortedKeys(file)).toEqual(['x.json: keys of "a" are not sorted']);
  });
});
