import type {
  WebhookDeliveredEventType,
  WebhookDelivery,
  WebhookEndpoint,
} from '@app/contracts/settings';
import type { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The one place an endpoint row becomes what the API answers: never its secret. */
export function toWebhookEndpoint(entity: WebhookEndpointEntity): WebhookEndpoint {
  return {
    id: entity.id,
    url: entity.url,
    description: entity.description,
    events: entity.events,
    enabled: entity.enabled,
    createdAt: seconds(entity.createdAt),
  };
}

/** A delivery as its owner sees it: queued and sending are still `pending` (on their way). */
export function toWebhookDelivery(
  entity: WebhookDeliveryEntity,
  eventType: WebhookDeliveredEventType,
): WebhookDelivery {
  const finished = entity.status === 'delivered' || entity.status === 'failed';
  return {
    id: entity.id,
    eventId: entity.eventId,
    eventType,
    status: finished ? (entity.status as 'delivered' | 'failed') : 'pending',
    attempts: entity.attemptLog,
    nextAttemptAt: finished || entity.nextAttemptAt === null ? null : seconds(entity.nextAttemptAt),
    createdAt: seconds(entity.createdAt),
  };
}
