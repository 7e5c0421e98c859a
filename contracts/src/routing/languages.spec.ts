import { describe, expect, it } from '@jest/globals';
import {
  hasLanguagePrefix,
  isLanguage,
  languageOfPath,
  languagePrefix,
  stripLanguagePrefix,
  withLanguagePrefix,
} from './languages.js';

describe('languageOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/features', 'en'],
    ['/nl', 'nl'],
    ['/nl/', 'nl'],
    ['/nl/features', 'nl'],
    ['/nl?x=1', 'nl'],
    ['/nl#top', 'nl'],
    ['/nlx', 'en'],
    ['/nl-be/features', 'en'],
    ['/features/nl', 'en'],
    ['/NL/features', 'en'],
  ])('reads %s as %s', (pathname, language) => {
    expect(languageOfPath(pathname)).toBe(language);
  });
});

describe('stripLanguagePrefix', () => {
  it.each([
    ['/nl', '/'],
    ['/nl/', '/'],
    ['/nl/pricing', '/pricing'],
    ['/nl/invoice-status/7', '/invoice-status/7'],
    ['/nl?x=1', '/?x=1'],
    ['/nl#free', '/#free'],
    ['/pricing', '/pricing'],
    ['/', '/'],
    ['/nlx', '/nlx'],
  ])('turns %s into %s', (pathname, expected) => {
    expect(stripLanguagePrefix(pathname)).toBe(expected);
  });
});

describe('withLanguagePrefix', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'nl', '/nl'],
    ['/features', 'en', '/features'],
    ['/features', 'nl', '/nl/features'],
    ['/invoice-status/:id', 'nl', '/nl/invoice-status/:id'],
  ] as const)('serves %s in %s at %s', (path, language, expected) => {
    expect(withLanguagePrefix(path, language)).toBe(expected);
  });
});

describe('language helpers', () => {
  it('gives the default language no prefix and Dutch /nl', () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('nl')).toBe('/nl');
  });

  it('recognises only the supported language codes', () => {
    expect(isLanguage('nl')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('detects a language prefix', () => {
    expect(hasLanguagePrefix('/nl/faq')).toBe(true);
    expect(hasLanguagePrefix('/faq')).toBe(false);
  });
});
