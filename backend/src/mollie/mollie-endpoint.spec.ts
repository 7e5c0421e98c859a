import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createMollieClient } from '@mollie/api-client';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import { MollieEndpoint } from './mollie-endpoint.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  SECRETS_KEY: 'y'.repeat(32),
};

describe('MollieEndpoint', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('never starts the stand-in in production: Mollie itself, and no app without credentials', async () => {
    const endpoint = new MollieEndpoint(loadConfig(PRODUCTION, '/srv/app'));
    await endpoint.onModuleInit();
    expect(endpoint.client).toBeUndefined();
    expect(endpoint.apiUrl).toBe('https://api.mollie.com/v2/');
    expect(endpoint.tokenUrl).toBe('https://api.mollie.com/oauth2/tokens');
    expect(endpoint.authorizeUrl).toBe('https://my.mollie.com/oauth2/authorize');
    await endpoint.onModuleDestroy();
  });

  it('refuses to start a stand-in for a production configuration', async () => {
    const config = loadConfig(PRODUCTION, '/srv/app');
    const forced = { ...config, mollie: { ...config.mollie, standIn: true } } as AppConfig;
    await expect(new MollieEndpoint(forced).onModuleInit()).rejects.toThrow(
      'The Mollie stand-in refuses to start with NODE_ENV=production.',
    );
  });

  it('uses the MOLLIE_* app and addresses as configured, starting nothing', async () => {
    const endpoint = new MollieEndpoint(
      loadConfig(
        {
          MOLLIE_CLIENT_ID: 'app_own',
          MOLLIE_CLIENT_SECRET: 'own-secret',
          MOLLIE_API_URL: 'https://127.0.0.1:9/v2/',
        },
        '/srv/app',
      ),
    );
    await endpoint.onModuleInit();
    expect(endpoint.client).toEqual({ clientId: 'app_own', clientSecret: 'own-secret' });
    expect(endpoint.apiUrl).toBe('https://127.0.0.1:9/v2/');
    await endpoint.onModuleDestroy();
  });

  describe('without any Mollie setting outside production', () => {
    let endpoint: MollieEndpoint;

    beforeAll(async () => {
      endpoint = new MollieEndpoint(
        loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:9' }, '/srv/app'),
      );
      await endpoint.onModuleInit();
    });

    afterAll(async () => {
      await endpoint?.onModuleDestroy();
    });

    it("answers with the stand-in's app and addresses", () => {
      expect(endpoint.client).toEqual({
        clientId: expect.stringMatching(/^app_\w+$/),
        clientSecret: expect.any(String),
      });
      expect(endpoint.apiUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v2\/$/);
      expect(endpoint.tokenUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/oauth2\/tokens$/);
      expect(endpoint.authorizeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth2\/authorize$/);
    });

    it("trusts the stand-in's certificate in its own calls only", async () => {
      // Reaching the stand-in: its answer (401 for an unknown token), not a TLS refusal.
      await expect(
        endpoint.clientFor('access_NotAToken0000000000000000').organizations.getCurrent(),
      ).rejects.toMatchObject({ statusCode: 401 });
      const tokens = await endpoint.fetch(endpoint.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: 'nope' }),
      });
      expect(tokens.status).toBe(401);
      expect(await tokens.json()).toMatchObject({ error: 'invalid_client' });

      // The rest of the process does not trust it, neither another client nor plain fetch.
      const other = createMollieClient({
        accessToken: 'access_NotAToken0000000000000000',
        apiEndpoint: endpoint.apiUrl,
      });
      await expect(other.organizations.getCurrent()).rejects.toThrow('self-signed certificate');
      const plain = await fetch(endpoint.tokenUrl, { method: 'POST' }).catch(
        (error: Error) => error.cause,
      );
      expect(plain).toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    });

    it('stops the stand-in with the module', async () => {
      const apiUrl = endpoint.apiUrl;
      await endpoint.onModuleDestroy();
      expect(() => endpoint.apiUrl).toThrow('Mollie is asked before the module started');
      const refused = await fetch(apiUrl).catch((error: Error) => error.cause);
      expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    });
  });
});
