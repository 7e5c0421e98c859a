import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApi } from './stand-in-api.js';
import { answerControl, createControls, type StandInControls } from './stand-in-controls.js';
import { authorised, failure, readJson, send, type Answer, type Request } from './stand-in-http.js';
import { SendScript } from './stand-in-send.js';
import { StandInStore } from './stand-in-store.js';
import { StandInWebhooks } from './stand-in-webhooks.js';

export { STAND_IN_PARTICIPANTS } from './stand-in-directory.js';
export type { StandInControls } from './stand-in-controls.js';
export type { MlrAnswer } from './stand-in-mlr.js';
export type { SendRecord } from './stand-in-store.js';

export type RecommandStandInOptions = {
  /** Refused with 'production': the stand-in never replaces the real network there. */
  nodeEnv: string;
  /** The one team's key and secret the stand-in accepts (Basic auth), as Recommand's API keys. */
  apiKey: string;
  apiSecret: string;
  /** PEPPOL_FIXTURES: with it (and xmllint), sent documents are checked against the UBL schemas. */
  schemasDir?: string | null;
  /** Default 0: a free port on loopback. */
  port?: number;
};

export type RecommandStandIn = {
  /** The API's base, e.g. `http://127.0.0.1:41234/api/v1` (PEPPOL_API_URL). */
  url: string;
  controls: StandInControls;
  close: () => Promise<void>;
};

const API_BASE = '/api/v1';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The identity check's page: one button, as the playground's "submit verification". */
function verificationPage(store: StandInStore, method: string, logId: string): Answer {
  const company = [...store.companies.values()].find((c) => c.verificationLogId === logId);
  if (company === undefined) return { status: 404, html: '<p>Unknown verification.</p>' };
  const name = escapeHtml(company.name);
  if (method === 'POST')
    return { status: 200, html: `<p>${name} is verified. You can close this page.</p>` };
  return {
    status: 200,
    html:
      `<!doctype html><title>Identity check (stand-in)</title><h1>Identity check for ${name}</h1>` +
      '<form method="post"><button type="submit">Verify</button></form>',
  };
}

/**
 * A loopback Recommand (the shapes in docs/peppol.md, written from its documentation, not its
 * code): companies, the participant directory, sending with document checks, documents, the
 * inbox and webhooks, plus the tests' controls (`controls`, or HTTP under `/__stand-in/`).
 * Used by the backend when PEPPOL_API_URL is unset outside production, by the backend's tests,
 * and by the browser tests' global setup. Refuses production.
 */
export async function startRecommandStandIn(
  options: RecommandStandInOptions,
): Promise<RecommandStandIn> {
  if (options.nodeEnv === 'production') {
    throw new Error(
      'The Peppol stand-in refuses to start with NODE_ENV=production: set PEPPOL_API_URL.',
    );
  }
  const store = new StandInStore();
  const webhooks = new StandInWebhooks(store);
  const script = new SendScript();
  const controls = createControls({ store, webhooks, script });
  const context = { store, webhooks, script, schemasDir: options.schemasDir ?? null };

  const answer = async (incoming: http.IncomingMessage, signal: AbortSignal): Promise<Answer> => {
    const address = new URL(incoming.url ?? '/', 'http://stand-in');
    const origin = `http://${incoming.headers.host ?? '127.0.0.1'}`;
    const body = await readJson(incoming);
    if (body === null) return failure(400, 'The body is not a JSON object');
    const request: Request = {
      method: incoming.method ?? 'GET',
      path: address.pathname,
      query: address.searchParams,
      body,
      origin,
      signal,
    };
    const verification = /^\/company-verification\/([\w-]+)\/verify$/.exec(request.path);
    if (verification !== null) {
      const page = verificationPage(store, request.method, verification[1]);
      const company = [...store.companies.values()].find(
        (c) => c.verificationLogId === verification[1],
      );
      if (request.method === 'POST' && company !== undefined) controls.verifyCompany(company.id);
      return page;
    }
    if (request.path.startsWith('/__stand-in/')) return answerControl(controls, request);
    if (!request.path.startsWith(`${API_BASE}/`)) return failure(404, 'Not found');
    if (!authorised(incoming, options.apiKey, options.apiSecret))
      return failure(401, 'Unauthorized');
    return answerApi(context, { ...request, path: request.path.slice(API_BASE.length) });
  };

  const server = http.createServer((incoming, response) => {
    const gone = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) gone.abort();
    });
    answer(incoming, gone.signal).then(
      (result) => send(response, result),
      (error: unknown) =>
        send(response, failure(500, error instanceof Error ? error.message : 'Failed')),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${API_BASE}`,
    controls,
    close: async () => {
      await webhooks.idle();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
