import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from '@app/contracts/settings';
import type { Transaction } from '../database/transactions.js';
import { WebhookOutboxRepository } from './webhook-outbox.repository.js';

/**
 * Where features say what happened, inside the transaction of the change (docs/webhooks.md): the
 * event and its deliveries commit or roll back with the change. Nothing is written, and `data`
 * is never built, when no enabled endpoint of the owner subscribes to the event.
 */
@Injectable()
export class WebhookOutboxService {
  constructor(private readonly outbox: WebhookOutboxRepository) {}

  /**
   * Records `type` for the owner's subscribed endpoints. `data` is the event's `data` (the API's
   * shape of the invoice or e-mail record), or a function building it, called only when someone
   * listens. Answers the event's id, or null when nobody listens.
   */
  async emit(
    tx: Transaction,
    ownerId: string,
    type: WebhookEventType,
    data: unknown,
  ): Promise<string | null> {
    const outbox = this.outbox.in(tx);
    const endpoints = await outbox.subscribedEndpoints(ownerId, type);
    if (endpoints.length === 0) return null;
    const eventId = randomUUID();
    const payload: unknown = typeof data === 'function' ? await (data as () => unknown)() : data;
    await outbox.record(ownerId, eventId, type, payload, endpoints);
    return eventId;
  }

  /**
   * The same event type for many owners' subjects at once (a sweep's batch), in one look-up of
   * who listens; `data` is built only for those. Answers how many events were recorded.
   */
  async emitEach<Subject extends { ownerId: string }>(
    tx: Transaction,
    type: WebhookEventType,
    subjects: readonly Subject[],
    data: (subject: Subject) => Promise<unknown>,
  ): Promise<number> {
    if (subjects.length === 0) return 0;
    const outbox = this.outbox.in(tx);
    const listeners = await outbox.subscribedEndpointsOf(
      subjects.map((subject) => subject.ownerId),
      type,
    );
    let recorded = 0;
    for (const subject of subjects) {
      const endpoints = listeners.get(subject.ownerId);
      if (endpoints === undefined) continue;
      await outbox.record(subject.ownerId, randomUUID(), type, await data(subject), endpoints);
      recorded += 1;
    }
    return recorded;
  }

  /** A test event for one of the owner's endpoints, whatever it subscribes to: its delivery's id. */
  async emitTest(tx: Transaction, ownerId: string, endpointId: string): Promise<string | null> {
    const [deliveryId] = await this.outbox
      .in(tx)
      .record(
        ownerId,
        randomUUID(),
        WEBHOOK_TEST_EVENT,
        { endpointId, message: 'A test event: your endpoint is reached and can verify signatures' },
        [endpointId],
      );
    return deliveryId ?? null;
  }
}
