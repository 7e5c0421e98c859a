import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../src/database/entities.js';
import { leanMany, leanOne } from '../src/database/lean-entities.js';
import { CompaniesRepository } from '../src/companies/companies.repository.js';
import { CompanyEntity } from '../src/companies/company.entity.js';
import { managerOf, Transactions } from '../src/database/transactions.js';
import { InvoiceEntity } from '../src/invoices/invoice.entity.js';
import { InvoicesRepository } from '../src/invoices/invoices.repository.js';
import { UserSettingsEntity } from '../src/settings/user-settings.entity.js';
import { UserEntity } from '../src/users/user.entity.js';
import { createInvoice } from './support/invoices.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/**
 * leanMany/leanOne skip TypeORM's result transformer for speed (database/lean-entities.ts); what
 * they make must be exactly what getMany makes, for every entity the product stores: the same
 * class, the same properties, dates as Dates or 'yyyy-MM-dd' text, bigints through their
 * transformers, jsonb as objects, nulls as nulls.
 */
const SEEDED = new Set<unknown>([UserEntity, CompanyEntity, InvoiceEntity, UserSettingsEntity]);

describe('lean entity reads', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let owner: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    dataSource = app.get(DataSource);
    owner = await createTestUser(app, 'lean');
    const company = await request(app.getHttpServer())
      .post('/api/companies')
      .set(...owner.auth)
      .send({ company: { name: 'Lean B.V.', city: 'Utrecht' } });
    expect(company.status).toBe(201);
    await createInvoice(app, owner, { companyId: company.body.id });
    await createInvoice(app, owner, { notes: 'second' });
  });

  afterAll(async () => {
    await dataSource.query('DELETE FROM users WHERE id = $1', [owner.id]);
    await app.close();
  });

  it.each(ENTITIES.map((entity) => [entity.name, entity] as const))(
    '%s: leanMany makes what getMany makes',
    async (_name, entity) => {
      const repository = dataSource.getRepository(entity);
      const metadata = repository.metadata;
      const query = () => {
        const all = repository.createQueryBuilder('row');
        for (const column of metadata.primaryColumns)
          all.addOrderBy(`row.${column.propertyPath}`, 'ASC');
        return all.limit(200);
      };
      const expected = await query().getMany();
      // The tables this spec filled must be compared on real rows, not on two empty lists.
      if (SEEDED.has(entity)) expect(expected.length).toBeGreaterThan(0);
      const lean = await leanMany(query());
      expect(lean).toStrictEqual(expected);
      for (const row of lean) expect(row).toBeInstanceOf(entity);
    },
  );

  it('reads the invoices this user has, with every kind of column filled', async () => {
    const invoices = await leanMany(
      dataSource
        .getRepository(InvoiceEntity)
        .createQueryBuilder('invoice')
        .where('invoice.user_id = :id', { id: owner.id })
        .orderBy('invoice.sequence', 'ASC'),
    );
    expect(invoices).toHaveLength(2);
    const [first] = invoices;
    expect(typeof first!.sequence).toBe('number');
    expect(typeof first!.totalCents).toBe('number');
    expect(first!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first!.createdAt).toBeInstanceOf(Date);
    expect(first!.companyId).toEqual(expect.any(String));
    expect(first!.document).toEqual(expect.objectContaining({ items: expect.any(Array) }));
  });

  it("findOne, whose statement is built once, makes what getOne makes, for the owner's row only", async () => {
    const other = await createTestUser(app, 'lean-other');
    try {
      for (const [entity, repository] of [
        [InvoiceEntity, app.get(InvoicesRepository)],
        [CompanyEntity, app.get(CompaniesRepository)],
      ] as const) {
        const rows = await dataSource
          .getRepository<InvoiceEntity | CompanyEntity>(entity)
          .createQueryBuilder('row')
          .where('row.user_id = :owner', { owner: owner.id })
          .orderBy('row.id', 'ASC')
          .getMany();
        expect(rows.length).toBeGreaterThan(0);
        // Each row in turn through the one statement: the values are the call's, never the first.
        for (const expected of rows) {
          const found = await repository.findOne(owner.id, expected.id);
          expect(found).toStrictEqual(expected);
          expect(found).toBeInstanceOf(entity);
          expect(await repository.findOne(other.id, expected.id)).toBeNull();
        }
        expect(await repository.findOne(owner.id, randomUUID())).toBeNull();
        // Bound to a transaction, it reads what that transaction wrote and nothing is built twice.
        const seen = await app.get(Transactions).run(async (tx) => {
          const table = entity === InvoiceEntity ? 'invoices' : 'companies';
          await managerOf(tx).query(
            `UPDATE ${table} SET created_at = '2001-02-03T04:05:06Z' WHERE id = $1`,
            [rows[0]!.id],
          );
          return repository.in(tx).findOne(owner.id, rows[0]!.id);
        });
        expect(seen?.createdAt).toEqual(new Date('2001-02-03T04:05:06Z'));
      }
    } finally {
      await dataSource.query('DELETE FROM users WHERE id = $1', [other.id]);
    }
  });

  it('leanOne answers null for no row', async () => {
    const none = await leanOne(
      dataSource
        .getRepository(InvoiceEntity)
        .createQueryBuilder('invoice')
        .where('invoice.id = :id', { id: 'no-such-invoice' }),
    );
    expect(none).toBeNull();
  });
});
