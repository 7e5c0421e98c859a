import { describe, expect, it } from '@jest/globals';
import { translator } from './translator';

const texts = {
  en: { heading: 'Invoice {{number}}', pay: { button: 'Pay now' }, onlyEnglish: 'Only English' },
  nl: { heading: 'Factuur {{ number }}', pay: { button: 'Nu betalen' } },
};

describe('translator, the texts of a page that runs without i18next', () => {
  it('reads nested keys in the language and fills in placeholders', () => {
    const t = translator(texts, 'nl');
    expect(t('pay.button')).toBe('Nu betalen');
    expect(t('heading', { number: 'INV-1' })).toBe('Factuur INV-1');
  });

  it('falls back to English key by key, then to the key, as i18next does', () => {
    const t = translator(texts, 'nl');
    expect(t('onlyEnglish')).toBe('Only English');
    expect(t('pay.missing')).toBe('pay.missing');
    // A branch is no text.
    expect(t('pay')).toBe('pay');
  });

  it('leaves a placeholder without a value as written, and never escapes', () => {
    const t = translator(texts, 'en');
    expect(t('heading')).toBe('Invoice {{number}}');
    expect(t('heading', { number: '<b>&' })).toBe('Invoice <b>&');
  });
});
