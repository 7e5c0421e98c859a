// bench:scale's backend: the built backend/dist/main.js as a process with production settings,
// a mail server that never answers (so e-mails are planned and queued, never delivered), and
// access tokens the backend accepts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { clearTimeout } from 'node:timers';
import { TextEncoder } from 'node:util';
import { SignJWT } from 'jose';
import { importDist, onCleanUp, root, temporaryDir } from './bench-support.mjs';

// Fixed, throwaway values: the tokens the benchmark mints must verify on the backend.
const AUTH_SECRET = 'bench-scale-auth-secret-0123456789abcdefghijklmnop';
const SECRETS_KEY = 'bench-scale-secrets-key-0123456789abcdefghijklmnop';
export const ADMIN_EMAIL = 'admin@bench.test';

/**
 * An SMTP stand-in that accepts connections and never says a word: a send waits for the
 * transport's greeting timeout (15 s) and is given back to the queue as a transient failure, so
 * every e-mail stays planned and the 4 send workers spend their time waiting, not rendering PDFs
 * at full speed. Resolves to its smtp:// URL; closed by cleanUp (first, so a backend stopping
 * is not kept waiting by its sends).
 */
export async function silentMailServer() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Starts backend/dist/main.js (migrations run at its start) and waits for /api/health.
 * `scheduledWork`: whether it runs the schedule generator and the overdue work, and every how
 * many seconds. Resolves to { url, pid, stop }; stopped by cleanUp too.
 */
export async function startBackend({ databaseUrl, smtpUrl, scheduledWork = null, label }) {
  const { freePort } = await importDist('backend/dist/common/net/free-port.js');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: temporaryDir('invoicing-bench-scale-data-'),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    SECRETS_KEY,
    ADMIN_EMAILS: ADMIN_EMAIL,
    SMTP_URL: smtpUrl,
    // One user is the whole load: the per-minute limit would measure the limiter.
    RATE_LIMIT_API_PER_MINUTE: '9999999',
    // The schedule run plans one e-mail per invoice; a user's 10 schedules due on the day their
    // 40 reminders went out must not hit the default 50 an hour and be stored failed instead.
    EMAIL_LIMIT_PER_HOUR: '1000',
    EMAIL_LIMIT_PER_DAY: '5000',
    SCHEDULED_WORK: scheduledWork === null ? 'false' : 'true',
    SCHEDULED_WORK_INTERVAL_SECONDS: String(scheduledWork?.intervalSeconds ?? 60),
  };
  // Only what the backend needs from ours: no REDIS_URL (one instance, in-process queue), no
  // stray settings of the developer's shell.
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'CHROMIUM_PATH', 'NODE_OPTIONS'].flatMap((name) =>
      process.env[name] === undefined ? [] : [[name, process.env[name]]],
    ),
  );
  const output = [];
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let stopped = false;
  const stop = async () => {
    if (stopped || child.exitCode !== null || child.signalCode !== null) return;
    stopped = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(timer);
  };
  onCleanUp(stop);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return { url, pid: child.pid, stop, output: () => output.join('') };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer ${url}/api/health within 120 s:\n${output.join('')}`);
}

/**
 * An access token as sign-in issues it (AccessTokensService), with a session id, valid for a
 * day: every request pays the same checks as a signed-in browser's.
 */
export function accessToken(backendUrl, userId, email) {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(new URL(backendUrl).origin)
    .setAudience('invoicing-api')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 24 * 3600)
    .sign(new TextEncoder().encode(AUTH_SECRET));
}
