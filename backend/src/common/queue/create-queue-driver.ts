import type { AppConfig } from '../../config/app-config.js';
import { BullQueueDriver, type BullQueueDriverOptions } from './bull.driver.js';
import { InProcessQueueDriver } from './in-process.driver.js';
import type { QueueDriver, QueueJobs } from './queue.interface.js';

/** Options for either driver; the in-process one ignores Bull's prefix and settings. */
export type QueueDriverOptions = Omit<BullQueueDriverOptions, 'redisUrl'>;

/** REDIS_URL set: Bull over Redis, shared by every instance. Unset: in memory, one process. */
export function createQueueDriver<Jobs extends object = QueueJobs>(
  config: Pick<AppConfig, 'redisUrl'>,
  options: QueueDriverOptions = {},
): QueueDriver<Jobs> {
  return config.redisUrl
    ? new BullQueueDriver<Jobs>({ ...options, redisUrl: config.redisUrl })
    : new InProcessQueueDriver<Jobs>(options);
}
