import { describe, expect, it } from '@jest/globals';
import { safeReturnPath, withReturnPathParam } from './return-path.js';

const origin = 'https://app.example';

/** Where a browser ends up when sent to this Location from a page of our origin. */
const landsOn = (location: string) => new URL(location, `${origin}/some/page`).origin;

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/nl/pricing', '/nl/pricing'],
    ['/invoice-status/INV-1?x=1#top', '/invoice-status/INV-1?x=1#top'],
    ['/a/../b', '/b'],
    ['/a//b', '/a//b'],
    ['/admin/user/u1/invoices?page=2', '/admin/user/u1/invoices?page=2'],
    ['/?next=//evil.example', '/?next=//evil.example'],
    ['/#//evil.example', '/#//evil.example'],
    ['/faq?q=a%20b', '/faq?q=a%20b'],
    ['/a b', '/a%20b'],
    ['/café', '/caf%C3%A9'],
    ['/search?q=100%', '/search?q=100%'],
  ])('keeps the own path %p as %p', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  // Known open-redirect bypasses: each must end on `/`, not on another origin.
  it.each([
    // Absolute and protocol-relative URLs.
    'https://evil.example',
    'http://evil.example/',
    'HTTPS://evil.example',
    'https:evil.example',
    'https:/evil.example',
    '//evil.example',
    '///evil.example',
    '////evil.example',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    // Percent-encoded slashes and backslashes, once and twice.
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5C/evil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%2525252F%2525252Fevil.example',
    // Tabs, newlines and other controls, which browsers drop, raw and encoded.
    '/\tevil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0d/evil.example',
    '/\u0000/evil.example',
    // Dot segments that collapse into a protocol-relative path.
    '/.//evil.example',
    '/.//evil.example/.//evil2.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/././/evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%252e%252e//evil.example',
    '/%2e%2e%2f/evil.example',
    '/%3F/..//evil.example',
    // Scripts and data.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript:alert(1)//\\evil.example',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // Unicode slashes: full-width, division, fraction, and their encodings.
    '/／evil.example',
    '／／evil.example',
    '/\u2215evil.example',
    '/\u2044evil.example',
    '/\ufe68evil.example',
    '/\uff3cevil.example',
    '/%EF%BC%8Fevil.example',
    '/%E2%88%95evil.example',
    '/%E2%81%84evil.example',
    // A full-width percent sign that normalises into an encoded slash.
    '/％2F％2Fevil.example',
    // Leading whitespace, which browsers trim.
    ' //evil.example',
    ' /x',
    '\t//evil.example',
    '\u00a0//evil.example',
    '\u3000//evil.example',
    // Relative or not a path at all.
    'evil.example/path',
    './/evil.example',
    '',
    undefined,
    null,
    42,
    ['/'],
    // Hosts the URL parser itself refuses.
    '//／evil.example',
    '//[::1',
  ])('refuses %p (answers /)', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('refuses a path longer than 2048 characters, before or after encoding', () => {
    expect(safeReturnPath(`/${'a'.repeat(2047)}`)).toHaveLength(2048);
    expect(safeReturnPath(`/${'a'.repeat(2048)}`)).toBe('/');
    expect(safeReturnPath(`/${'é'.repeat(400)}`)).toBe('/');
  });

  it.each([
    '/nl/pricing',
    '/a b?c d#e f',
    '/%2e%2e/x',
    '/x/%2e%2e/y?z',
    '/ü/ß?q=€',
    '/search?q=100%',
    '/%C0%AF',
  ])('answers a fixed point on our origin for %p', (value) => {
    const path = safeReturnPath(value);
    expect(safeReturnPath(path)).toBe(path);
    expect(landsOn(path)).toBe(origin);
    expect(path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  });
});

describe('withReturnPathParam', () => {
  it.each([
    ['/', '/?signInError=access-denied'],
    ['/nl/pricing#top', '/nl/pricing?signInError=access-denied#top'],
    ['/faq?q=vat', '/faq?q=vat&signInError=access-denied'],
    ['/faq?signInError=old&q=vat', '/faq?q=vat&signInError=access-denied'],
    ['/faq?q=a?b&&', '/faq?q=a?b&signInError=access-denied'],
    ['/faq?=x&%ZZ=1', '/faq?=x&%ZZ=1&signInError=access-denied'],
    ['/.//evil.example', '/?signInError=access-denied'],
    ['https://evil.example/x', '/?signInError=access-denied'],
  ])('sets the parameter on %p: %p', (value, expected) => {
    expect(withReturnPathParam(value, 'signInError', 'access-denied')).toBe(expected);
  });

  it('encodes the value', () => {
    expect(withReturnPathParam('/', 'e', 'a&b=/c')).toBe('/?e=a%26b%3D%2Fc');
  });
});
