import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WEBHOOK_TEST_EVENT, type WebhookAttempt } from '@app/contracts/settings';
import { SecretBox } from '../../../common/crypto/secret-box.js';
import type { JobHandler } from '../../../common/queue/queue.interface.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.tokens.js';
import { signatureHeaders } from '../../delivery/signature.js';
import { postWebhook } from '../../delivery/webhook-http.js';
import { WebhookResolver } from '../../delivery/webhook-resolver.js';
import {
  WebhookDispatchRepository,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from '../../webhook-dispatch.repository.js';
import type { DeliverWebhookJob } from './deliver-webhook.job.js';

/** The wait before retry `n` (1 after the first try): base x 5^(n-1). */
export function retryDelayMs(baseMs: number, triesMade: number): number {
  return baseMs * 5 ** Math.max(0, triesMade - 1);
}

/** The JSON body every try of an event sends: the same bytes each time. */
export function webhookBody(
  delivery: Pick<ClaimedDelivery, 'eventType' | 'eventCreatedAt' | 'data'>,
): string {
  return JSON.stringify({
    type: delivery.eventType,
    timestamp: new Date(delivery.eventCreatedAt).toISOString(),
    data: delivery.data,
  });
}

/**
 * One try of one delivery. The row decides, as for e-mail: the handler claims it (queued, or a
 * dead worker's expired claim) with one conditional UPDATE, tries, and only the claim holder
 * records the try and its outcome. However often a job runs, one worker tries a delivery at a
 * time, and every try is recorded.
 */
@Injectable()
export class DeliverWebhookHandler implements JobHandler<DeliverWebhookJob> {
  private readonly logger = new Logger('DeliverWebhook');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dispatch: WebhookDispatchRepository,
    private readonly resolver: WebhookResolver,
    private readonly box: SecretBox,
  ) {}

  async handle({ deliveryId }: DeliverWebhookJob): Promise<void> {
    const rules = this.config.webhooks;
    const token = randomUUID();
    const delivery = await this.dispatch.claim(deliveryId, token, rules.leaseMs, rules.maxAttempts);
    if (delivery === null) return;
    const { attempt, outcome } = await this.attempt(delivery);
    const recorded = await this.dispatch.finish(deliveryId, token, attempt, outcome);
    if (!recorded) {
      this.logger.warn(`Webhook delivery ${deliveryId}: try outlived its claim; not recorded`);
    }
  }

  private async attempt(
    delivery: ClaimedDelivery,
  ): Promise<{ attempt: WebhookAttempt; outcome: DeliveryOutcome }> {
    const rules = this.config.webhooks;
    const timestamp = Math.floor(Date.now() / 1000);
    if (!delivery.enabled && delivery.eventType !== WEBHOOK_TEST_EVENT) {
      return {
        attempt: {
          at: timestamp,
          statusCode: null,
          durationMs: 0,
          error: 'Not sent: the endpoint is disabled',
          response: null,
        },
        outcome: { status: 'failed' },
      };
    }
    const body = webhookBody(delivery);
    const secret = this.box.open(delivery.secretSealed);
    const result = await postWebhook(
      {
        url: delivery.url,
        headers: signatureHeaders(secret, delivery.eventId, timestamp, body),
        body,
      },
      {
        allowLocal: rules.allowLocal,
        connectTimeoutMs: rules.connectTimeoutMs,
        totalTimeoutMs: rules.totalTimeoutMs,
        resolve: (hostname) => this.resolver.resolve(hostname),
      },
    );
    const code = result.statusCode;
    const ok = code !== null && code >= 200 && code < 300;
    const attempt: WebhookAttempt = {
      at: timestamp,
      statusCode: code,
      durationMs: result.durationMs,
      error: ok ? null : (result.error ?? `HTTP ${code}`),
      response: result.response,
    };
    if (ok) return { attempt, outcome: { status: 'delivered' } };
    if (result.refused || delivery.attempts >= rules.maxAttempts) {
      return { attempt, outcome: { status: 'failed' } };
    }
    return {
      attempt,
      outcome: { status: 'pending', retryInMs: retryDelayMs(rules.retryBaseMs, delivery.attempts) },
    };
  }
}
