import { Inject, Injectable, Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicWorkService } from '../common/periodic/periodic-work.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { DeliverWebhookProducer } from './jobs/deliver-webhook/deliver-webhook.producer.js';
import { WebhookDispatchRepository } from './webhook-dispatch.repository.js';

/** Deliveries looked at per round; a full round is followed by another at once. */
const SWEEP_LIMIT = 200;

/**
 * The outbox's relay. Events are written in their change's transaction, which cannot queue a job
 * (the job could run before the commit, or name a change rolled back), so every instance looks
 * for due deliveries every `dispatchIntervalMs`: first tries, retries whose back-off is over,
 * queued ones whose job was lost, and tries whose worker died. Each is marked queued with one
 * conditional UPDATE (one instance wins) and gets a job; one whose tries are used up fails.
 */
@Injectable()
export class WebhookDispatchService extends PeriodicWorkService {
  private readonly logger = new Logger('WebhookDispatch');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    registry: SchedulerRegistry,
    private readonly dispatch: WebhookDispatchRepository,
    private readonly producer: DeliverWebhookProducer,
  ) {
    super(registry, 'webhook-dispatch', {
      enabled: true,
      intervalMs: config.webhooks.dispatchIntervalMs,
    });
  }

  /** One round now (tests); resolves when what was due is queued. */
  dispatchOnce(): Promise<void> {
    return this.runOnce();
  }

  protected async runDue(): Promise<void> {
    const { leaseMs, maxAttempts } = this.config.webhooks;
    for (;;) {
      const due = await this.dispatch.due(SWEEP_LIMIT);
      for (const delivery of due) {
        if (this.work.stopping) return;
        if (delivery.attempts >= maxAttempts) {
          await this.dispatch.giveUp(delivery, {
            at: Math.floor(Date.now() / 1000),
            statusCode: null,
            durationMs: 0,
            error: 'Gave up: the last try was interrupted',
            response: null,
          });
          continue;
        }
        const round = await this.dispatch.queue(delivery, leaseMs);
        if (round === null) continue;
        try {
          await this.producer.enqueue(delivery.id, round);
        } catch (error) {
          // Queued in the row but not in the queue: the row comes due again after the lease.
          this.logger.warn(`Webhook delivery ${delivery.id} not queued: ${String(error)}`);
        }
      }
      if (due.length < SWEEP_LIMIT || this.work.stopping) return;
    }
  }
}
