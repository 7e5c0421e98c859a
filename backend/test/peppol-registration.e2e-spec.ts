import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { PeppolEndpoint } from '../src/peppol/peppol-endpoint.js';
import {
  STAND_IN_PARTICIPANTS,
  type StandInControls,
} from '../src/peppol/recommand/stand-in/recommand-stand-in.js';
import { freshBelgianNumber, freshKvkNumber, saveCompany } from './support/peppol.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

describe('Peppol registration and participant lookup', () => {
  let app: NestExpressApplication;
  let controls: StandInControls;

  beforeAll(async () => {
    // No PEPPOL_API_URL: the app starts its own stand-in, as in development.
    app = await createTestApp();
    const standIn = app.get(PeppolEndpoint).standIn;
    if (standIn === undefined) throw new Error('The Peppol stand-in did not start');
    controls = standIn.controls;
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());
  const registration = (user: TestUser) =>
    api()
      .get('/api/peppol/registration')
      .set(...user.auth);
  const register = (user: TestUser) =>
    api()
      .post('/api/peppol/registration')
      .set(...user.auth);
  const leave = (user: TestUser) =>
    api()
      .delete('/api/peppol/registration')
      .set(...user.auth);
  const companyWith = (enterpriseNumber: string) =>
    controls.companies().find((company) => company.enterpriseNumber === enterpriseNumber);

  it('registers a Belgian company under its enterprise number and answers it active', async () => {
    const user = await createTestUser(app, 'peppol-be');
    const kbo = freshBelgianNumber();
    await saveCompany(app, user, 'BE', { company: 'Studio Gent', vatNumber: `BE ${kbo}` });
    const created = await register(user).expect(201);
    const expected = {
      status: 'active',
      peppolId: `0208:${kbo}`,
      verificationUrl: null,
      registeredAt: expect.any(String),
    };
    expect(created.body).toEqual(expected);
    expect((await registration(user).expect(200)).body).toEqual(created.body);
    expect(companyWith(kbo)).toMatchObject({
      name: 'Studio Gent',
      country: 'BE',
      isVerified: true,
    });
    // Registered, it is reachable over Peppol under that id.
    const lookup = await api()
      .get(`/api/peppol/participants/0208:${kbo}`)
      .set(...user.auth)
      .expect(200);
    expect(lookup.body).toEqual({
      peppolId: `0208:${kbo}`,
      reachable: true,
      name: 'Studio Gent',
      documentTypes: ['invoice', 'creditNote'],
    });
  });

  it('registers a Dutch company under its KvK number', async () => {
    const user = await createTestUser(app, 'peppol-nl');
    const kvk = freshKvkNumber();
    await saveCompany(app, user, 'NL', {
      company: 'Studio Utrecht',
      kvkNumber: kvk,
      vatNumber: 'NL004495445B01',
    });
    const created = await register(user).expect(201);
    expect(created.body).toMatchObject({ status: 'active', peppolId: `0106:${kvk}` });
    expect(companyWith(kvk)).toMatchObject({ country: 'NL', vatNumber: 'NL004495445B01' });
  });

  it('stays pending until the identity check is done, showing where to do it', async () => {
    const user = await createTestUser(app, 'peppol-pending');
    const kbo = freshBelgianNumber();
    await saveCompany(app, user, 'BE', { company: 'Unverified Studio', kvkNumber: kbo });
    const created = await register(user).expect(201);
    expect(created.body).toEqual({
      status: 'pending_verification',
      peppolId: `0208:${kbo}`,
      verificationUrl: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/company-verification\/cvl_\w+\/verify$/,
      ),
      registeredAt: expect.any(String),
    });
    controls.verifyCompany(companyWith(kbo)?.id ?? '');
    await controls.idle();
    expect((await registration(user).expect(200)).body).toMatchObject({
      status: 'active',
      verificationUrl: null,
    });
  });

  it('refuses a Belgian company without an enterprise number, naming the field', async () => {
    const user = await createTestUser(app, 'peppol-missing');
    await saveCompany(app, user, 'BE', { company: 'Studio Zonder Nummer' });
    const refused = await register(user).expect(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.body.fields).toEqual([
      {
        field: 'settings.defaultCompany.kvkNumber',
        message: 'is required for Peppol: your enterprise number (or a BE VAT number)',
      },
    ]);
    expect((await registration(user).expect(200)).body.status).toBe('none');
  });

  it('refuses without company details, and outside Belgium and the Netherlands', async () => {
    const user = await createTestUser(app, 'peppol-nothing');
    await saveCompany(app, user, 'NL', null);
    const missing = await register(user).expect(400);
    expect(missing.body.fields).toEqual([
      { field: 'settings.defaultCompany', message: 'is required for Peppol' },
    ]);
    await saveCompany(app, user, 'DE', { kvkNumber: 'HRB 12345' });
    const elsewhere = await register(user).expect(400);
    expect(elsewhere.body.fields).toEqual([
      { field: 'settings.country', message: 'must be BE or NL for Peppol' },
    ]);
  });

  it('answers 409 CONFLICT to a second registration', async () => {
    const user = await createTestUser(app, 'peppol-twice');
    const kbo = freshBelgianNumber();
    await saveCompany(app, user, 'BE', { kvkNumber: kbo });
    await register(user).expect(201);
    expect((await register(user).expect(409)).body.code).toBe('CONFLICT');
    expect(controls.companies().filter((c) => c.enterpriseNumber === kbo)).toHaveLength(1);
  });

  it('leaves: 204, the provider forgets the company, and the user can register again', async () => {
    const user = await createTestUser(app, 'peppol-leave');
    const kbo = freshBelgianNumber();
    await saveCompany(app, user, 'BE', { kvkNumber: kbo });
    await register(user).expect(201);
    const companyId = companyWith(kbo)?.id ?? '';
    await leave(user).expect(204);
    expect(controls.company(companyId)).toBeNull();
    expect((await registration(user).expect(200)).body).toEqual({
      status: 'none',
      peppolId: null,
      verificationUrl: null,
      registeredAt: null,
    });
    await leave(user).expect(204);
    expect((await register(user).expect(201)).body.status).toBe('active');
  });

  it('never shows or removes another user’s registration', async () => {
    const owner = await createTestUser(app, 'peppol-owner');
    const other = await createTestUser(app, 'peppol-other');
    const kbo = freshBelgianNumber();
    await saveCompany(app, owner, 'BE', { kvkNumber: kbo });
    await register(owner).expect(201);
    expect((await registration(other).expect(200)).body.status).toBe('none');
    await leave(other).expect(204);
    expect((await registration(owner).expect(200)).body.status).toBe('active');
    expect(companyWith(kbo)).toBeDefined();
  });

  it.each([
    [STAND_IN_PARTICIPANTS.voorbeeld, true, 'Voorbeeld BV', ['invoice', 'creditNote']],
    [STAND_IN_PARTICIPANTS.acme, true, 'Acme Studio', ['invoice', 'creditNote']],
    [STAND_IN_PARTICIPANTS.unreachable, false, null, []],
    ['0208:0000000097', false, null, []],
  ])('looks up %s: reachable %s', async (peppolId, reachable, name, documentTypes) => {
    const user = await createTestUser(app, 'peppol-lookup');
    const response = await api()
      .get(`/api/peppol/participants/${peppolId}`)
      .set(...user.auth)
      .expect(200);
    expect(response.body).toEqual({ peppolId, reachable, name, documentTypes });
  });

  it.each(['not-an-id', '0208', '208:0123456749', '0208:', `0208:${'1'.repeat(51)}`])(
    'answers 400 naming peppolId for a malformed id (%s)',
    async (peppolId) => {
      const user = await createTestUser(app, 'peppol-malformed');
      const response = await api()
        .get(`/api/peppol/participants/${encodeURIComponent(peppolId)}`)
        .set(...user.auth)
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.body.fields[0].field).toBe('peppolId');
    },
  );
});

describe('Peppol in production without an access point configured', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a'.repeat(32),
        SECRETS_KEY: 'b'.repeat(32),
        LOG_LEVEL: 'silent',
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('offers no Peppol: every route answers 503 PEPPOL_NOT_CONFIGURED, and no stand-in runs', async () => {
    expect(app.get(PeppolEndpoint).standIn).toBeUndefined();
    const user = await createTestUser(app, 'peppol-production');
    const server = app.getHttpServer();
    const answers = await Promise.all([
      request(server)
        .get('/api/peppol/registration')
        .set(...user.auth),
      request(server)
        .post('/api/peppol/registration')
        .set(...user.auth),
      request(server)
        .delete('/api/peppol/registration')
        .set(...user.auth),
      request(server)
        .get('/api/peppol/participants/0208:0123456749')
        .set(...user.auth),
      request(server).post('/api/peppol/webhook?token=anything').send({}),
    ]);
    for (const answer of answers) {
      expect([answer.status, answer.body.code]).toEqual([503, 'PEPPOL_NOT_CONFIGURED']);
    }
  });
});
