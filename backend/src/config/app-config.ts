import path from 'node:path';
import {
  defaultRemoteUrl,
  remotes,
  type RemoteName,
  type RemoteUrls,
} from '@app/contracts/routing';
import { isValidEmail } from '@app/contracts/invoice';
import {
  ConfigError,
  flag,
  oneOf,
  optional,
  port,
  secret,
  switchedOn,
  url,
  wholeNumber,
  type Env,
} from './env-readers.js';
import { trustProxy, type TrustProxy } from './trust-proxy.js';

export { ConfigError } from './env-readers.js';

/**
 * Every setting the backend reads from the environment. Nothing else in the backend reads
 * process.env: it receives an AppConfig.
 */
export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset: an embedded PostgreSQL is started under `${dataDir}/postgres`. */
  databaseUrl: string | undefined;
  /** Unset: queues run in-process. */
  redisUrl: string | undefined;
  /**
   * Start of every Redis key of the queues (QUEUE_PREFIX, default `queue`): instances with the
   * same prefix share the queues; another deployment on the same Redis needs its own.
   */
  queuePrefix: string;
  /** Unset: mail is written to `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  /**
   * The From of every e-mail (MAIL_FROM, `Name <address>` or an address); replies go to the
   * user. Default: `Invoicing <no-reply@host of PUBLIC_URL>`.
   */
  mailFrom: string;
  /**
   * Sending e-mail (see docs/email.md): how long a worker's claim on a record lasts without a
   * heartbeat before another worker may take it over, and how often each instance looks for
   * records nobody is working on; and how many e-mails one user may have sent per hour and per
   * day (EMAIL_LIMIT_PER_HOUR, EMAIL_LIMIT_PER_DAY).
   */
  email: {
    claimLeaseMs: number;
    recoveryIntervalMs: number;
    limitPerHour: number;
    limitPerDay: number;
  };
  /**
   * Recurring invoices, overdue marking and reminders (docs/scheduled-work.md): whether this
   * instance does them (SCHEDULED_WORK, default true; any number of instances may) and how
   * often it looks for due work (SCHEDULED_WORK_INTERVAL_SECONDS, default 60).
   */
  scheduledWork: { enabled: boolean; intervalMs: number };
  /**
   * TEST_CONTROLS: the browser journeys' control of the server clock (`/api/testing/*`).
   * Refused with NODE_ENV=production.
   */
  testControls: boolean;
  /** The address users reach the product at; used in links (e-mails, redirects). */
  publicUrl: string;
  /**
   * PUBLIC_URL was set (not the `http://localhost:$PORT` default). Unset, development sign-in
   * follows whichever loopback name the browser used (localhost, 127.0.0.1, [::1]).
   */
  publicUrlExplicit: boolean;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where the built frontends live; served from the API's port. */
  frontendsDir: string;
  /** Remote entry URLs the shell reads at run time from /app-manifest.json. */
  remotes: RemoteUrls;
  /** Shows the preview-environment banner in the shell. */
  previewEnvironment: boolean;
  /**
   * Signs access tokens; every instance behind one load balancer needs the same value. Unset
   * outside production: a random secret per process (tokens end with a restart).
   */
  authSecret: string | undefined;
  /**
   * Encrypts secrets stored at rest (a payment provider's key). Kept apart from AUTH_SECRET so
   * rotating the token key never makes stored secrets unreadable. Unset outside production: a
   * key generated once and kept in `${dataDir}/secrets.key`.
   */
  secretsKey: string | undefined;
  /** Unset: sign-in with that provider goes to the local OpenID provider (never in production). */
  google: OAuthClientConfig | undefined;
  microsoft: (OAuthClientConfig & { tenant: string }) | undefined;
  /**
   * Mollie Connect (docs/payments.md): the OAuth app (MOLLIE_CLIENT_ID and
   * MOLLIE_CLIENT_SECRET, both or neither) and Mollie's addresses, which tests point at a local
   * stand-in. With no Mollie setting at all outside production the app starts that stand-in
   * itself (`standIn`); in production, no app means connecting answers MOLLIE_NOT_CONFIGURED.
   */
  mollie: MollieConfig;
  /** Lower-case e-mail addresses whose users are admins (ADMIN_EMAILS, comma-separated). */
  adminEmails: string[];
  /**
   * Requests per minute: sign-in routes per IP, the public invoice status per IP, the rest of the
   * API per user (else per IP), and per personal access token (RATE_LIMIT_TOKEN_PER_MINUTE, by
   * default the per-user figure).
   */
  rateLimits: {
    authPerMinute: number;
    apiPerMinute: number;
    statusPerMinute: number;
    tokenPerMinute: number;
  };
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For/-Proto/-Host give the client's
   * address (rate limits) and protocol (secure cookies); Express's `trust proxy` (trust-proxy.ts).
   */
  trustProxy: TrustProxy;
  /**
   * Logo processing (docs/logo.md): how long one upload may take in the render process before it
   * is killed and the file refused (LOGO_RENDER_TIMEOUT_SECONDS, default 10).
   */
  logo: { renderTimeoutMs: number };
  /**
   * How long a graceful stop (SIGTERM, SIGINT) may take, from the signal to the exit, before
   * the connections left are cut and the process exits 1 (SHUTDOWN_TIMEOUT_SECONDS, default 25:
   * within the 30 s most orchestrators allow before SIGKILL). docs/operations.md, "Shutdown".
   */
  shutdownTimeoutMs: number;
  /** Outgoing webhooks (docs/webhooks.md). */
  webhooks: WebhookConfig;
  /**
   * The base of VIES's REST API, the EU's VAT number check (VIES_URL). Unset: the Commission's
   * address in production; elsewhere undefined, and a stand-in is started on loopback.
   */
  viesUrl: string | undefined;
  /** Delivering and receiving e-invoices over Peppol through Recommand (docs/peppol.md). */
  peppol: PeppolConfig;
};

