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
   * Does claimed pieces of work one at a time until none is left or shutdown began; resolves
   * with how many were done. `takeOne` claims a piece (telling its id through `claimed`) and
   * does it, answering false when nothing is left. A piece that fails after its claim is
   * logged and left for the next run: its key is skipped for the rest of this one, so a piece
   * that always fails cannot hold up the others.
   */
  async drain(
    takeOne: (skipped: readonly string[], claimed: (key: string) => void) => Promise<boolean>,
  ): Promise<number> {
    const skipped: string[] = [];
    let done = 0;
    while (!this.stopped) {
      let key: string | null = null;
      try {
        if (!(await takeOne(skipped, (claimed) => (key = claimed)))) break;
        done += 1;
      } catch (error) {
        const failed = key as string | null;
        if (failed === null) throw error;
        skipped.push(failed);
        this.logger.warn(`${this.name}: ${failed} failed, left for the next run: ${String(error)}`);
      }
    }
    return done;
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
