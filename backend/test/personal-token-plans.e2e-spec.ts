import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../src/common/api/list-page.js';
import { PersonalTokenAuthRepository } from '../src/personal-tokens/personal-token-auth.repository.js';
import { PersonalTokensRepository } from '../src/personal-tokens/personal-tokens.repository.js';
import { PersonalTokensService } from '../src/personal-tokens/personal-tokens.service.js';
import { planOf, planWithout, queriesOf, type SentQuery } from './support/query-plans.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const LIST_INDEX = 'personal_access_tokens_user_list_idx';
const HASH_INDEX = 'personal_access_tokens_token_hash_key';

/**
 * GET /api/user/tokens reads one page through personal_access_tokens_user_list_idx (user_id,
 * created_at, id) backwards, in the order it answers, and every request with a token finds it
 * through the unique index on its hash (one index entry, then the user by primary key). The
 * statements are the ones the repositories send, planned over a few thousand seeded rows (more
 * than the 50 a user may hold: the rows are written directly) with sequential scans priced out.
 */
describe('personal token plans', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;
  let neighbour: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'token-plans');
    neighbour = await createTestUser(app, 'token-neighbour');
    for (const [user, count] of [
      [owner, 3000],
      [neighbour, 3000],
    ] as const) {
      await dataSource.query(
        `INSERT INTO personal_access_tokens (user_id, name, scope, token_hash, prefix, created_at)
         SELECT $1::uuid, 'token ' || n, 'read', encode(sha256(($1::text || n)::bytea), 'hex'),
                'pat_seeded',
                timestamptz '2026-01-01 00:00:00Z' + (n / 4) * interval '1 second'
           FROM generate_series(1, $2::int) AS n`,
        [user.id, count],
      );
    }
    await dataSource.query('VACUUM ANALYZE personal_access_tokens');
  });

  afterAll(async () => {
    await dataSource.query('DELETE FROM users WHERE id IN ($1, $2)', [owner.id, neighbour.id]);
    await app.close();
  });

  const cursorPlace: PagePosition = {
    after: ['2026-01-01T00:05:00.000000Z', '80000000-0000-4000-8000-000000000000'],
  };

  const pageStatement = async (position: PagePosition): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, () =>
      app.get(PersonalTokensRepository).page(owner.id, position, 50),
    );
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };

  const lookupStatement = async (): Promise<SentQuery> => {
    const sent = await queriesOf(dataSource, () =>
      app.get(PersonalTokenAuthRepository).findByHash('0'.repeat(64)),
    );
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };

  const listCases: [string, () => Promise<SentQuery>][] = [
    ['the first page', () => pageStatement({ offset: 0 })],
    ['a page after a cursor', () => pageStatement(cursorPlace)],
  ];

  it.each(listCases)(`%s reads ${LIST_INDEX} in its order`, async (_what, statement) => {
    const plan = await planOf(dataSource, await statement());
    expect({ indexes: plan.indexes, sorts: plan.sorts, seqScans: plan.seqScans }).toEqual({
      indexes: [LIST_INDEX],
      sorts: 0,
      seqScans: [],
    });
  });

  it.each(listCases)(
    `%s: the plan test notices ${LIST_INDEX} dropped`,
    async (_what, statement) => {
      const plan = await planWithout(dataSource, LIST_INDEX, await statement());
      expect(plan.indexes).not.toContain(LIST_INDEX);
      expect(plan.sorts + plan.seqScans.length).toBeGreaterThan(0);
    },
  );

  it('the capped count reads an index, never the table', async () => {
    const sent = await queriesOf(dataSource, () =>
      app.get(PersonalTokensRepository).countListed(owner.id),
    );
    expect(sent).toHaveLength(1);
    expect((await planOf(dataSource, sent[0]!)).seqScans).toEqual([]);
  });

  it(`a request's token is found through ${HASH_INDEX} and the user's primary key`, async () => {
    const plan = await planOf(dataSource, await lookupStatement());
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toEqual(expect.arrayContaining([HASH_INDEX, 'PK_users_id']));
    const without = await planWithout(dataSource, HASH_INDEX, await lookupStatement());
    expect(without.indexes).not.toContain(HASH_INDEX);
  });

  it('a request with a token sends one statement, and a second only once a minute', async () => {
    // The seeded rows fill the owner's allowance: a user of its own.
    const holder = await createTestUser(app, 'token-counted');
    const service = app.get(PersonalTokensService);
    const { secret } = await service.create(holder.id, { name: 'counted', scope: 'read' });
    const first = await queriesOf(dataSource, () => service.authenticate(secret));
    expect(first.map(({ sql }) => sql.split(' ')[0])).toEqual(['SELECT', 'UPDATE']);
    const next = await queriesOf(dataSource, () => service.authenticate(secret));
    expect(next.map(({ sql }) => sql.split(' ')[0])).toEqual(['SELECT']);
    const unknown = await queriesOf(dataSource, () =>
      service.authenticate(`pat_${randomBytes(32).toString('base64url')}`),
    );
    expect(unknown).toHaveLength(1);
  });
});
