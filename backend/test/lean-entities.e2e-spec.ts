import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../src/database/entities.js';
import { leanMany, leanOne } from '../src/database/lean-entities.js';
import { CompanyEntity } from '../src/companies/company.entity.js';
import { InvoiceEntity } from '../src/invoices/invoice.entity.js';
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
