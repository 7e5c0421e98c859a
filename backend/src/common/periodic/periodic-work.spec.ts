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

  describe('drain', () => {
    /** A queue of pieces taken one at a time, as a SKIP LOCKED claim hands them out. */
    function pieces(keys: string[]) {
      const left = [...keys];
      let running = 0;
      let mostAtOnce = 0;
      const take = async (
        skipped: readonly string[],
        claimed: (...keys: string[]) => void,
      ): Promise<number> => {
        const key = left.find((candidate) => !skipped.includes(candidate));
        if (key === undefined) return 0;
        left.splice(left.indexOf(key), 1);
        claimed(key);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (key.startsWith('bad')) throw new Error(`${key} broke`);
        return 1;
      };
      return { take, mostAtOnce: () => mostAtOnce, left };
    }

    it('takes pieces in as many lanes as asked, each piece once, and counts them all', async () => {
      work = new PeriodicWork(new SchedulerRegistry(), 'lanes', async () => {});
      const queue = pieces(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      await expect(work.drain(queue.take, 3)).resolves.toBe(7);
      expect(queue.mostAtOnce()).toBe(3);
      expect(queue.left).toEqual([]);
    });

    it('one lane by default', async () => {
      work = new PeriodicWork(new SchedulerRegistry(), 'one-lane', async () => {});
      const queue = pieces(['a', 'b', 'c']);
      await expect(work.drain(queue.take)).resolves.toBe(3);
      expect(queue.mostAtOnce()).toBe(1);
    });

    it('skips a piece that failed after its claim and goes on with the rest', async () => {
      work = new PeriodicWork(new SchedulerRegistry(), 'failing-piece', async () => {});
      const queue = pieces(['a', 'bad-1', 'b', 'c']);
      await expect(work.drain(queue.take, 2)).resolves.toBe(3);
      expect(queue.left).toEqual([]);
    });

    it('fails the round when a lane fails outside a piece, after the other lane stopped', async () => {
      work = new PeriodicWork(new SchedulerRegistry(), 'failing-lane', async () => {});
      let calls = 0;
      let otherLaneDone = false;
      const take = async (): Promise<number> => {
        calls += 1;
        if (calls === 1) throw new Error('the database is gone');
        await new Promise((resolve) => setTimeout(resolve, 20));
        otherLaneDone = true;
        return 1;
      };
      await expect(work.drain(take, 2)).rejects.toThrow('the database is gone');
      expect(otherLaneDone).toBe(true);
      expect(calls).toBe(2);
    });
  });
});
