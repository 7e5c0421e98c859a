import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { WebhookDeliveredEventType, WebhookEventType } from '@app/contracts/settings';
import { BoundRepository } from '../database/bound-repository.js';

/**
 * The outbox: events and their deliveries, written owner first in the transaction of the change
 * that caused them (bind with `in(tx)`), so an event exists exactly when its change committed.
 */
@Injectable()
export class WebhookOutboxRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /**
   * The owner's enabled endpoints subscribed to `type`, read from
   * webhook_endpoints_user_list_idx (a handful of rows per owner at most).
   */
  async subscribedEndpoints(ownerId: string, type: WebhookEventType): Promise<string[]> {
    const rows = (await this.manager.query(
      `SELECT "id" FROM "webhook_endpoints"
        WHERE "user_id" = $1 AND "enabled" AND $2 = ANY("events")
        ORDER BY "created_at", "id"`,
      [ownerId, type],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /**
   * Of these owners, those with enabled endpoints subscribed to `type`, and those endpoints: one
   * query for a sweep's whole batch (webhook_endpoints_user_list_idx per owner).
   */
  async subscribedEndpointsOf(
    ownerIds: readonly string[],
    type: WebhookEventType,
  ): Promise<Map<string, string[]>> {
    const rows = (await this.manager.query(
      `SELECT "user_id" AS "ownerId", array_agg("id" ORDER BY "created_at", "id") AS "ids"
         FROM "webhook_endpoints"
        WHERE "user_id" = ANY($1::uuid[]) AND "enabled" AND $2 = ANY("events")
        GROUP BY "user_id"`,
      [[...new Set(ownerIds)], type],
    )) as { ownerId: string; ids: string[] }[];
    return new Map(rows.map((row) => [row.ownerId, row.ids]));
  }

  /**
   * Stores the event and one delivery per endpoint (of the owner's: another user's endpoint id
   * gets none), due at once; answers the deliveries' ids in the endpoints' order.
   */
  async record(
    ownerId: string,
    eventId: string,
    type: WebhookDeliveredEventType,
    data: unknown,
    endpointIds: readonly string[],
  ): Promise<string[]> {
    await this.manager.query(
      `INSERT INTO "webhook_events" ("id", "user_id", "type", "data") VALUES ($1, $2, $3, $4::jsonb)`,
      [eventId, ownerId, type, JSON.stringify(data)],
    );
    // pg answers an INSERT … RETURNING through TypeORM as the rows alone.
    const rows = (await this.manager.query(
      `INSERT INTO "webhook_deliveries" ("user_id", "event_id", "endpoint_id", "status", "next_attempt_at")
       SELECT $1, $2, e."id", 'pending', now()
         FROM "webhook_endpoints" AS e
        WHERE e."user_id" = $1 AND e."id" = ANY($3::uuid[])
       RETURNING "id", "endpoint_id" AS "endpointId"`,
      [ownerId, eventId, endpointIds],
    )) as { id: string; endpointId: string }[];
    const idOf = new Map(rows.map((row) => [row.endpointId, row.id]));
    return endpointIds.flatMap((endpointId) => idOf.get(endpointId) ?? []);
  }
}
