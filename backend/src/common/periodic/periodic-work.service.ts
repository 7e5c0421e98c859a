import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicWork } from './periodic-work.js';

export type PeriodicSchedule = { enabled: boolean; intervalMs: number };

/**
 * A service whose work repeats on a timer on every instance (the schedule generator, the overdue
 * work, the e-mail recovery sweep): started after bootstrap when enabled, stopped at shutdown,
 * and run on demand by tests and the test controls with `runOnce`.
 */
export abstract class PeriodicWorkService implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly work: PeriodicWork;

  protected constructor(
    registry: SchedulerRegistry,
    name: string,
    private readonly schedule: PeriodicSchedule,
  ) {
    this.work = new PeriodicWork(registry, name, () => this.runDue());
  }

  /** One round of the work; `this.work.stopping` says when to give up early. */
  protected abstract runDue(): Promise<void>;

  onApplicationBootstrap(): void {
    if (this.schedule.enabled) this.work.start(this.schedule.intervalMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.work.stop();
  }

  /** One round now; a round in progress is joined, not doubled. Never throws (errors are logged). */
  runOnce(): Promise<void> {
    return this.work.runOnce();
  }
}