/**
 * Peppol (docs/peppol.md): `api` is Recommand's API (PEPPOL_API_URL, with PEPPOL_API_KEY and
 * PEPPOL_API_SECRET, the operator team's key); unset, a loopback stand-in outside production,
 * and in production Peppol is not offered (its routes answer PEPPOL_NOT_CONFIGURED).
 * `webhookToken` (PEPPOL_WEBHOOK_TOKEN) is the secret in the webhook's address; unset, one is
 * derived from the API secret, the same on every instance. `fixturesDir` (PEPPOL_FIXTURES): the
 * official UBL schemas the stand-in checks what it is sent against.
 */
export type PeppolConfig = {
  api: { url: string; key: string; secret: string } | undefined;
  webhookToken: string | undefined;
  fixturesDir: string | undefined;
  /**
   * Sending (peppol/deliveries, like e-mails): how long a sender's claim on a delivery lasts
   * without renewal (PEPPOL_CLAIM_LEASE_SECONDS, default 15) and how often every instance sweeps
   * for lost work (PEPPOL_RECOVERY_INTERVAL_SECONDS, default 5).
   */
  deliveries: { claimLeaseMs: number; recoveryIntervalMs: number };
};

/**
 * Outgoing webhooks: `allowLocal` (WEBHOOK_ALLOW_LOCAL, default on outside production, refused in
 * production) lets deliveries go to loopback addresses over plain http, how a developer's or a
 * test's receiver is reached; never to other private addresses. A failed delivery is tried
 * again `maxAttempts` times in all (WEBHOOK_MAX_ATTEMPTS, 5), waiting `retryBaseMs` x 5^(n-1)
 * before retry n (WEBHOOK_RETRY_BASE_MS, 60000: 1 min, 5 min, 25 min, about 2 h). Each
 * instance looks for deliveries due every `dispatchIntervalMs` (WEBHOOK_DISPATCH_INTERVAL_MS,
 * 1000); a queued delivery nobody finished within `leaseMs` (WEBHOOK_LEASE_SECONDS, 60) is
 * queued again.
 */
