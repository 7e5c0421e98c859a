import { ApiProperty } from '@nestjs/swagger';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookAttempt,
  type WebhookDeliveredEventType,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@app/contracts/settings';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';
import { ListPageDto } from '../../common/api/list-page.js';

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid', example: '5b8f2d1c-3e4a-4f6b-8c7d-9e0f1a2b3c4d' })
  id!: string;

  @ApiProperty({ example: 'https://example.com/hooks/invoicing' })
  url!: string;

  @ApiProperty({ example: 'Bookkeeping sync' })
  description!: string;

  @ApiProperty({
    enum: WEBHOOK_EVENT_TYPES,
    enumName: 'WebhookEventType',
    isArray: true,
    example: ['invoice.created', 'invoice.paid'],
  })
  events!: WebhookEventType[];

  @ApiProperty({ description: 'Disabled endpoints get no new events', example: true })
  enabled!: boolean;

  @ApiProperty({ type: 'integer', description: 'Seconds since the epoch', example: 1766000000 })
  createdAt!: number;
}

/** One page of GET /api/user/webhooks. */
export class WebhookEndpointListDto extends ListPageDto {
  @ApiProperty({ type: [WebhookEndpointDto], description: 'Oldest first (creation time, then id)' })
  endpoints!: WebhookEndpointDto[];
}

export class WebhookEndpointWithSecretDto {
  @ApiProperty({ type: WebhookEndpointDto })
  endpoint!: WebhookEndpointDto;

  @ApiProperty({
    description:
      'The signing secret (Standard Webhooks: `whsec_` and base64 of the key bytes). Shown this ' +
      'once: store it where your receiver verifies `webhook-signature`',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYq=',
  })
  secret!: string;
}

export class WebhookAttemptDto {
  @ApiProperty({ type: 'integer', description: 'Seconds since the epoch', example: 1766000005 })
  at!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The receiver’s HTTP status; null when there was no answer',
    example: 500,
  })
  statusCode!: number | null;

  @ApiProperty({ type: 'integer', example: 84 })
  durationMs!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the try failed; null when it succeeded',
    example: 'HTTP 500',
  })
  error!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The start of the receiver’s answer (at most 200 characters)',
    example: 'Internal Server Error',
  })
  response!: string | null;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid', example: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f' })
  id!: string;

  @ApiProperty({
    format: 'uuid',
    description: 'The `webhook-id` header: the same on every try, so a receiver can drop repeats',
    example: '2f4e6a8c-1b3d-4f5a-9c7e-0d2b4f6a8c1e',
  })
  eventId!: string;

  @ApiProperty({
    enum: [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT],
    enumName: 'WebhookDeliveredEventType',
    example: 'invoice.paid',
  })
  eventType!: WebhookDeliveredEventType;

  @ApiProperty({
    enum: WEBHOOK_DELIVERY_STATUSES,
    enumName: 'WebhookDeliveryStatus',
    example: 'delivered',
  })
  status!: WebhookDeliveryStatus;

  @ApiProperty({ type: [WebhookAttemptDto], description: 'Every try so far, oldest first' })
  attempts!: WebhookAttemptDto[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'When the next try is due (seconds since the epoch); null once finished',
    example: null,
  })
  nextAttemptAt!: number | null;

  @ApiProperty({ type: 'integer', description: 'Seconds since the epoch', example: 1766000000 })
  createdAt!: number;
}

/** One page of GET /api/user/webhooks/{id}/deliveries. */
export class WebhookDeliveryListDto extends ListPageDto {
  @ApiProperty({ type: [WebhookDeliveryDto], description: 'Newest first (creation time, then id)' })
  deliveries!: WebhookDeliveryDto[];
}

export type _WebhookEndpointDtoMatchesDomain = DtoMatchesDomain<
  SameShape<WebhookEndpointDto, WebhookEndpoint>
>;
export type _WebhookEndpointWithSecretDtoMatchesDomain = DtoMatchesDomain<
  SameShape<WebhookEndpointWithSecretDto, WebhookEndpointWithSecret>
>;
export type _WebhookAttemptDtoMatchesDomain = DtoMatchesDomain<
  SameShape<WebhookAttemptDto, WebhookAttempt>
>;
export type _WebhookDeliveryDtoMatchesDomain = DtoMatchesDomain<
  SameShape<WebhookDeliveryDto, WebhookDelivery>
>;
