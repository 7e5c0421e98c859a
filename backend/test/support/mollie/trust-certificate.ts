import https from 'node:https';
import tls from 'node:tls';

type ConnectionOptions = { ca?: string | Buffer | (string | Buffer)[] } & Record<string, unknown>;
type CreateConnection = (options: ConnectionOptions, callback?: unknown) => unknown;

/**
 * Makes this process trust `certPem` as a root, until the returned function undoes it.
 *
 * Two stores need it. Connections without their own CA list (global fetch, https.request) use
 * Node's default store, extended with tls.setDefaultCACertificates. But @mollie/api-client
 * 4.6.0 gives its https.Agent `ca: <its own copy of Mozilla's roots>`, set after the caller's
 * options so no option replaces it, and an explicit `ca` replaces Node's store, so neither
 * NODE_EXTRA_CA_CERTS nor --use-system-ca reaches it. For such agents the certificate is
 * appended to the agent's own list each time it opens a connection, so clients made before the
 * call trust it too.
 *
 * Only for tests: it widens what this whole process trusts.
 */
export function trustCertificate(certPem: string): () => void {
  const defaults = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...defaults, certPem]);
  const prototype = https.Agent.prototype as unknown as { createConnection: CreateConnection };
  const original = prototype.createConnection;
  prototype.createConnection = function (this: unknown, options, callback) {
    const ca = options.ca;
    if (ca === undefined) return original.call(this, options, callback);
    const list = Array.isArray(ca) ? ca : [ca];
    return original.call(this, { ...options, ca: [...list, certPem] }, callback);
  };
  return () => {
    prototype.createConnection = original;
    tls.setDefaultCACertificates(defaults);
  };
}
