import { describe, expect, it } from '@jest/globals';
import { DOCUMENT_LABELS, documentLabel } from './labels.js';

describe('document labels', () => {
  it('has the same keys in English and Dutch, none of them empty', () => {
    expect(Object.keys(DOCUMENT_LABELS.nl).sort()).toEqual(Object.keys(DOCUMENT_LABELS.en).sort());
    for (const labels of Object.values(DOCUMENT_LABELS)) {
      Object.values(labels).forEach((text) => expect(text.trim()).not.toBe(''));
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(DOCUMENT_LABELS.en) as (keyof typeof DOCUMENT_LABELS.en)[]) {
      expect(placeholders(DOCUMENT_LABELS.nl[key])).toEqual(placeholders(DOCUMENT_LABELS.en[key]));
    }
  });

  it('fills placeholders literally, leaving unknown ones as they are', () => {
    expect(documentLabel('nl', 'pageOf', { page: 1, pages: 3 })).toBe('Pagina 1 van 3');
    expect(documentLabel('en', 'emailSubject', { number: '$& $1' })).toBe('Invoice $& $1');
    expect(documentLabel('en', 'emailSubject')).toBe('Invoice {number}');
  });
});
