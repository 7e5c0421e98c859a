import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { LogoType } from '@app/contracts/settings';
import { DomainException } from '../common/errors/domain.exception.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/app-config.js';
import { LOGO_MESSAGES, logoRefused } from './logo-errors.js';
import type { LogoOutcome, ProcessedLogo } from './logo-image.js';
import { RenderProcess, RenderTimeout } from './logo-render-process.js';

/**
 * Uploads that may wait while one is processed; more are refused at once (429) rather than
 * held, so a burst of hostile files costs the server a bounded amount of waiting requests.
 */
export const LOGO_RENDER_QUEUE_DEPTH = 4;

type Job = {
  ownerId: string;
  input: Buffer;
  type: LogoType;
  resolve: (outcome: LogoOutcome) => void;
  reject: (error: unknown) => void;
};

const busy = () => new DomainException('RATE_LIMITED', { message: LOGO_MESSAGES.busy });

/**
 * Every logo upload, raster or SVG, is decoded, sanitised and drawn here: in one render process
 * per instance (logo-render-process.ts), one file at a time, each within the render time limit.
 * A file that runs over is refused and the process killed; the next file starts a fresh one.
 * Nothing of this runs on the API's event loop or its libuv thread pool.
 */
@Injectable()
export class LogoRenderer implements OnModuleDestroy {
  private readonly logger = new Logger('LogoRenderer');
  private readonly timeoutMs: number;
  private child: RenderProcess | null = null;
  private readonly queue: Job[] = [];
  private draining = false;
  private stopped = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.timeoutMs = config.logo.renderTimeoutMs;
  }

  /**
   * What is stored: the cleaned file and its PNG rendition. Throws the API's 400 (field `file`)
   * for a file it cannot vouch for, 429 when too many uploads wait already.
   */
  async process(ownerId: string, input: Buffer, type: LogoType): Promise<ProcessedLogo> {
    const outcome = await this.render(ownerId, input, type);
    if (!outcome.ok) throw logoRefused(outcome, this.timeoutMs);
    const { data, png } = outcome;
    return { type: outcome.type, data, png };
  }

  private render(ownerId: string, input: Buffer, type: LogoType): Promise<LogoOutcome> {
    if (this.stopped || this.queue.length >= LOGO_RENDER_QUEUE_DEPTH) {
      this.logger.warn(`Logo of user ${ownerId} refused: the render queue is full`);
      return Promise.reject(busy());
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ ownerId, input, type, resolve, reject });
      void this.drain();
    });
  }

  /** Before the HTTP server closes: a render under way must not hold up a shutdown. */
  onModuleDestroy(): void {
    this.stopped = true;
    for (const job of this.queue.splice(0)) job.reject(busy());
    this.child?.kill();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    for (let job = this.queue.shift(); job !== undefined; job = this.queue.shift()) {
      await this.run(job);
    }
    this.draining = false;
  }

  private async run({ ownerId, input, type, resolve, reject }: Job): Promise<void> {
    if (this.stopped) return reject(busy());
    if (this.child === null || !this.child.alive) this.child = new RenderProcess();
    const started = Date.now();
    try {
      resolve(await this.child.run(input, type, this.timeoutMs));
    } catch (error) {
      if (this.stopped) return reject(busy());
      const file = `${type} of ${input.length} bytes from user ${ownerId}`;
      if (error instanceof RenderTimeout) {
        this.logger.warn(
          `Logo refused: the ${file} ran over ${this.timeoutMs} ms; the render process was killed`,
        );
        return resolve({ ok: false, reason: 'too-slow' });
      }
      // A crash on one file (librsvg, out of memory) refuses that file; the next gets a new process.
      this.logger.error(
        `Logo render failed after ${Date.now() - started} ms on the ${file}: ${String(error)}`,
      );
      resolve({ ok: false, reason: 'unreadable' });
    }
  }
}
