import https from 'node:https';
import tls from 'node:tls';

type AgentModule = { Agent: typeof https.Agent };

/** What the app's plain calls to Mollie send (the token endpoint, a link's payments). */
export type MollieRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  signal?: AbortSignal;
};

/**
 * Runs `create` with `https.Agent` swapped for one that also trusts `certPem`, then puts the
 * original back. `create` must make its agents synchronously, as `createMollieClient` does: the
 * official client 4.6.0 builds its agent with its own CA list, set after the caller's options,
 * so no option can add a certificate. Only the agents made in between trust the stand-in: never
 * the process (no NODE_TLS_REJECT_UNAUTHORIZED, no change to Node's default store).
 */
export function withAgentsTrusting<T>(certPem: string, create: () => T): T {
  const agents = https as unknown as AgentModule;
  const Original = agents.Agent;
  class TrustingAgent extends Original {
    constructor(options?: https.AgentOptions) {
      const own = options?.ca === undefined ? [...tls.rootCertificates] : [options.ca].flat();
      super({ ...options, ca: [...own, certPem] });
    }
  }
  agents.Agent = TrustingAgent;
  try {
    return create();
  } finally {
    agents.Agent = Original;
  }
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function headersOf(response: { headers: NodeJS.Dict<string | string[]> }): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of value === undefined ? [] : [value].flat()) headers.append(name, one);
  }
  return headers;
}

/**
 * `fetch` for one request that trusts `certPem` besides the usual roots. Global fetch takes no
 * CA of its own short of a dispatcher from the `undici` package, which this app does not
 * depend on, so this is one `https.request` answered as a `Response`.
 */
export function fetchTrusting(
  certPem: string,
  url: URL | string,
  init: MollieRequest = {},
): Promise<Response> {
  const body = init.body?.toString();
  const headers = { ...init.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: init.method ?? 'GET',
        headers,
        ca: [...tls.rootCertificates, certPem],
        signal: init.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 502;
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: response.statusMessage,
              headers: headersOf(response),
            }),
          );
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
