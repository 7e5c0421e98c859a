import { describe, expect, it } from '@jest/globals';
import type { Language } from './languages.js';
import { isLocalizablePath, localizePath, switchLanguage } from './localize.js';

describe('localizePath', () => {
  it.each<[string, Language, string]>([
    ['/', 'nl', '/nl'],
    ['/features', 'nl', '/nl/features'],
    ['/pricing?x=1#free', 'nl', '/nl/pricing?x=1#free'],
    ['/?x=1', 'nl', '/nl?x=1'],
    ['/nl/features', 'nl', '/nl/features'],
    ['/nl', 'nl', '/nl'],
    ['/features', 'en', '/features'],
    ['/', 'en', '/'],
    // The default language never adds or removes anything (spec §2).
    ['/nl/features', 'en', '/nl/features'],
    // Pages that only exist unprefixed keep their path, so the link does not lead to a 404.
    ['/invoice-status/abc', 'nl', '/invoice-status/abc'],
    ['/invoice/abc', 'nl', '/invoice/abc'],
    ['/admin', 'nl', '/admin'],
    ['/admin/email-queue', 'nl', '/admin/email-queue'],
    // Not app paths.
    ['https://example.com/features', 'nl', 'https://example.com/features'],
    ['//example.com/features', 'nl', '//example.com/features'],
    ['features', 'nl', 'features'],
  ])('localizes %s in %s as %s', (href, language, expected) => {
    expect(localizePath(href, language)).toBe(expected);
  });
});

describe('switchLanguage', () => {
  it.each<[string, string, string, Language, string]>([
    ['/pricing', '?x=1', '#free', 'nl', '/nl/pricing?x=1#free'],
    ['/nl/pricing', '?x=1', '#free', 'en', '/pricing?x=1#free'],
    ['/', '', '', 'nl', '/nl'],
    ['/nl', '', '', 'en', '/'],
    ['/nl/', '', '', 'en', '/'],
    ['/nl', '?a=b', '', 'en', '/?a=b'],
    ['/', '', '#top', 'nl', '/nl#top'],
    ['/features', 'x=1', 'free', 'nl', '/nl/features?x=1#free'],
    ['/features', '?', '#', 'nl', '/nl/features'],
    ['/nl/features', '', '', 'nl', '/nl/features'],
    ['/features', '', '', 'en', '/features'],
    ['/invoice-status/abc', '?lang=1', '', 'nl', '/invoice-status/abc?lang=1'],
    ['/admin/user/u1/invoices', '', '', 'nl', '/admin/user/u1/invoices'],
    // A not-found page switches too, so its message can be read in the other language.
    ['/does-not-exist', '', '', 'nl', '/nl/does-not-exist'],
    ['/nl/does-not-exist', '', '', 'en', '/does-not-exist'],
  ])('switches %s%s%s to %s as %s', (pathname, search, hash, language, expected) => {
    expect(switchLanguage(pathname, search, hash, language)).toBe(expected);
  });

  it('round-trips a page between the languages', () => {
    const dutch = switchLanguage('/faq', '?q=vat', '#billing', 'nl');
    const url = new URL(dutch, 'http://app.test');
    expect(switchLanguage(url.pathname, url.search, url.hash, 'en')).toBe('/faq?q=vat#billing');
  });
});

describe('isLocalizablePath', () => {
  it.each([
    ['/', true],
    ['/terms', true],
    ['/nl/terms', true],
    ['/unknown', true],
    ['/invoice-status/1', false],
    ['/invoice/1', false],
    ['/admin', false],
  ])('says %s is localizable: %s', (pathname, expected) => {
    expect(isLocalizablePath(pathname)).toBe(expected);
  });
});
