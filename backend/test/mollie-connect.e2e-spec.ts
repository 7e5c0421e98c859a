import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { submitForm } from './support/html-form.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SecretBox } from '../src/common/crypto/secret-box.js';
import { Clock } from '../src/common/time/clock.js';
import {
  MollieConnectionsService,
  type StoredMollieConnection,
} from '../src/mollie/mollie-connections.service.js';
import type { MovableClock } from '../src/testing/movable-clock.js';
import { startMollieStandIn, type MollieStandIn } from '../src/mollie/stand-in/mollie-stand-in.js';
import { trustCertificate } from './support/mollie/trust-certificate.js';
import { createTestApp } from './support/test-app.js';
import { createTestUser, type TestUser } from './support/users.js';

const PUBLIC_URL = 'http://127.0.0.1:3000';
const CALLBACK = `${PUBLIC_URL}/api/mollie/callback`;
const SCOPES =
  'organizations.read profiles.read payment-links.read payment-links.write payments.read refunds.read refunds.write';

describe('Mollie Connect', () => {
  let standIn: MollieStandIn;
  let untrust: () => void;
  let app: NestExpressApplication;
  let unconfigured: NestExpressApplication;

  const server = () => app.getHttpServer();

  async function authUrl(user: TestUser): Promise<URL> {
    const response = await request(server())
      .get('/api/mollie/auth/url')
      .set(...user.auth)
      .expect(200);
    return new URL((response.body as { url: string }).url);
  }

  /** The merchant's answer on Mollie's consent page: where Mollie sends the browser back. */
  async function consent(url: URL, button: 'Authorize' | 'Deny'): Promise<URL> {
    const answer = await submitForm(url.toString(), button);
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    return back;
  }

  /** The browser arriving at our callback (no bearer token); answers where it is sent next. */
  async function arrive(back: URL): Promise<string> {
    const response = await request(server()).get(`${back.pathname}${back.search}`).expect(302);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.headers.location as string;
  }

  async function connect(user: TestUser): Promise<void> {
    expect(await arrive(await consent(await authUrl(user), 'Authorize'))).toBe(
      '/?mollie=connected',
    );
  }

  async function stored(user: TestUser): Promise<StoredMollieConnection | null> {
    const rows = (await app
      .get(DataSource)
      .query(`SELECT sealed FROM mollie_connections WHERE user_id = $1`, [user.id])) as {
      sealed: string;
    }[];
    const row = rows[0];
    if (row === undefined) return null;
    return JSON.parse(app.get(SecretBox).open(row.sealed)) as StoredMollieConnection;
  }

  async function settingsOf(user: TestUser) {
    const response = await request(server())
      .get('/api/user/settings')
      .set(...user.auth)
      .expect(200);
    return response;
  }

  beforeAll(async () => {
    standIn = await startMollieStandIn({ redirectUris: [CALLBACK] });
    untrust = trustCertificate(standIn.caCertPem);
    app = await createTestApp({
      env: {
        PUBLIC_URL,
        TEST_CONTROLS: 'true',
        MOLLIE_CLIENT_ID: standIn.clientId,
        MOLLIE_CLIENT_SECRET: standIn.clientSecret,
        MOLLIE_AUTHORIZE_URL: standIn.oauthAuthorizeUrl,
        MOLLIE_TOKEN_URL: standIn.oauthTokenUrl,
        MOLLIE_API_URL: standIn.apiUrl,
      },
    });
    // Outside production an app without MOLLIE_* starts a stand-in of its own
    // (mollie-built-in-stand-in.e2e-spec.ts); production never does.
    unconfigured = await createTestApp({
      env: {
        PUBLIC_URL,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        AUTH_SECRET: 'a'.repeat(32),
        SECRETS_KEY: 'b'.repeat(32),
      },
    });
  });

  afterAll(async () => {
    await app?.close();
    await unconfigured?.close();
    untrust?.();
    await standIn?.close();
  });

  it('gives an authorize URL with the app, the callback, the scopes and a fresh state', async () => {
    const user = await createTestUser(app, 'mollie-url');
    const first = await authUrl(user);
    const second = await authUrl(user);
    expect(`${first.origin}${first.pathname}`).toBe(standIn.oauthAuthorizeUrl);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      client_id: standIn.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      approval_prompt: 'auto',
      scope: SCOPES,
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
  });

  it('connects: stores the tokens sealed and shows the organization in the settings', async () => {
    const user = await createTestUser(app, 'mollie-connect');
    await connect(user);

    const connection = await stored(user);
    const organization = standIn.organizations[0];
    expect(connection).toEqual({
      accessToken: expect.stringMatching(/^access_/),
      refreshToken: expect.stringMatching(/^refresh_/),
      expiresAt: expect.any(String),
      organizationId: organization?.id,
      profileId: organization?.profileId,
    });
    const raw = (await app
      .get(DataSource)
      .query(`SELECT sealed FROM mollie_connections WHERE user_id = $1`, [user.id])) as {
      sealed: string;
    }[];
    expect(raw[0]?.sealed).not.toContain('access_');

    const settings = await settingsOf(user);
    expect(settings.body.settings.paymentMethods.mollie).toEqual({
      enabled: true,
      apiKey: '',
      description: 'Invoice {invoiceNumber}',
      isConnected: true,
      businessName: organization?.name,
    });
    expect(settings.text).not.toContain(connection?.accessToken);
    expect(settings.text).not.toContain(connection?.refreshToken);
    expect(settings.text).not.toMatch(/access_|refresh_/);
  });

  it('keeps the connection when the user saves settings claiming otherwise', async () => {
    const user = await createTestUser(app, 'mollie-keep');
    await connect(user);
    const settings = (await settingsOf(user)).body.settings;
    const mollie = settings.paymentMethods.mollie;
    const saved = await request(server())
      .patch('/api/user/settings')
      .set(...user.auth)
      .send({
        settings: {
          paymentMethods: {
            ...settings.paymentMethods,
            mollie: { ...mollie, isConnected: false, businessName: 'Someone Else' },
          },
        },
      })
      .expect(200);
    expect(saved.body.settings.paymentMethods.mollie).toMatchObject({
      isConnected: true,
      businessName: standIn.organizations[0]?.name,
    });

    const other = await createTestUser(app, 'mollie-claim');
    const claimed = await request(server())
      .patch('/api/user/settings')
      .set(...other.auth)
      .send({
        settings: {
          paymentMethods: {
            ...settings.paymentMethods,
            mollie: { ...mollie, isConnected: true, businessName: 'Fake BV' },
          },
        },
      })
      .expect(200);
    expect(claimed.body.settings.paymentMethods.mollie.isConnected).toBe(false);
  });

  it('refuses a state that was used, forged, expired or never issued, storing nothing', async () => {
    const user = await createTestUser(app, 'mollie-state');
    const back = await consent(await authUrl(user), 'Authorize');
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect(await arrive(forged)).toBe('/?mollie=error&reason=failed');
    const missing = new URL(back);
    missing.searchParams.delete('state');
    expect(await arrive(missing)).toBe('/?mollie=error&reason=failed');
    expect(await stored(user)).toBeNull();

    expect(await arrive(back)).toBe('/?mollie=connected');
    const connection = await stored(user);
    await app.get(DataSource).query(`DELETE FROM mollie_connections WHERE user_id = $1`, [user.id]);
    expect(await arrive(back)).toBe('/?mollie=error&reason=failed');
    expect(await stored(user)).toBeNull();
    expect(connection).not.toBeNull();

    const late = await consent(await authUrl(user), 'Authorize');
    const clock = app.get(Clock) as MovableClock;
    clock.moveTo(new Date(Date.now() + 11 * 60 * 1000));
    try {
      expect(await arrive(late)).toBe('/?mollie=error&reason=failed');
    } finally {
      clock.moveTo(new Date());
    }
    expect(await stored(user)).toBeNull();
  });

  it("never connects the account to another user's state holder by swapping states", async () => {
    const victim = await createTestUser(app, 'mollie-victim');
    const attacker = await createTestUser(app, 'mollie-attacker');
    const attackerBack = await consent(await authUrl(attacker), 'Authorize');
    const victimState = (await authUrl(victim)).searchParams.get('state') ?? '';
    // A state from another app instance's secret or another round trip: the code is bound to
    // nothing of ours, so only the state decides, and the victim never started this one.
    const swapped = new URL(attackerBack);
    swapped.searchParams.set('state', `${victimState}x`);
    expect(await arrive(swapped)).toBe('/?mollie=error&reason=failed');
    expect(await stored(victim)).toBeNull();
    expect(await stored(attacker)).toBeNull();
  });

  it('sends the browser back with reason denied when the merchant declines', async () => {
    const user = await createTestUser(app, 'mollie-deny');
    const back = await consent(await authUrl(user), 'Deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(await arrive(back)).toBe('/?mollie=error&reason=denied');
    expect(await stored(user)).toBeNull();
    expect((await settingsOf(user)).body.settings.paymentMethods.mollie.isConnected).toBe(false);
  });

  it('fails cleanly when the code cannot be exchanged', async () => {
    const user = await createTestUser(app, 'mollie-bad-code');
    const back = await consent(await authUrl(user), 'Authorize');
    back.searchParams.set('code', 'auth_not_a_real_code');
    expect(await arrive(back)).toBe('/?mollie=error&reason=failed');
    expect(await stored(user)).toBeNull();
  });

  it('refreshes an expired token once and stores the rotated refresh token', async () => {
    const user = await createTestUser(app, 'mollie-refresh');
    await connect(user);
    const before = await stored(user);
    const connections = app.get(MollieConnectionsService);

    standIn.expireAccessTokens();
    const organization = await connections.withClient(user.id, (client) =>
      client.organizations.getCurrent(),
    );
    expect(organization?.name).toBe(standIn.organizations[0]?.name);
    const after = await stored(user);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);

    // By the stored expiry: two callers at once after it passed, one refresh between them.
    const clock = app.get(Clock) as MovableClock;
    clock.moveTo(new Date(Date.now() + 2 * 60 * 60 * 1000));
    try {
      const [first, second] = await Promise.all([
        connections.accessTokenFor(user.id),
        connections.accessTokenFor(user.id),
      ]);
      expect(first?.accessToken).toBe(second?.accessToken);
      expect(first?.accessToken).not.toBe(after?.accessToken);
    } finally {
      clock.moveTo(new Date());
    }
    const latest = await stored(user);
    expect(latest?.refreshToken).not.toBe(after?.refreshToken);
    const again = await connections.withClient(user.id, (client) =>
      client.organizations.getCurrent(),
    );
    expect(again?.id).toBe(standIn.organizations[0]?.id);
  });

  it('disconnects: forgets the tokens and clears the connection in the settings', async () => {
    const user = await createTestUser(app, 'mollie-disconnect');
    await connect(user);
    await request(server())
      .delete('/api/mollie/connection')
      .set(...user.auth)
      .expect(204);
    expect(await stored(user)).toBeNull();
    expect((await settingsOf(user)).body.settings.paymentMethods.mollie).toMatchObject({
      isConnected: false,
      businessName: '',
    });
    expect(await app.get(MollieConnectionsService).accessTokenFor(user.id)).toBeNull();
  });

  it('asks a signed-out caller to sign in', async () => {
    const response = await request(server()).get('/api/mollie/auth/url').expect(401);
    expect(response.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Authentication required',
    });
  });

  it('answers MOLLIE_NOT_CONFIGURED without a Mollie app in production', async () => {
    const user = await createTestUser(unconfigured, 'mollie-off');
    const response = await request(unconfigured.getHttpServer())
      .get('/api/mollie/auth/url')
      .set(...user.auth)
      .expect(503);
    expect(response.body).toMatchObject({ code: 'MOLLIE_NOT_CONFIGURED' });
  });
});
