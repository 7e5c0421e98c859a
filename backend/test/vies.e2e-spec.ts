import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  startViesStandIn,
  VIES_STAND_IN_UNAVAILABLE,
  type ViesStandIn,
} from '../src/vies/vies-stand-in.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

/** A Belgian number passing its check digits that no earlier run has stored an answer for. */
function unseenBelgianNumber(): string {
  const base = `0${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const check = 97 - (Number(base) % 97);
  return `BE${base}${String(check).padStart(2, '0')}`;
}

describe('checking VAT numbers against VIES (GET /api/vat-numbers/{vatNumber})', () => {
  let standIn: ViesStandIn;
  let app: NestExpressApplication;
  let user: TestUser;

  beforeAll(async () => {
    standIn = await startViesStandIn('test');
    app = await createTestApp({ env: { VIES_URL: standIn.url } });
    user = await createTestUser(app, 'vies');
    // Answers stored by an earlier run would keep these numbers from reaching the stand-in.
    await app
      .get(DataSource)
      .query(`DELETE FROM "vat_number_checks" WHERE "vat_number" = ANY($1)`, [
        [
          'BE0123456749',
          'BE0123456748',
          'NL004495445B01',
          'DE136695976',
          VIES_STAND_IN_UNAVAILABLE,
        ],
      ]);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const check = (vatNumber: string, on = app, as = user) =>
    request(on.getHttpServer())
      .get(`/api/vat-numbers/${encodeURIComponent(vatNumber)}`)
      .set(...as.auth);

  it('answers a registered number valid, with its name and its address split for the invoice', async () => {
    const response = await check('be 0123.456.749').expect(200);
    expect(response.body).toEqual({
      vatNumber: 'BE0123456749',
      countryCode: 'BE',
      status: 'valid',
      name: 'Voorbeeld BV',
      address: { street: 'Kerkstraat 1', postalCode: '9000', city: 'Gent' },
      checkedAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(response.body.checkedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('writes a Dutch postal code the Dutch way', async () => {
    const response = await check('NL004495445B01').expect(200);
    expect(response.body).toMatchObject({
      status: 'valid',
      name: 'Voorbeeld Nederland B.V.',
      address: { street: 'Dorpsstraat 12', postalCode: '1234 AB', city: 'AMSTERDAM' },
    });
  });

  it('leaves out the name and address a member state does not disclose', async () => {
    const response = await check('DE136695976').expect(200);
    expect(response.body).toEqual({
      vatNumber: 'DE136695976',
      countryCode: 'DE',
      status: 'valid',
      checkedAt: expect.any(String),
    });
  });

  it('answers a number VIES does not know invalid, without a name', async () => {
    const response = await check('BE0123456748').expect(200);
    expect(response.body).toEqual({
      vatNumber: 'BE0123456748',
      countryCode: 'BE',
      status: 'invalid',
      checkedAt: expect.any(String),
    });
  });

  it('reuses an answer for 24 hours: the second check does not reach VIES', async () => {
    const number = unseenBelgianNumber();
    const before = standIn.requests;
    const first = await check(number).expect(200);
    expect(first.body).toMatchObject({ vatNumber: number, status: 'valid' });
    expect(standIn.requests).toBe(before + 1);
    const second = await check(number).expect(200);
    expect(second.body).toEqual(first.body);
    expect(standIn.requests).toBe(before + 1);
  });

  it('asks VIES again once the stored answer is more than 24 hours old', async () => {
    const number = unseenBelgianNumber();
    await check(number).expect(200);
    await app
      .get(DataSource)
      .query(
        `UPDATE "vat_number_checks" SET "checked_at" = now() - interval '25 hours' WHERE "vat_number" = $1`,
        [number],
      );
    const before = standIn.requests;
    const again = await check(number).expect(200);
    expect(standIn.requests).toBe(before + 1);
    expect(Math.abs(Date.parse(again.body.checkedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('answers unavailable when the member state is down, and asks again next time', async () => {
    const before = standIn.requests;
    const response = await check(VIES_STAND_IN_UNAVAILABLE).expect(200);
    expect(response.body).toEqual({
      vatNumber: VIES_STAND_IN_UNAVAILABLE,
      countryCode: 'BE',
      status: 'unavailable',
      checkedAt: expect.any(String),
    });
    await check(VIES_STAND_IN_UNAVAILABLE).expect(200);
    expect(standIn.requests).toBe(before + 2);
    const stored = await app
      .get(DataSource)
      .query(`SELECT 1 FROM "vat_number_checks" WHERE "vat_number" = $1`, [
        VIES_STAND_IN_UNAVAILABLE,
      ]);
    expect(stored).toEqual([]);
  });

  it('answers unavailable when VIES cannot be reached at all, and stores nothing', async () => {
    const stopped = await startViesStandIn('test');
    await stopped.close();
    const offline = await createTestApp({ env: { VIES_URL: stopped.url } });
    try {
      const number = unseenBelgianNumber();
      const response = await check(number, offline, await createTestUser(offline)).expect(200);
      expect(response.body).toMatchObject({ vatNumber: number, status: 'unavailable' });
      const stored = await offline
        .get(DataSource)
        .query(`SELECT 1 FROM "vat_number_checks" WHERE "vat_number" = $1`, [number]);
      expect(stored).toEqual([]);
    } finally {
      await offline.close();
    }
  });

  it.each([
    ['no country prefix', '0123456749'],
    ['a prefix VIES does not know', 'US123456789'],
    ['too short a number', 'BE1'],
    ['too long a number', 'NL12345678901234'],
    ['other characters', 'BE01234!56749'],
    ['text', 'hello world'],
  ])('answers %s with 400 VALIDATION_FAILED naming the field', async (_name, text) => {
    const response = await check(text).expect(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'vatNumber', message: expect.stringContaining('prefix') }],
    });
  });

  it('answers 401 without sign-in', async () => {
    const before = standIn.requests;
    const response = await request(app.getHttpServer())
      .get('/api/vat-numbers/BE0123456749')
      .expect(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(standIn.requests).toBe(before);
  });

  it('checks at a stand-in of its own when VIES_URL is not set', async () => {
    const local = await createTestApp();
    try {
      const response = await check('BE0123456749', local, await createTestUser(local)).expect(200);
      expect(response.body).toMatchObject({ status: 'valid', name: 'Voorbeeld BV' });
    } finally {
      await local.close();
    }
  });
});