export type WebhookConfig = {
  allowLocal: boolean;
  maxAttempts: number;
  retryBaseMs: number;
  dispatchIntervalMs: number;
  leaseMs: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
};

export type OAuthClientConfig = { clientId: string; clientSecret: string };

export type MollieConfig = {
  client: OAuthClientConfig | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  /** The REST API's base, ending in `/v2/`; must be https (the official client insists). */
  apiUrl: string;
  /**
   * Payment links in Mollie's test mode (MOLLIE_TEST_MODE), for trying a connected account.
   * Default: on with the built-in stand-in (nothing it takes is real money), else off.
   */
  testMode: boolean;
  /**
   * No MOLLIE_CLIENT_ID/SECRET nor Mollie address is set and NODE_ENV is not production: a
   * Mollie stand-in is started on loopback with the app (mollie-endpoint.ts), with an OAuth app
   * of its own, and the client and addresses above are replaced by its. Never in production.
   */
  standIn: boolean;
};

/** The European Commission's VIES REST API. */
export const VIES_REST_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

function testControls(env: Env, nodeEnv: AppConfig['nodeEnv']): boolean {
  const on = flag(env, 'TEST_CONTROLS');
  if (on && nodeEnv === 'production') {
    throw new ConfigError('TEST_CONTROLS', 'must not be set in production');
  }
  return on;
}

function remoteUrl(env: Env, name: string, fallback: string): string {
  const value = optional(env, name);
  if (value === undefined) return fallback;
  if (value.startsWith('/')) return value;
  return url(env, name, ['http:', 'https:']) ?? fallback;
}

/** Each remote's entry URL: its REMOTE_*_URL variable, else the copy served from this port. */
function remoteUrls(env: Env): RemoteUrls {
  const entries = remotes.map(
    (remote) =>
      [remote.name, remoteUrl(env, remote.urlVariable, defaultRemoteUrl(remote))] as const,
  );
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

function oauthClient(env: Env, prefix: string): OAuthClientConfig | undefined {
  const clientId = optional(env, `${prefix}_CLIENT_ID`);
  const clientSecret = optional(env, `${prefix}_CLIENT_SECRET`);
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined)
    throw new ConfigError(`${prefix}_CLIENT_ID`, `must be set with ${prefix}_CLIENT_SECRET`);
  if (clientSecret === undefined)
    throw new ConfigError(`${prefix}_CLIENT_SECRET`, `must be set with ${prefix}_CLIENT_ID`);
  return { clientId, clientSecret };
}

function withTenant(client: OAuthClientConfig | undefined, tenant: string | undefined) {
  return client === undefined ? undefined : { ...client, tenant: tenant ?? 'common' };
}

/** Setting any of these means a Mollie of one's own, real or not: the built-in stand-in stays off. */
const MOLLIE_VARIABLES = [
  'MOLLIE_CLIENT_ID',
  'MOLLIE_CLIENT_SECRET',
  'MOLLIE_AUTHORIZE_URL',
  'MOLLIE_TOKEN_URL',
  'MOLLIE_API_URL',
] as const;

function mollie(env: Env, nodeEnv: AppConfig['nodeEnv']): MollieConfig {
  const standIn =
    nodeEnv !== 'production' && MOLLIE_VARIABLES.every((name) => optional(env, name) === undefined);
  return {
    client: oauthClient(env, 'MOLLIE'),
    authorizeUrl:
      url(env, 'MOLLIE_AUTHORIZE_URL', ['http:', 'https:']) ??
      'https://my.mollie.com/oauth2/authorize',
    tokenUrl: url(env, 'MOLLIE_TOKEN_URL', ['https:']) ?? 'https://api.mollie.com/oauth2/tokens',
    apiUrl: url(env, 'MOLLIE_API_URL', ['https:']) ?? 'https://api.mollie.com/v2/',
    testMode:
      optional(env, 'MOLLIE_TEST_MODE') === undefined ? standIn : flag(env, 'MOLLIE_TEST_MODE'),
    standIn,
  };
}

