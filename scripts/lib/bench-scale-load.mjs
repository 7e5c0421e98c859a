// bench:scale's load: autocannon against one route, latencies at full precision, and the routes
// measured (the overview with every filter, a deep page by offset and by cursor, an invoice,
// the companies, the admin lists).
import autocannon from 'autocannon';
import { percentile } from './bench-support.mjs';

/**
 * The sweeps' light load: 2 connections, each route at this many requests a second, paced
 * (closed-loop connections would keep both cores busy and measure the machine, not the sweep).
 */
export const LIGHT = { connections: 2, rate: 50 };

/**
 * autocannon for `seconds`: req/s, p50 and p99 of the 2xx answers (ms, at full precision; its
 * histogram keeps whole ms), and how many answers were not a 2xx (or errors and timeouts).
 * `rate`: requests a second over all connections; unset, each connection sends as soon as it has
 * its answer.
 */
export async function load(url, token, connections, seconds, rate = undefined) {
  const latencies = [];
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    ...(rate === undefined ? {} : { overallRate: rate }),
  }).on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  return summary(latencies, result.duration || seconds, result);
}

function summary(latencies, seconds, result) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    bad: result.non2xx + result.errors + result.timeouts,
    statuses: result.statusCodeStats,
  };
}

/**
 * The light load (LIGHT) on each route in turn, `chunkSeconds` at a time, until `done()`;
 * latencies gathered per route over the whole time.
 */
export async function loadUntil(routes, token, done, { chunkSeconds = 3 } = {}) {
  const gathered = routes.map(() => ({ latencies: [], seconds: 0, non2xx: 0, errors: 0 }));
  while (!done()) {
    for (const [index, url] of routes.entries()) {
      const into = gathered[index];
      const result = await autocannon({
        url,
        connections: LIGHT.connections,
        overallRate: LIGHT.rate,
        duration: chunkSeconds,
        headers: { authorization: `Bearer ${token}` },
      }).on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) into.latencies.push(responseTime);
      });
      into.seconds += result.duration || chunkSeconds;
      into.non2xx += result.non2xx;
      into.errors += result.errors + result.timeouts;
      if (done()) break;
    }
  }
  return gathered.map(({ latencies, seconds, non2xx, errors }) =>
    summary(latencies, Math.max(seconds, 1e-9), { non2xx, errors, timeouts: 0 }),
  );
}

/** One GET; throws with the answer when it is not a 200. */
export async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `GET ${new URL(url).pathname}${new URL(url).search} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return JSON.parse(text);
}

/**
 * The routes measured: [{ name, path, as: 'user' | 'admin' }, or { name, skip } for a row that
 * cannot be measured]. `cursor` is followCursor's answer; `deepPage` a page number far down.
 */
export function scenarios(sample, cursor, deepPage) {
  const year = sample.year;
  return [
    { name: 'overview page 1', as: 'user', path: '/api/invoices?limit=50' },
    {
      name: `overview page ${deepPage}`,
      as: 'user',
      path: `/api/invoices?limit=50&page=${deepPage}`,
    },
    cursor.path
      ? { name: `overview cursor +${cursor.hops}`, as: 'user', path: cursor.path }
      : { name: 'overview by cursor', as: 'user', skip: cursor.note },
    { name: 'status=saved', as: 'user', path: '/api/invoices?limit=50&status=saved' },
    { name: 'status=sent', as: 'user', path: '/api/invoices?limit=50&status=sent' },
    { name: 'filter=paid', as: 'user', path: '/api/invoices?limit=50&filter=paid' },
    { name: 'filter=unpaid', as: 'user', path: '/api/invoices?limit=50&filter=unpaid' },
    { name: 'filter=overdue', as: 'user', path: '/api/invoices?limit=50&filter=overdue' },
    {
      name: 'filter=overdue_reminded',
      as: 'user',
      path: '/api/invoices?limit=50&filter=overdue_reminded',
    },
    {
      name: `period=month-${sample.month}`,
      as: 'user',
      path: `/api/invoices?limit=50&period=month-${sample.month}`,
    },
    {
      name: `period=custom ${year}`,
      as: 'user',
      path: `/api/invoices?limit=50&period=custom-${year}-01-01-${year}-12-31`,
    },
    { name: 'period=planned', as: 'user', path: '/api/invoices?limit=50&period=planned' },
    { name: 'invoice by id', as: 'user', path: `/api/invoices/${sample.invoiceId}` },
    { name: 'companies page 1', as: 'user', path: '/api/companies' },
    { name: 'companies query=bakker', as: 'user', path: '/api/companies?query=bakker' },
    { name: 'admin users page 1', as: 'admin', path: '/api/admin/users' },
    { name: 'admin users query=jansen', as: 'admin', path: '/api/admin/users?query=jansen' },
    { name: 'admin e-mail queue', as: 'admin', path: '/api/admin/email-queue' },
  ];
}

/** Follows the overview's nextCursor `hops` times from page 1: the path of the page reached. */
export async function followCursor(baseUrl, token, hops) {
  let path = '/api/invoices?limit=50';
  for (let hop = 0; hop < hops; hop += 1) {
    const page = await getJson(`${baseUrl}${path}`, token);
    if (!('nextCursor' in page)) {
      return { note: 'the overview answers no nextCursor (not built yet): row skipped', hops };
    }
    if (page.nextCursor === null) return { note: `no page after ${hop + 1} pages`, hops };
    path = `/api/invoices?limit=50&cursor=${encodeURIComponent(page.nextCursor)}`;
  }
  return { path, hops };
}

/** What one answer says about its list: rows on the page and the total as counted. */
export function describeAnswer(body) {
  if (body === null || typeof body !== 'object') return '';
  const list = Object.values(body).find(Array.isArray);
  if (list === undefined || 'id' in body) return 'one record';
  const total =
    typeof body.total === 'number'
      ? `${body.total}${body.totalCapped ? '+' : ''} total`
      : 'no total';
  return `${list.length} rows, ${total}`;
}
