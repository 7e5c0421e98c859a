import type { StandInStore } from './stand-in-store.js';

/** What Recommand posts: `document.received` (also for MLRs) and `company.verification`. */
export type WebhookEvent =
  | { eventType: 'document.received'; documentId: string; teamId: string; companyId: string }
  | {
      eventType: 'company.verification';
      companyId: string;
      teamId: string;
      status: 'verified' | 'rejected';
    };

/**
 * Posts events to the registered webhooks as Recommand does: one POST each, no signature, no
 * retry, failures ignored. Tests can hold events back and release them in reverse order, and post
 * each one several times (at once), as a flaky network would.
 */
export class StandInWebhooks {
  private held: WebhookEvent[] | null = null;
  private repeat = 1;
  private readonly inFlight = new Set<Promise<void>>();
  delivered = 0;

  constructor(private readonly store: StandInStore) {}

  emit(event: WebhookEvent): void {
    if (this.held !== null) this.held.push(event);
    else this.track(this.deliver(event, this.repeat));
  }

  /** Emits after `ms` (an answer that comes after the call it answers); idle() waits for it. */
  emitLater(event: WebhookEvent, ms: number): void {
    this.track(
      new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => this.emit(event)),
    );
  }

  hold(): void {
    this.held ??= [];
  }

  /** Posts the held events one after another (each `repeat` times at once), then stops holding. */
  async release(options: { reverse?: boolean; repeat?: number } = {}): Promise<void> {
    const events = this.held ?? [];
    this.held = null;
    if (options.reverse) events.reverse();
    for (const event of events) await this.deliver(event, options.repeat ?? this.repeat);
  }

  setRepeat(times: number): void {
    this.repeat = Math.max(1, Math.floor(times));
  }

  /** Resolves when every event emitted so far has been posted (and answered). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  reset(): void {
    this.held = null;
    this.repeat = 1;
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(event: WebhookEvent, times: number): Promise<void> {
    const targets = [...this.store.webhooks.values()].filter(
      (webhook) => webhook.companyId === null || webhook.companyId === event.companyId,
    );
    const posts = targets.flatMap((webhook) =>
      Array.from({ length: times }, () => this.post(webhook.url, event)),
    );
    await Promise.all(posts);
  }

  private async post(url: string, event: WebhookEvent): Promise<void> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      this.delivered += 1;
    } catch {
      // Recommand only logs a failed webhook; the receiver's inbox poll is the safety net.
    }
  }
}
