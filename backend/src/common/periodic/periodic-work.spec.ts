import { afterEach, describe, expect, it } from '@jest/globals';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicWork } from './periodic-work.js';

describe('PeriodicWork', () => {
  let work: PeriodicWork | undefined;
  afterEach(async () => {
    await work?.stop();
  });

  it('never runs an interval longer than a Node timer holds early (it would become 1 ms)', async () => {
    let runs = 0;
    work = new PeriodicWork(new SchedulerRegistry(), 'rarely', async () => {
      runs += 1;
    });
    // EMAIL_RECOVERY_INTERVAL_SECONDS=9999999, as the e2e tests set it for "only when asked".
    work.start(9_999_999_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(0);
    await work.runOnce();
    expect(runs).toBe(1);
  });
});
