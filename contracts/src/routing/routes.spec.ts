import { describe, expect, it } from '@jest/globals';
import {
  buildPath,
  isKnownAppPath,
  matchAdminRoute,
  matchAppRoute,
  matchPattern,
} from './routes.js';

describe('isKnownAppPath', () => {
  const publicPages = ['/', '/features', '/pricing', '/contact', '/faq', '/privacy', '/terms'];

  it.each(publicPages)('knows the public page %s and its Dutch version', (path) => {
    expect(isKnownAppPath(path)).toBe(true);
    expect(isKnownAppPath(path === '/' ? '/nl' : `/nl${path}`)).toBe(true);
  });

  it.each([
    '/nl/',
    '/features/',
    '/invoice-status/abc123',
    '/invoice/abc123',
    '/invoice-status/a%20b',
    '/admin',
    '/admin/',
    '/admin/email-queue',
    '/admin/peppol-deliveries',
    '/admin/user/u1/invoices',
    '/admin/user/u1/invoice/i9',
    '/admin/user/u1/companies',
    '/admin/user/u1/settings',
    '/admin/user/u1/schedules',
    '/admin/invoice/i9',
  ])('knows %s', (path) => {
    expect(isKnownAppPath(path)).toBe(true);
  });

  it.each([
    '/does-not-exist',
    '/featuresx',
    '/Features',
    '/features/more',
    '/features//',
    '/nl/nl/features',
    '/nl/invoice-status/abc',
    '/nl/invoice/abc',
    '/nl/admin',
    '/invoice-status',
    '/invoice-status/',
    '/invoice-status/a/b',
    '/invoice/',
    '/invoice-status/%E0%A4%A',
    '/admin/nope',
    '/admin/user/u1',
    '/admin/user/u1/invoices/extra',
    '/api/invoices',
    '/remotes/editor/remoteEntry.js',
    '',
    'features',
  ])('does not know %s', (path) => {
    expect(isKnownAppPath(path)).toBe(false);
  });
});

describe('matchAppRoute', () => {
  it.each([
    ['/', 'home', 'en', {}],
    ['/nl', 'home', 'nl', {}],
    ['/nl/features', 'features', 'nl', {}],
    ['/pricing', 'pricing', 'en', {}],
    ['/invoice-status/abc', 'invoiceStatus', 'en', { id: 'abc' }],
    ['/invoice/x%2Fy', 'pay', 'en', { id: 'x/y' }],
    ['/admin/user/u1/settings', 'admin', 'en', { '*': 'user/u1/settings' }],
    ['/admin', 'admin', 'en', { '*': '' }],
  ])('matches %s to %s in %s', (path, id, language, params) => {
    expect(matchAppRoute(path)).toEqual({
      route: expect.objectContaining({ id }),
      language,
      params,
    });
  });

  it('matches nothing for an unknown path', () => {
    expect(matchAppRoute('/nope')).toBeNull();
  });
});

describe('matchAdminRoute', () => {
  it('finds the admin page and its params', () => {
    expect(matchAdminRoute('/admin/user/u1/invoice/i2')).toEqual({
      route: { id: 'userInvoice', pattern: '/admin/user/:uid/invoice/:invoiceId' },
      params: { uid: 'u1', invoiceId: 'i2' },
    });
  });
});

describe('matchPattern', () => {
  it('treats a trailing splat as optional', () => {
    expect(matchPattern('/admin/*', '/admin')).toEqual({ '*': '' });
    expect(matchPattern('/admin/*', '/admin/a/b')).toEqual({ '*': 'a/b' });
  });

  it('rejects paths that do not start with a slash', () => {
    expect(matchPattern('/', 'x')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills and encodes params', () => {
    expect(buildPath('/invoice-status/:id', { id: 'a/b c' })).toBe('/invoice-status/a%2Fb%20c');
    expect(buildPath('/admin/user/:uid/invoice/:invoiceId', { uid: 'u1', invoiceId: 'i2' })).toBe(
      '/admin/user/u1/invoice/i2',
    );
  });

  it('refuses a missing param', () => {
    expect(() => buildPath('/invoice/:id')).toThrow('missing value for :id');
  });
});
