import { setTimeout as sleep } from 'node:timers/promises';
import { mollieTime } from './ids.ts';
import type { WebhookDelivery } from './records.ts';

export type WebhookOptions = {
  /** Waits before each retry; Mollie spreads 10 calls over 26 hours, tests need milliseconds. */
  retryDelaysMs: number[];
  /** How long one call may take before it counts as failed. */
  timeoutMs: number;
  now: () => Date;
};

/**
 * Calls webhooks as Mollie does: a POST whose form body is only `id=<resource id>`, so the
 * receiver must fetch the resource to learn what changed. A call answered with anything but a
 * 2xx status (or not answered) is tried again after each of `retryDelaysMs`.
 */
export class WebhookSender {
  private readonly pending = new Set<Promise<void>>();
  private readonly stopped = new AbortController();
  private readonly deliveries: WebhookDelivery[];
  private readonly options: WebhookOptions;

  constructor(deliveries: WebhookDelivery[], options: WebhookOptions) {
    this.deliveries = deliveries;
    this.options = options;
  }

  send(url: string, paymentId: string): void {
    const delivery: WebhookDelivery = { paymentId, url, attempts: [], outcome: 'pending' };
    this.deliveries.push(delivery);
    const running = this.deliver(delivery).finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves when no delivery is pending any more (each delivered or out of retries). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Stops retrying; deliveries still pending stay `pending`. */
  async close(): Promise<void> {
    this.stopped.abort();
    await this.settled();
  }

  private async deliver(delivery: WebhookDelivery): Promise<void> {
    for (const delay of [0, ...this.options.retryDelaysMs]) {
      try {
        if (delay > 0) await sleep(delay, undefined, { signal: this.stopped.signal });
      } catch {
        return;
      }
      if (await this.attempt(delivery)) {
        delivery.outcome = 'delivered';
        return;
      }
      if (this.stopped.signal.aborted) return;
    }
    delivery.outcome = 'failed';
  }

  private async attempt(delivery: WebhookDelivery): Promise<boolean> {
    const at = mollieTime(this.options.now());
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: '*/*',
          'user-agent': 'Mollie HTTP client/1.0',
        },
        body: new URLSearchParams({ id: delivery.paymentId }).toString(),
        redirect: 'manual',
        signal: AbortSignal.any([this.stopped.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.attempts.push({ at, status: response.status });
      return response.status >= 200 && response.status < 300;
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      delivery.attempts.push({ at, error: cause ?? (error as Error).message });
      return false;
    }
  }
}
