import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/common/net/free-port.js';
import { repositoryRoot } from './paths.js';

// Specs take it from here with the other helpers for starting instances.
export { freePort };

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  child: ChildProcess,
  output: string[],
) {
  // A built instance starts in a few seconds; beside `npm test`'s other lane it can take far longer.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    // No pid: the program could not be started at all (not on the PATH).
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      throw new Error(
        `${what} exited (${child.exitCode ?? child.signalCode}):\n${output.join('')}`,
      );
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within 60 s:\n${output.join('')}`);
}

export type Instance = {
  pid: number;
  baseUrl: string;
  output: string[];
  /** SIGKILL: no shutdown hook runs, like a crashed machine. */
  kill(): Promise<void>;
  /** SIGTERM and wait: a graceful stop. */
  stop(): Promise<void>;
  /** Once the process ended: its exit code, or null when a signal ended it. */
  exitCode: Promise<number | null>;
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * One backend instance as production runs it: the built `backend/dist/main.js` in its own
 * process, configured by `env` (DATABASE_URL, REDIS_URL, … ), on a free port.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const main = path.join(repositoryRoot, 'backend/dist/main.js');
  if (!existsSync(main)) {
    throw new Error('Build the backend first: nx run @app/backend:build');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [main], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const healthy = async () => (await fetch(`${baseUrl}/api/health`)).ok;
  await waitFor(healthy, `The instance on port ${port}`, child, output);
  return {
    pid: child.pid as number,
    baseUrl,
    output,
    exitCode: exited(child).then(() => child.exitCode),
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

export type PrivateRedis = {
  url: string;
  /**
   * Stops the server (its data is gone: no persistence) and starts a fresh one on the port,
   * after `downMs` without a Redis (default 0).
   */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A redis-server of the test's own on a free port, without persistence: restarting it loses
 * every queued job, as a Redis without AOF or snapshots does. Never the machine's Redis.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess;
  const launch = async () => {
    const output: string[] = [];
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    // Without redis-server on the PATH spawn fails: say so instead of crashing the run.
    child.once('error', (error) => output.push(`redis-server could not start: ${error.message}`));
    const ready = async () => output.join('').includes('Ready to accept connections');
    await waitFor(ready, `redis-server on port ${port}`, child, output);
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs = 0) {
      child.kill('SIGKILL');
      await exited(child);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await launch();
    },
    async stop() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
