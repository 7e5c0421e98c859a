import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { WebhookDeliveredEventType } from '@app/contracts/settings';
import type { PagePosition } from '../common/api/list-page.js';
import { atPosition, countCapped, timestampKeyText } from '../database/list-queries.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';

/**
 * The list order, newest first, all descending; served by webhook_deliveries_endpoint_list_idx
 * (endpoint_id, created_at, id) read backwards.
 */
const LIST_KEY = ['delivery.created_at', 'delivery.id'] as const;
const CREATED_AT_TEXT = timestampKeyText('delivery.created_at');

/** A delivery of a list page, with its event's type and its creation time for the cursor. */
export type ListedDelivery = {
  delivery: WebhookDeliveryEntity;
  eventType: WebhookDeliveredEventType;
  createdAtText: string;
};

/** Deliveries as their owner sees them, always by owner (see OwnedRepository). */
@Injectable()
export class WebhookDeliveriesRepository extends OwnedRepository<WebhookDeliveryEntity> {
  constructor(
    @InjectRepository(WebhookDeliveryEntity) repository: Repository<WebhookDeliveryEntity>,
  ) {
    super(repository);
  }

  /** One page of an endpoint's deliveries, newest first, `limit + 1` rows. */
  async page(
    ownerId: string,
    endpointId: string,
    position: PagePosition,
    limit: number,
  ): Promise<ListedDelivery[]> {
    const query = atPosition(
      this.listed(ownerId, endpointId)
        .addSelect(CREATED_AT_TEXT, 'created_at_text')
        .addSelect(
          (types) =>
            types
              .select('event.type')
              .from('webhook_events', 'event')
              .where('event.id = delivery.event_id'),
          'event_type',
        )
        .orderBy(LIST_KEY[0], 'DESC')
        .addOrderBy(LIST_KEY[1], 'DESC'),
      position,
      LIST_KEY,
      'DESC',
      limit,
    );
    const { entities, raw } = await query.getRawAndEntities<{
      delivery_id: string;
      created_at_text: string;
      event_type: WebhookDeliveredEventType;
    }>();
    const rowOf = new Map(raw.map((row) => [row.delivery_id, row]));
    return entities.map((delivery) => ({
      delivery,
      eventType: rowOf.get(delivery.id)!.event_type,
      createdAtText: rowOf.get(delivery.id)!.created_at_text,
    }));
  }

  /** How many deliveries the endpoint has, counted up to `COUNT_CAP + 1`. */
  countListed(ownerId: string, endpointId: string): Promise<number> {
    return countCapped(this.listed(ownerId, endpointId));
  }

  /** One of the owner's deliveries with its event's type; null when missing or foreign. */
  async findWithType(
    ownerId: string,
    id: string,
  ): Promise<{ delivery: WebhookDeliveryEntity; eventType: WebhookDeliveredEventType } | null> {
    const delivery = await this.findOne(ownerId, id);
    if (delivery === null) return null;
    const [row] = (await this.manager.query(`SELECT "type" FROM "webhook_events" WHERE "id" = $1`, [
      delivery.eventId,
    ])) as { type: WebhookDeliveredEventType }[];
    return { delivery, eventType: row!.type };
  }

  private listed(ownerId: string, endpointId: string): SelectQueryBuilder<WebhookDeliveryEntity> {
    return this.ownedQuery(ownerId, 'delivery').andWhere('delivery.endpoint_id = :endpointId', {
      endpointId,
    });
  }
}