function peppol(env: Env, nodeEnv: AppConfig['nodeEnv'], cwd: string): PeppolConfig {
  // Invoices and the operator's key leave over TLS in production; plain http only reaches a stand-in.
  const apiUrl = url(
    env,
    'PEPPOL_API_URL',
    nodeEnv === 'production' ? ['https:'] : ['http:', 'https:'],
  );
  const key = optional(env, 'PEPPOL_API_KEY');
  const apiSecret = optional(env, 'PEPPOL_API_SECRET');
  if (key === undefined && apiSecret !== undefined)
    throw new ConfigError('PEPPOL_API_KEY', 'must be set with PEPPOL_API_SECRET');
  if (apiSecret === undefined && key !== undefined)
    throw new ConfigError('PEPPOL_API_SECRET', 'must be set with PEPPOL_API_KEY');
  if (apiUrl !== undefined && key === undefined)
    throw new ConfigError('PEPPOL_API_KEY', 'must be set with PEPPOL_API_URL');
  if (apiUrl === undefined && key !== undefined)
    throw new ConfigError('PEPPOL_API_URL', 'must be set with PEPPOL_API_KEY');
  const fixtures = optional(env, 'PEPPOL_FIXTURES');
  return {
    api:
      apiUrl === undefined || key === undefined || apiSecret === undefined
        ? undefined
        : { url: apiUrl, key, secret: apiSecret },
    webhookToken: secret(env, 'PEPPOL_WEBHOOK_TOKEN', false),
    fixturesDir: fixtures === undefined ? undefined : path.resolve(cwd, fixtures),
    deliveries: {
      claimLeaseMs: wholeNumber(env, 'PEPPOL_CLAIM_LEASE_SECONDS', 15) * 1000,
      recoveryIntervalMs: wholeNumber(env, 'PEPPOL_RECOVERY_INTERVAL_SECONDS', 5) * 1000,
    },
  };
}

function queuePrefix(env: Env): string {
  const value = optional(env, 'QUEUE_PREFIX') ?? 'queue';
  if (!/^[\w.-]{1,64}$/.test(value)) {
    throw new ConfigError(
      'QUEUE_PREFIX',
      `must be 1 to 64 letters, digits, _, . or - (got "${value}")`,
    );
  }
  return value;
}

