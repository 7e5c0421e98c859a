import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { LogoType } from '@app/contracts/settings';
import type { LogoOutcome } from './logo-image.js';
import type { RenderReply, RenderRequest } from './logo-render-protocol.js';

/** Built, the backend runs from dist/*.js; in tests from its sources (see logo-render-child.ts). */
const CHILD = fileURLToPath(
  new URL(`./logo-render-child.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url),
);

/** Loading sharp and jsdom; generous, since a loaded machine is when it matters. */
const START_TIMEOUT_MS = 30_000;

/** Below the API's priority: on a small machine the requests get the cores first. */
const NICENESS = 10;

/** The render process did not answer in time: it has been killed. */
export class RenderTimeout extends Error {}

/** The render process ended (killed, crashed, out of memory) before it answered. */
export class RenderProcessExited extends Error {}

/**
 * One render process: a child process, not a worker thread, because libvips and librsvg work on
 * native threads that neither `worker.terminate()` nor the event loop can stop, and a worker
 * thread would share the server's libuv thread pool (which `jose` needs for every token check).
 * A child has its own pool, and SIGKILL ends it whatever it is doing. It gets no environment:
 * the code that parses hostile files never sees the database URL or the secrets.
 */
export class RenderProcess {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: RenderReply) => void>();
  private exitedWith: string | null = null;
  /** Set at once on kill: the exit event comes later, and no file may go to a dying process. */
  private killed = false;
  private readonly exitListeners = new Set<() => void>();

  constructor() {
    this.child = fork(CHILD, [], {
      env: {},
      execArgv: ['--no-warnings'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill();
        reject(new RenderProcessExited('the logo render process did not start'));
      }, START_TIMEOUT_MS);
      const settle = (error?: Error) => {
        clearTimeout(timer);
        this.exitListeners.delete(onExit);
        if (error) reject(error);
        else resolve();
      };
      const onExit = () => settle(new RenderProcessExited(`did not start: ${this.exitedWith}`));
      this.exitListeners.add(onExit);
      this.child.once('message', (message: RenderReply) =>
        'ready' in message ? settle() : settle(new Error('unexpected first message')),
      );
    });
    this.ready.catch(() => undefined);
    this.child.on('message', (message: RenderReply) => {
      if ('id' in message) this.pending.get(message.id)?.(message);
    });
    this.child.once('exit', (code, signal) => {
      this.exitedWith = signal ?? `exit code ${code}`;
      for (const listener of this.exitListeners) listener();
    });
    this.child.on('error', () => undefined);
    if (this.child.pid !== undefined) {
      try {
        setPriority(this.child.pid, NICENESS);
      } catch {
        // Not allowed on this system: the process still runs, at normal priority.
      }
    }
  }

  get alive(): boolean {
    return !this.killed && this.exitedWith === null;
  }

  /** Processes one file, killing the process when it takes longer than `timeoutMs`. */
  async run(input: Buffer, type: LogoType, timeoutMs: number): Promise<LogoOutcome> {
    await this.ready;
    const id = this.nextId++;
    const reply = await new Promise<RenderReply>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(id);
        this.exitListeners.delete(onExit);
      };
      const timer = setTimeout(() => {
        done();
        this.kill();
        reject(new RenderTimeout(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const onExit = () => {
        done();
        reject(new RenderProcessExited(`the logo render process ended: ${this.exitedWith}`));
      };
      this.exitListeners.add(onExit);
      this.pending.set(id, (message) => {
        done();
        resolve(message);
      });
      const request: RenderRequest = { id, input, type };
      this.child.send(request);
    });
    if ('failed' in reply) throw new Error(`the logo render process failed: ${reply.failed}`);
    if (!('outcome' in reply)) throw new Error('unexpected reply');
    return withBuffers(reply.outcome);
  }

  /** SIGKILL: whatever it is drawing is thrown away. */
  kill(): void {
    if (!this.alive) return;
    this.killed = true;
    this.child.kill('SIGKILL');
  }
}

/** Structured clone delivers Uint8Arrays; the rest of the server works with Buffers. */
function withBuffers(outcome: LogoOutcome): LogoOutcome {
  if (!outcome.ok) return outcome;
  const buffer = (bytes: Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { ...outcome, data: buffer(outcome.data), png: buffer(outcome.png) };
}
