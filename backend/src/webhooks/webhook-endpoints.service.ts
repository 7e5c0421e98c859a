import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@app/contracts/settings';
import { positionOf, toPage } from '../common/api/list-page.js';
import { SecretBox } from '../common/crypto/secret-box.js';
import { DomainException } from '../common/errors/domain.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Transactions } from '../database/transactions.js';
import { classifyAddress } from './delivery/safe-address.js';
import { generateWebhookSecret } from './delivery/signature.js';
import type { WebhookDeliveryListDto, WebhookEndpointListDto } from './dto/webhook-endpoint.dto.js';
import {
  DEFAULT_WEBHOOK_DELIVERY_PAGE_SIZE,
  MAX_WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_LIST_CURSOR,
  type ListWebhookDeliveriesQueryDto,
  type ListWebhookEndpointsQueryDto,
} from './dto/list-webhooks.dto.js';
import type { SaveWebhookEndpointDto } from './dto/save-webhook-endpoint.dto.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import { toWebhookDelivery, toWebhookEndpoint } from './webhook-mapper.js';
import { WebhookOutboxService } from './webhook-outbox.service.js';

const urlError = (message: string) =>
  new DomainException('VALIDATION_FAILED', { fields: [{ field: 'endpoint.url', message }] });

/** A user's webhook endpoints and their deliveries. Every method takes the owner first. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly outbox: WebhookOutboxService,
    private readonly box: SecretBox,
  ) {}

  async list(
    ownerId: string,
    query: ListWebhookEndpointsQueryDto,
  ): Promise<WebhookEndpointListDto> {
    const limit = Math.min(query.limit ?? MAX_WEBHOOK_ENDPOINTS, MAX_WEBHOOK_ENDPOINTS);
    const position = positionOf(query, WEBHOOK_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.endpoints.page(ownerId, position, limit),
      this.endpoints.countListed(ownerId),
    ]);
    const page = toPage({ rows, total }, query, limit, (row) => [
      row.createdAtText,
      row.endpoint.id,
    ]);
    return { endpoints: page.rows.map((row) => toWebhookEndpoint(row.endpoint)), ...page.info };
  }

  async get(ownerId: string, id: string): Promise<WebhookEndpoint> {
    return toWebhookEndpoint(await this.endpoints.get(ownerId, id));
  }

  /** A new endpoint and its signing secret, shown this once. */
  async create(ownerId: string, input: SaveWebhookEndpointDto): Promise<WebhookEndpointWithSecret> {
    const values = this.checked(input);
    const secret = generateWebhookSecret();
    const entity = await this.transactions.run(async (tx) => {
      const endpoints = this.endpoints.in(tx);
      await endpoints.lockList(ownerId);
      if ((await endpoints.count(ownerId)) >= MAX_WEBHOOK_ENDPOINTS) {
        throw new DomainException('WEBHOOK_LIMIT_REACHED', {
          message: `You can register at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: delete one first`,
        });
      }
      return endpoints.create(ownerId, { ...values, secretSealed: this.box.seal(secret) });
    });
    return { endpoint: toWebhookEndpoint(entity), secret };
  }

  /** Replaces the endpoint's address, description, events and switch; the secret stays. */
  async update(
    ownerId: string,
    id: string,
    input: SaveWebhookEndpointDto,
  ): Promise<WebhookEndpoint> {
    return toWebhookEndpoint(await this.endpoints.update(ownerId, id, this.checked(input)));
  }

  /** Deletes the endpoint and its deliveries (unsent ones are never sent). */
  delete(ownerId: string, id: string): Promise<void> {
    return this.endpoints.delete(ownerId, id);
  }

  /**
   * A new signing secret, shown this once; the old one stops at once (tries from now on are
   * signed with the new one).
   */
  async rotateSecret(ownerId: string, id: string): Promise<WebhookEndpointWithSecret> {
    const secret = generateWebhookSecret();
    const entity = await this.endpoints.replaceSecret(ownerId, id, this.box.seal(secret));
    return { endpoint: toWebhookEndpoint(entity), secret };
  }

  /** One page of the endpoint's deliveries, newest first, with every try. */
  async deliveriesOf(
    ownerId: string,
    endpointId: string,
    query: ListWebhookDeliveriesQueryDto,
  ): Promise<WebhookDeliveryListDto> {
    await this.endpoints.get(ownerId, endpointId);
    const limit = Math.min(
      query.limit ?? DEFAULT_WEBHOOK_DELIVERY_PAGE_SIZE,
      MAX_WEBHOOK_DELIVERY_PAGE_SIZE,
    );
    const position = positionOf(query, WEBHOOK_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.deliveries.page(ownerId, endpointId, position, limit),
      this.deliveries.countListed(ownerId, endpointId),
    ]);
    const page = toPage({ rows, total }, query, limit, (row) => [
      row.createdAtText,
      row.delivery.id,
    ]);
    return {
      deliveries: page.rows.map((row) => toWebhookDelivery(row.delivery, row.eventType)),
      ...page.info,
    };
  }

  /** Queues a `webhook.test` event for this endpoint alone; answers its delivery. */
  async sendTest(ownerId: string, endpointId: string): Promise<WebhookDelivery> {
    const deliveryId = await this.transactions.run(async (tx) => {
      await this.endpoints.in(tx).get(ownerId, endpointId);
      return this.outbox.emitTest(tx, ownerId, endpointId);
    });
    const found =
      deliveryId === null ? null : await this.deliveries.findWithType(ownerId, deliveryId);
    if (found === null) throw new DomainException('NOT_FOUND');
    return toWebhookDelivery(found.delivery, found.eventType);
  }

  /**
   * The address rules that need no DNS: https and no IP literal or name of this machine or a
   * private network, outside development (a name is checked again after resolution on every
   * delivery).
   */
  private checked(input: SaveWebhookEndpointDto) {
    const url = new URL(input.url);
    const { allowLocal } = this.config.webhooks;
    if (url.protocol !== 'https:' && !allowLocal) throw urlError('must be an https URL');
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
    if (isIP(host) !== 0) {
      const kind = classifyAddress(host);
      if (kind === 'refused' || (kind === 'loopback' && !allowLocal)) {
        throw urlError('must not be a private, loopback, link-local or reserved address');
      }
    } else if (!allowLocal && (host === 'localhost' || host.endsWith('.localhost'))) {
      throw urlError('must not be a private, loopback, link-local or reserved address');
    }
    return {
      url: url.href,
      description: (input.description ?? '').trim(),
      events: [...input.events],
      enabled: input.enabled ?? true,
    };
  }
}
