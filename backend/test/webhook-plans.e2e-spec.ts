import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../src/common/api/list-page.js';
import { WebhookDeliveriesRepository } from '../src/webhooks/webhook-deliveries.repository.js';
import { WebhookDispatchRepository } from '../src/webhooks/webhook-dispatch.repository.js';
import { WebhookEndpointsRepository } from '../src/webhooks/webhook-endpoints.repository.js';
import { createOwnDatabase } from './support/own-database.js';
import { planOf, planWithout, queriesOf, type SentQuery } from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const DELIVERY_LIST = 'webhook_deliveries_endpoint_list_idx';
const DUE = 'webhook_deliveries_due_idx';
const ENDPOINT_LIST = 'webhook_endpoints_user_list_idx';

/**
 * The webhook lists and the dispatch sweep read their indexes in the order they answer, with no
 * sort: an endpoint's deliveries (newest first, from the start, a cursor or an offset), the
 * user's endpoints, and the due deliveries of every user. The statements are the ones the
 * repositories send, planned over thousands of seeded rows with sequential scans priced out
 * (support/query-plans.ts), and each plan changes when its index is dropped.
 */
describe('webhook plans', () => {
  let ownDatabase: Awaited<ReturnType<typeof createOwnDatabase>>;
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;
  let endpointId: string;

  beforeAll(async () => {
    // The dispatch sweep of this app reads every delivery: a database of the file's own.
    ownDatabase = await createOwnDatabase('webhook_plans');
    app = await createTestApp({ env: { DATABASE_URL: ownDatabase.url } });
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'plans');
    // 3,000 endpoints of the owner (more than the API lets one make: only the plan matters).
    await dataSource.query(
      `INSERT INTO webhook_endpoints (user_id, url, events, secret_sealed, created_at)
       SELECT $1, 'https://example.com/' || n, ARRAY['invoice.paid'], 'v1.x.y.z',
              timestamptz '2026-01-01Z' + (n / 4) * interval '1 second'
         FROM generate_series(1, 3000) AS n`,
      [owner.id],
    );
    const [first] = (await dataSource.query(
      `SELECT id FROM webhook_endpoints WHERE user_id = $1 ORDER BY created_at, id LIMIT 2`,
      [owner.id],
    )) as { id: string }[];
    endpointId = first!.id;
    const [event] = (await dataSource.query(
      `INSERT INTO webhook_events (id, user_id, type, data)
       VALUES (gen_random_uuid(), $1, 'invoice.paid', '{}') RETURNING id`,
      [owner.id],
    )) as { id: string }[];
    // 4,000 deliveries to the first endpoint, 6,000 spread over the others; a tenth unfinished,
    // due tomorrow (so this app's sweep leaves them alone).
    await dataSource.query(
      `INSERT INTO webhook_deliveries (user_id, event_id, endpoint_id, status, next_attempt_at, created_at)
       SELECT $1, $2,
              CASE WHEN n <= 4000 THEN $3::uuid
                   ELSE (SELECT id FROM webhook_endpoints WHERE user_id = $1 OFFSET (n % 2999) + 1 LIMIT 1) END,
              CASE WHEN n % 10 = 0 THEN 'pending' ELSE 'delivered' END,
              CASE WHEN n % 10 = 0 THEN now() + interval '1 day' + n * interval '1 second' END,
              timestamptz '2026-01-01Z' + (n / 4) * interval '1 second'
         FROM generate_series(1, 10000) AS n`,
      [owner.id, event!.id, endpointId],
    );
    await dataSource.query('VACUUM ANALYZE webhook_endpoints, webhook_deliveries, webhook_events');
  });

  afterAll(async () => {
    await app.close();
    await ownDatabase.drop();
  });

  const cursorPlace: PagePosition = {
    after: ['2026-01-01T00:05:00.000000Z', '80000000-0000-4000-8000-000000000000'],
  };

  const only = async (work: () => Promise<unknown>): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, work);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };
  const deliveries = (position: PagePosition) => () =>
    only(() => app.get(WebhookDeliveriesRepository).page(owner.id, endpointId, position, 20));
  const endpoints = (position: PagePosition) => () =>
    only(() => app.get(WebhookEndpointsRepository).page(owner.id, position, 10));

  const cases: [string, string, () => Promise<SentQuery>][] = [
    ['the first page of deliveries', DELIVERY_LIST, deliveries({ offset: 0 })],
    ['a page of deliveries after a cursor', DELIVERY_LIST, deliveries(cursorPlace)],
    ['a deep page of deliveries by number', DELIVERY_LIST, deliveries({ offset: 1000 })],
    ['the first page of endpoints', ENDPOINT_LIST, endpoints({ offset: 0 })],
    ['a page of endpoints after a cursor', ENDPOINT_LIST, endpoints(cursorPlace)],
    ['the due deliveries', DUE, () => only(() => app.get(WebhookDispatchRepository).due(200))],
  ];

  it.each(cases)('%s reads %s in its order', async (_what, index, statement) => {
    const plan = await planOf(dataSource, await statement());
    expect(plan.indexes).toContain(index);
    expect({ sorts: plan.sorts, seqScans: plan.seqScans }).toEqual({ sorts: 0, seqScans: [] });
  });

  it.each(cases)('%s: the plan test notices %s dropped', async (_what, index, statement) => {
    const plan = await planWithout(dataSource, index, await statement());
    expect(plan.indexes).not.toContain(index);
    expect(plan.sorts + plan.seqScans.length).toBeGreaterThan(0);
  });

  it('counts deliveries and endpoints from an index, never the table', async () => {
    for (const work of [
      () => app.get(WebhookDeliveriesRepository).countListed(owner.id, endpointId),
      () => app.get(WebhookEndpointsRepository).countListed(owner.id),
    ]) {
      const plan = await planOf(dataSource, await only(work));
      expect(plan.seqScans).toEqual([]);
    }
  });
});
