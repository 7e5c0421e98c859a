import { describe, expect, it } from '@jest/globals';
import { isStorableText, toStorableText } from './storable-text.js';

describe('storable text', () => {
  it.each([
    {
      scenario: 'plain text',
      text: 'Bakkerij de Vries',
      storable: true,
      shown: 'Bakkerij de Vries',
    },
    { scenario: 'empty text', text: '', storable: true, shown: '' },
    {
      scenario: 'an emoji (a surrogate pair)',
      text: 'taart 😀',
      storable: true,
      shown: 'taart 😀',
    },
    { scenario: 'two emoji in a row', text: '😀😀', storable: true, shown: '😀😀' },
    {
      scenario: 'other control characters',
      text: 'a\tb\u0001\u007f',
      storable: true,
      shown: 'a\tb\u0001\u007f',
    },
    { scenario: 'U+FFFD itself', text: '\ufffd', storable: true, shown: '\ufffd' },
    { scenario: 'a NUL', text: 'a\u0000b', storable: false, shown: 'a\ufffdb' },
    { scenario: 'only a NUL', text: '\u0000', storable: false, shown: '\ufffd' },
    {
      scenario: 'a lone high surrogate at the end',
      text: 'ab\ud800',
      storable: false,
      shown: 'ab\ufffd',
    },
    {
      scenario: 'a lone high surrogate before text',
      text: '\ud83dx',
      storable: false,
      shown: '\ufffdx',
    },
    { scenario: 'a lone low surrogate', text: '\udc00ab', storable: false, shown: '\ufffdab' },
    {
      scenario: 'a pair in the wrong order',
      text: '\ude00\ud83d',
      storable: false,
      shown: '\ufffd\ufffd',
    },
    { scenario: 'two high halves', text: '\ud83d\ud83d\ude00', storable: false, shown: '\ufffd😀' },
    {
      scenario: 'a cut emoji after a whole one',
      text: '😀\ud83d',
      storable: false,
      shown: '😀\ufffd',
    },
  ])('$scenario', ({ text, storable, shown }) => {
    expect(isStorableText(text)).toBe(storable);
    expect(toStorableText(text)).toBe(shown);
  });
});