/** `Name <address>` or a bare address; the address must pass the editor's e-mail rule. */
function mailFrom(env: Env, publicUrl: string): string {
  const value = optional(env, 'MAIL_FROM');
  if (value === undefined) return `Invoicing <no-reply@${new URL(publicUrl).hostname}>`;
  const match = /^(?:([^<>\r\n"]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (address === undefined || !isValidEmail(address)) {
    throw new ConfigError(
      'MAIL_FROM',
      `must be an e-mail address or Name <address> (got "${value}")`,
    );
  }
  return value;
}

/** A day's limit below the hour's would make the hour's meaningless: a mistake, said at start. */
function emailLimits(env: Env): { limitPerHour: number; limitPerDay: number } {
  const limitPerHour = wholeNumber(env, 'EMAIL_LIMIT_PER_HOUR', 50);
  const limitPerDay = wholeNumber(env, 'EMAIL_LIMIT_PER_DAY', 200);
  if (limitPerDay < limitPerHour) {
    throw new ConfigError(
      'EMAIL_LIMIT_PER_DAY',
      `must be at least EMAIL_LIMIT_PER_HOUR (${limitPerHour}) (got "${limitPerDay}")`,
    );
  }
  return { limitPerHour, limitPerDay };
}

function webhooks(env: Env, nodeEnv: AppConfig['nodeEnv']): WebhookConfig {
  const allowLocal =
    optional(env, 'WEBHOOK_ALLOW_LOCAL') === undefined
      ? nodeEnv !== 'production'
      : flag(env, 'WEBHOOK_ALLOW_LOCAL');
  if (allowLocal && nodeEnv === 'production') {
    throw new ConfigError('WEBHOOK_ALLOW_LOCAL', 'must not be set in production');
  }
  return {
    allowLocal,
    maxAttempts: wholeNumber(env, 'WEBHOOK_MAX_ATTEMPTS', 5),
    retryBaseMs: wholeNumber(env, 'WEBHOOK_RETRY_BASE_MS', 60_000),
    dispatchIntervalMs: wholeNumber(env, 'WEBHOOK_DISPATCH_INTERVAL_MS', 1000),
    leaseMs: wholeNumber(env, 'WEBHOOK_LEASE_SECONDS', 60) * 1000,
    connectTimeoutMs: 5000,
    totalTimeoutMs: 10_000,
  };
}

/** Reads and validates the configuration; throws a ConfigError naming the bad variable. */
function rateLimitsOf(env: Env): AppConfig['rateLimits'] {
  const apiPerMinute = wholeNumber(env, 'RATE_LIMIT_API_PER_MINUTE', 600);
  return {
    authPerMinute: wholeNumber(env, 'RATE_LIMIT_AUTH_PER_MINUTE', 30),
    apiPerMinute,
    statusPerMinute: wholeNumber(env, 'RATE_LIMIT_STATUS_PER_MINUTE', 60),
    // A token's own allowance: by default as large as a signed-in user's.
    tokenPerMinute: wholeNumber(env, 'RATE_LIMIT_TOKEN_PER_MINUTE', apiPerMinute),
  };
}

export function loadConfig(env: Env, cwd: string): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const listenPort = port(env, 'PORT', 3000);
  const dataDir = path.resolve(cwd, optional(env, 'DATA_DIR') ?? '.data');
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${listenPort}`;
  return {
    nodeEnv,
    port: listenPort,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    queuePrefix: queuePrefix(env),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailFrom(env, publicUrl),
    email: {
      claimLeaseMs: wholeNumber(env, 'EMAIL_CLAIM_LEASE_SECONDS', 15) * 1000,
      recoveryIntervalMs: wholeNumber(env, 'EMAIL_RECOVERY_INTERVAL_SECONDS', 5) * 1000,
      ...emailLimits(env),
    },
    scheduledWork: {
      enabled: switchedOn(env, 'SCHEDULED_WORK'),
      intervalMs: wholeNumber(env, 'SCHEDULED_WORK_INTERVAL_SECONDS', 60) * 1000,
    },
    testControls: testControls(env, nodeEnv),
    publicUrl,
    publicUrlExplicit: optional(env, 'PUBLIC_URL') !== undefined,
    dataDir,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    frontendsDir: path.resolve(cwd, optional(env, 'FRONTENDS_DIR') ?? 'frontends'),
    remotes: remoteUrls(env),
    previewEnvironment: flag(env, 'PREVIEW_ENVIRONMENT'),
    authSecret: secret(env, 'AUTH_SECRET', nodeEnv === 'production'),
    secretsKey: secret(env, 'SECRETS_KEY', nodeEnv === 'production'),
    google: oauthClient(env, 'GOOGLE'),
    microsoft: withTenant(oauthClient(env, 'MICROSOFT'), optional(env, 'MICROSOFT_TENANT')),
    mollie: mollie(env, nodeEnv),
    rateLimits: rateLimitsOf(env),
    trustProxy: trustProxy(env),
    logo: { renderTimeoutMs: wholeNumber(env, 'LOGO_RENDER_TIMEOUT_SECONDS', 10) * 1000 },
    shutdownTimeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25) * 1000,
    webhooks: webhooks(env, nodeEnv),
    // Plain http only reaches a stand-in: VAT numbers of customers leave over TLS in production.
    viesUrl:
      url(env, 'VIES_URL', nodeEnv === 'production' ? ['https:'] : ['http:', 'https:']) ??
      (nodeEnv === 'production' ? VIES_REST_URL : undefined),
    peppol: peppol(env, nodeEnv, cwd),
    adminEmails: (optional(env, 'ADMIN_EMAILS') ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
  };
}
