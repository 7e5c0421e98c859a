import { languageOfPath, stripLanguagePrefix, type Language } from './languages.js';

/**
 * The application's route table (spec §2). Patterns use react-router syntax: `:name` matches one
 * non-empty segment, a trailing `/*` matches the rest of the path (including nothing).
 */
export type RouteId =
  | 'home'
  | 'features'
  | 'pricing'
  | 'contact'
  | 'faq'
  | 'privacy'
  | 'terms'
  | 'invoiceStatus'
  | 'pay'
  | 'received'
  | 'reports'
  | 'admin';

export type AppRoute = {
  readonly id: RouteId;
  readonly pattern: string;
  /** Served under every language prefix as well (`/nl/features`); otherwise only unprefixed. */
  readonly localized: boolean;
};

export const appRoutes: readonly AppRoute[] = [
  { id: 'home', pattern: '/', localized: true },
  { id: 'features', pattern: '/features', localized: true },
  { id: 'pricing', pattern: '/pricing', localized: true },
  { id: 'contact', pattern: '/contact', localized: true },
  { id: 'faq', pattern: '/faq', localized: true },
  { id: 'privacy', pattern: '/privacy', localized: true },
  { id: 'terms', pattern: '/terms', localized: true },
  { id: 'invoiceStatus', pattern: '/invoice-status/:id', localized: false },
  { id: 'pay', pattern: '/invoice/:id', localized: false },
  // The signed-in user's received e-invoices: the list, and one at `/received/<id>`.
  { id: 'received', pattern: '/received/*', localized: true },
  // Closing the quarter: reports, the VAT return's figures, bank statements, the accountant's export.
  { id: 'reports', pattern: '/reports/*', localized: true },
  { id: 'admin', pattern: '/admin/*', localized: false },
];

export type AdminRouteId =
  | 'users'
  | 'emailQueue'
  | 'peppolDeliveries'
  | 'userInvoices'
  | 'userInvoice'
  | 'userCompanies'
  | 'userSettings'
  | 'userSchedules'
  | 'invoice';

export type AdminRoute = {
  readonly id: AdminRouteId;
  readonly pattern: string;
};

/**
 * The pages the admin remote renders under `/admin/*` (spec §2 "Admin routes"). They are listed
 * here, not left to the remote, so that an unknown `/admin/...` path answers 404 like any other.
 */
export const adminRoutes: readonly AdminRoute[] = [
  { id: 'users', pattern: '/admin' },
  { id: 'emailQueue', pattern: '/admin/email-queue' },
  { id: 'peppolDeliveries', pattern: '/admin/peppol-deliveries' },
  { id: 'userInvoices', pattern: '/admin/user/:uid/invoices' },
  { id: 'userInvoice', pattern: '/admin/user/:uid/invoice/:invoiceId' },
  { id: 'userCompanies', pattern: '/admin/user/:uid/companies' },
  { id: 'userSettings', pattern: '/admin/user/:uid/settings' },
  { id: 'userSchedules', pattern: '/admin/user/:uid/schedules' },
  { id: 'invoice', pattern: '/admin/invoice/:invoiceId' },
];

export type RouteParams = Readonly<Record<string, string>>;

export type RouteMatch = {
  readonly route: AppRoute;
  readonly language: Language;
  readonly params: RouteParams;
};

function segmentsOf(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) {
    return null;
  }
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches a pathname (no query, no hash) against one pattern, case-sensitively; a single trailing
 * slash is ignored, like react-router does. Returns the decoded params, or null.
 */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (wanted === null || actual === null || actual.includes('')) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    if (part === '*' && index === wanted.length - 1) {
      params['*'] = actual.slice(index).join('/');
      return params;
    }
    const segment = actual[index];
    if (segment === undefined) {
      return null;
    }
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === null) {
        return null;
      }
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return actual.length === wanted.length ? params : null;
}

/** The route a pathname belongs to, with its language and params; null for an unknown path. */
export function matchAppRoute(pathname: string): RouteMatch | null {
  const language = languageOfPath(pathname);
  const unprefixed = stripLanguagePrefix(pathname);
  const prefixed = unprefixed !== pathname;
  for (const route of appRoutes) {
    if (prefixed && !route.localized) {
      continue;
    }
    const params = matchPattern(route.pattern, unprefixed);
    if (params !== null) {
      return { route, language, params };
    }
  }
  return null;
}

export function matchAdminRoute(
  pathname: string,
): { route: AdminRoute; params: RouteParams } | null {
  for (const route of adminRoutes) {
    const params = matchPattern(route.pattern, pathname);
    if (params !== null) {
      return { route, params };
    }
  }
  return null;
}

/**
 * Whether the application has a page at this pathname. The backend answers HTTP 404 (and the
 * shell shows its not-found page) for every other path. Admin paths must match an admin page.
 */
export function isKnownAppPath(pathname: string): boolean {
  const match = matchAppRoute(pathname);
  if (match === null) {
    return false;
  }
  return match.route.id !== 'admin' || matchAdminRoute(pathname) !== null;
}

/** Fills a pattern's `:name` segments, URL-encoding the values: `/invoice-status/:id` -> `/invoice-status/a%2Fb`. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`buildPath: missing value for :${name} in ${pattern}`);
    }
    return encodeURIComponent(value);
  });
}
