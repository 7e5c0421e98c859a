import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * Work an instance repeats on a timer (recurring invoices, overdue marking): registered with
 * @nestjs/schedule's registry under its name, never two runs at once on one instance, and
 * stopped at shutdown with the running one awaited. Instances do not coordinate: the work itself
 * must claim what it does (row locks, conditional updates), so any number may run it.
 */
/**
 * The longest delay a Node timer keeps (2^31 - 1 ms, about 24.8 days). A longer one is not
 * refused but replaced by 1 ms: an interval configured as "practically never" (the tests'
 * 9999999 s) would run the work every millisecond instead.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export class PeriodicWork {
  private readonly logger: Logger;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly name: string,
    private readonly work: () => Promise<void>,
  ) {
    this.logger = new Logger(name);
  }

  start(intervalMs: number): void {
    const timer = setInterval(() => void this.runOnce(), Math.min(intervalMs, LONGEST_TIMER_MS));
    timer.unref();
    this.registry.addInterval(this.name, timer);
  }

  /** One run; a run still going is joined, not doubled. Errors are logged, never thrown. */
  runOnce(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.work()
      .catch((error: unknown) =>
        this.logger.error(`${this.name} failed: ${error instanceof Error ? error.stack : error}`),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Does claimed pieces of work until none is left or shutdown began; resolves with how many
   * were done. `take` claims one piece or a batch (telling their keys through `claimed`), does
   * them, and answers how many: 0 when nothing is left. Pieces that fail after their claim are
   * logged and left for the next run: their keys are skipped for the rest of this one, so a
   * piece that always fails cannot hold up the others. With `lanes` above 1, that many loops
   * take pieces side by side (sharing what is skipped): `take` must claim so that two calls never
   * get the same piece (SKIP LOCKED), and each lane holds one pooled connection while it works.
   */
  async drain(
    take: (skipped: readonly string[], claimed: (...keys: string[]) => void) => Promise<number>,
    lanes = 1,
  ): Promise<number> {
    const skipped: string[] = [];
    // A lane that fails outside a piece (the database gone) stops the others after their piece.
    let failed = false;
    const lane = async (): Promise<number> => {
      let done = 0;
      while (!this.stopped && !failed) {
        let keys: string[] = [];
        try {
          const count = await take(skipped, (...claimed) => (keys = claimed));
          if (count === 0) break;
          done += count;
        } catch (error) {
          if (keys.length === 0) {
            failed = true;
            throw error;
          }
          skipped.push(...keys);
          this.logger.warn(
            `${this.name}: ${keys.join(', ')} failed, left for the next run: ${String(error)}`,
          );
        }
      }
      return done;
    };
    // Settled, not all: the round ends only when every lane did, so a next one never overlaps it.
    const outcomes = await Promise.allSettled(Array.from({ length: lanes }, lane));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    return outcomes.reduce(
      (sum, outcome) => sum + (outcome.status === 'fulfilled' ? outcome.value : 0),
      0,
    );
  }

  /** Whether shutdown began: long rounds check it between pieces of work. */
  get stopping(): boolean {
    return this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.registry.doesExist('interval', this.name)) this.registry.deleteInterval(this.name);
    await this.running;
  }
}
