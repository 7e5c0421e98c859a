import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createLoopbackCertificate } from '../../src/mollie/stand-in/certificate.js';

/** The address the proxy connects to the backend from: what TRUST_PROXY names. */
export const PROXY_ADDRESS = '127.0.0.1';

export type TlsReverseProxy = {
  /** `https://localhost:<port>`: what PUBLIC_URL says. */
  origin: string;
  port: number;
  certPem: string;
  /** Where requests go from now on: the backend's port on 127.0.0.1. */
  forwardTo(backendPort: number): void;
  close(): Promise<void>;
};

/**
 * A reverse proxy on loopback that terminates TLS with a fresh self-signed certificate and
 * forwards plain HTTP to the backend the way docker/nginx/frontend.conf does: the Host header
 * kept, the client's address appended to X-Forwarded-For (`$proxy_add_x_forwarded_for`), and
 * X-Forwarded-Proto and -Host set. It connects to the backend from PROXY_ADDRESS only.
 */
export async function startTlsReverseProxy(): Promise<TlsReverseProxy> {
  const certificate = await createLoopbackCertificate();
  let backendPort: number | undefined;
  const server = https.createServer(
    { key: certificate.keyPem, cert: certificate.certPem },
    (request, response) => {
      if (backendPort === undefined) {
        response.writeHead(502).end('no backend yet');
        return;
      }
      const client = request.socket.remoteAddress ?? '';
      const forwardedFor = request.headers['x-forwarded-for'];
      const headers = {
        ...request.headers,
        'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': request.headers.host ?? '',
        'x-real-ip': client,
      };
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: backendPort,
          localAddress: PROXY_ADDRESS,
          method: request.method,
          path: request.url,
          headers,
          agent: false,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end('backend unreachable'));
      request.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    port,
    certPem: certificate.certPem,
    forwardTo(port) {
      backendPort = port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type ClientResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
};

/**
 * One request as a browser at `from` (a loopback address such as 127.0.0.2, so that clients
 * differ) would make it: to the proxy over TLS (trusting its certificate), or straight to the
 * backend over HTTP.
 */
export function clientRequest(
  target: { proxy: TlsReverseProxy } | { backendPort: number },
  path: string,
  options: { from: string; method?: string; headers?: Record<string, string> },
): Promise<ClientResponse> {
  const viaProxy = 'proxy' in target;
  const port = viaProxy ? target.proxy.port : target.backendPort;
  const common = {
    host: '127.0.0.1',
    port,
    path,
    method: options.method ?? 'GET',
    localAddress: options.from,
    agent: false,
    headers: { host: `localhost:${port}`, ...options.headers },
  };
  return new Promise((resolve, reject) => {
    const onAnswer = (answer: http.IncomingMessage) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
      );
    };
    const request = viaProxy
      ? https.request({ ...common, ca: target.proxy.certPem, servername: 'localhost' }, onAnswer)
      : http.request(common, onAnswer);
    request.on('error', reject);
    request.end();
  });
}
