import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { PagePosition } from '../common/api/list-page.js';
import { atPosition, countCapped, timestampKeyText } from '../database/list-queries.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';

/** The list order, oldest first; served by webhook_endpoints_user_list_idx in index order. */
const LIST_KEY = ['endpoint.created_at', 'endpoint.id'] as const;
const CREATED_AT_TEXT = timestampKeyText('endpoint.created_at');

/** An endpoint of a list page, with its creation time as text for the page's cursor. */
export type ListedEndpoint = { endpoint: WebhookEndpointEntity; createdAtText: string };

/** Webhook endpoints, always by owner (see OwnedRepository). */
@Injectable()
export class WebhookEndpointsRepository extends OwnedRepository<WebhookEndpointEntity> {
  constructor(
    @InjectRepository(WebhookEndpointEntity) repository: Repository<WebhookEndpointEntity>,
  ) {
    super(repository);
  }

  /** One page of the owner's endpoints, oldest first, `limit + 1` rows. */
  async page(ownerId: string, position: PagePosition, limit: number): Promise<ListedEndpoint[]> {
    const query = atPosition(
      this.listed(ownerId)
        .addSelect(CREATED_AT_TEXT, 'created_at_text')
        .orderBy(LIST_KEY[0], 'ASC')
        .addOrderBy(LIST_KEY[1], 'ASC'),
      position,
      LIST_KEY,
      'ASC',
      limit,
    );
    const { entities, raw } = await query.getRawAndEntities<{
      endpoint_id: string;
      created_at_text: string;
    }>();
    const textOf = new Map(raw.map((row) => [row.endpoint_id, row.created_at_text]));
    return entities.map((endpoint) => ({ endpoint, createdAtText: textOf.get(endpoint.id)! }));
  }

  /** How many endpoints the owner has, counted up to `COUNT_CAP + 1`. */
  countListed(ownerId: string): Promise<number> {
    return countCapped(this.listed(ownerId));
  }

  /**
   * Holds the owner's endpoint list until the bound transaction ends, so two creates at once
   * cannot both pass the limit (a transaction-scoped advisory lock on the owner).
   */
  async lockList(ownerId: string): Promise<void> {
    await this.manager.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('webhook_endpoints:' || $1::text, 0))`,
      [ownerId],
    );
  }

  /** The owner's endpoint with its sealed secret replaced. */
  async replaceSecret(
    ownerId: string,
    id: string,
    secretSealed: string,
  ): Promise<WebhookEndpointEntity> {
    return this.update(ownerId, id, { secretSealed });
  }

  private listed(ownerId: string): SelectQueryBuilder<WebhookEndpointEntity> {
    return this.ownedQuery(ownerId, 'endpoint');
  }
}
