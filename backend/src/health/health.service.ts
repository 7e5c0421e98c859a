import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { DependencyStatusDto, HealthDto } from './dto/health.dto.js';
import { HealthRepository } from './health.repository.js';
import { ShutdownState } from './shutdown-state.js';

const PROBE_TIMEOUT_MS = 2000;

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(check: () => Promise<unknown>, what: string): Promise<DependencyStatusDto> {
  try {
    await withTimeout(check(), what);
    return { status: 'up' };
  } catch (error) {
    // Driver messages can echo connection details; report only a generic reason.
    const timedOut = error instanceof Error && error.message.includes('did not answer');
    return {
      status: 'down',
      error: timedOut ? `${what} did not answer in time` : `${what} is unreachable`,
    };
  }
}

async function pingRedis(url: string): Promise<void> {
  // A short-lived connection per probe: no reconnect loop outlives the check.
  const client = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    connectTimeout: PROBE_TIMEOUT_MS,
    // Otherwise a refused connection leaves a 2 s timer running after disconnect().
    disconnectTimeout: 0,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

@Injectable()
export class HealthService {
  constructor(
    private readonly database: HealthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shutdown: ShutdownState,
  ) {}

  async check(): Promise<HealthDto> {
    const { redisUrl } = this.config;
    if (this.shutdown.shuttingDown) {
      // At once, without probing: the pool may be busy with the requests being finished, and
      // this instance's dependencies are going away whatever a probe would say.
      const stopping: DependencyStatusDto = {
        status: 'down',
        error: 'This instance is shutting down',
      };
      return {
        status: 'shutting-down',
        database: stopping,
        ...(redisUrl ? { redis: stopping } : {}),
        preview: this.config.previewEnvironment,
      };
    }
    const database = await probe(() => this.database.ping(), 'The database');
    const redis = redisUrl ? await probe(() => pingRedis(redisUrl), 'Redis') : undefined;
    const up = database.status === 'up' && (!redis || redis.status === 'up');
    return {
      status: up ? 'ok' : 'degraded',
      database,
      ...(redis ? { redis } : {}),
      preview: this.config.previewEnvironment,
    };
  }
}
