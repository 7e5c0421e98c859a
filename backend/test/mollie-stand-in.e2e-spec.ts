import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createMollieClient, MollieApiError } from '@mollie/api-client';
import { submitForm } from './support/html-form.js';
import { startMollieStandIn, type MollieStandIn } from '../src/mollie/stand-in/mollie-stand-in.js';
import { trustCertificate } from './support/mollie/trust-certificate.js';
import { childProcessEnv } from './support/mollie/child-process-env.js';
import { repositoryRoot } from './support/paths.js';

// The stand-in must speak Mollie's real protocol: these tests drive it with the official
// @mollie/api-client and with plain OAuth requests, as the payments feature will.

const REDIRECT_URI = 'http://127.0.0.1:9/mollie/connected';
const SCOPES =
  'organizations.read profiles.read payment-links.read payment-links.write payments.read';

type Tokens = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
};

type WebhookCall = { contentType?: string; userAgent?: string; body: string; answered: number };

/** A webhook endpoint that fails its first call (503), so Mollie's retry shows. */
async function startWebhookReceiver() {
  const calls: WebhookCall[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = calls.length === 0 ? 503 : 200;
      calls.push({
        contentType: request.headers['content-type'],
        userAgent: request.headers['user-agent'],
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/webhook`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Mollie stand-in', () => {
  let standIn: MollieStandIn;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let untrust: () => void;

  const basic = () =>
    `Basic ${Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString('base64')}`;

  const tokenRequest = (fields: Record<string, string>, authorization = basic()) =>
    fetch(standIn.oauthTokenUrl, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });

  function authorizeUrl(state: string): string {
    const query = new URLSearchParams({
      client_id: standIn.clientId,
      redirect_uri: REDIRECT_URI,
      state,
      scope: SCOPES,
      response_type: 'code',
      approval_prompt: 'auto',
    });
    return `${standIn.oauthAuthorizeUrl}?${query}`;
  }

  /** The merchant authorizes on the consent screen; the app exchanges the code. */
  async function connect(): Promise<Tokens> {
    const consent = await submitForm(authorizeUrl('state-1'), 'Authorize');
    const back = new URL(consent.headers.get('location') ?? '');
    const code = back.searchParams.get('code') ?? '';
    const response = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
    });
    return (await response.json()) as Tokens;
  }

  const clientFor = (accessToken: string) =>
    createMollieClient({ accessToken, apiEndpoint: standIn.apiUrl });

  beforeAll(async () => {
    standIn = await startMollieStandIn({
      redirectUris: [REDIRECT_URI],
      organizations: [{ name: 'Studio Zonnebloem B.V.' }],
      webhookRetryDelaysMs: [50, 50],
    });
    // The official client pins its own CA list; this adds the stand-in's certificate to it.
    untrust = trustCertificate(standIn.caCertPem);
    receiver = await startWebhookReceiver();
  });

  afterAll(async () => {
    untrust?.();
    await receiver?.close();
    await standIn?.close();
  });

  it('connects a merchant: consent, then one exchange of the code for tokens', async () => {
    const consent = await submitForm(authorizeUrl('csrf-state-42'), 'Authorize');
    expect(consent.status).toBe(303);
    const back = new URL(consent.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('csrf-state-42');
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^auth_\w+$/);

    const wrongSecret = `Basic ${Buffer.from(`${standIn.clientId}:nope`).toString('base64')}`;
    const refused = await tokenRequest({ grant_type: 'authorization_code', code }, wrongSecret);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: 'invalid_client',
      error_description: expect.any(String),
    });

    const exchange = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI };
    const issued = await tokenRequest(exchange);
    expect(issued.status).toBe(200);
    expect(issued.headers.get('content-type')).toBe('application/json');
    const tokens = (await issued.json()) as Tokens;
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^access_\w+$/),
      refresh_token: expect.stringMatching(/^refresh_\w+$/),
      expires_in: 3600,
      token_type: 'bearer',
      scope: SCOPES,
    });
    const organization = await clientFor(tokens.access_token).organizations.getCurrent();
    expect(organization.name).toBe('Studio Zonnebloem B.V.');

    // A code used twice is refused, and what it gave is revoked (RFC 6749 §4.1.2).
    const again = await tokenRequest(exchange);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
    await expect(clientFor(tokens.access_token).organizations.getCurrent()).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('refreshes an expired access token, rotating the refresh token', async () => {
    const tokens = await connect();
    standIn.expireAccessTokens();
    await expect(clientFor(tokens.access_token).organizations.getCurrent()).rejects.toMatchObject({
      statusCode: 401,
    });

    const refresh = (refreshToken: string) =>
      tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        redirect_uri: REDIRECT_URI,
      });
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as Tokens;
    expect(renewed).toMatchObject({ expires_in: 3600, token_type: 'bearer', scope: SCOPES });
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);

    const organization = await clientFor(renewed.access_token).organizations.getCurrent();
    expect(organization.name).toBe('Studio Zonnebloem B.V.');
  });

  it('sends the merchant back with access_denied when they deny', async () => {
    const denied = await submitForm(authorizeUrl('state-deny'), 'Deny');
    const back = new URL(denied.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-deny');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('gives the official client the organization and its profiles', async () => {
    const client = clientFor((await connect()).access_token);
    const organization = await client.organizations.getCurrent();
    expect(organization).toMatchObject({
      resource: 'organization',
      id: standIn.organizations[0].id,
      name: 'Studio Zonnebloem B.V.',
    });
    expect(organization.id).toMatch(/^org_\d+$/);
    const profiles = await client.profiles.page();
    expect(profiles.map((profile) => profile.id)).toEqual([standIn.organizations[0].profileId]);
    expect(profiles[0]).toMatchObject({ resource: 'profile', status: 'verified' });
  });

  it('creates a payment link for 121.00 EUR and reads it back', async () => {
    const client = clientFor((await connect()).access_token);
    const created = await client.paymentLinks.create({
      description: 'Invoice 2026-0042',
      amount: { currency: 'EUR', value: '121.00' },
      redirectUrl: 'http://127.0.0.1:9/invoices/42/paid',
      webhookUrl: receiver.url,
      profileId: standIn.organizations[0].profileId,
      testmode: true,
    });
    expect(created.id).toMatch(/^pl_\w+$/);
    expect(created.mode).toBe('test');
    expect(created.paidAt).toBeNull();
    expect(created.getPaymentUrl()).toBe(`${standIn.checkoutBaseUrl}${created.id.slice(3)}/`);

    const read = await client.paymentLinks.get(created.id, { testmode: true });
    expect(read).toMatchObject({
      resource: 'payment-link',
      id: created.id,
      description: 'Invoice 2026-0042',
      amount: { currency: 'EUR', value: '121.00' },
      profileId: standIn.organizations[0].profileId,
      webhookUrl: receiver.url,
    });
    // A test-mode link is not there for a live-mode request, as at Mollie.
    await expect(client.paymentLinks.get(created.id)).rejects.toMatchObject({ statusCode: 404 });
    // With an OAuth token, Mollie needs the profile.
    await expect(
      client.paymentLinks.create({
        description: 'No profile',
        amount: { currency: 'EUR', value: '1.00' },
      }),
    ).rejects.toMatchObject({ statusCode: 422, field: 'profileId' });
  });

  it('pays a link on its checkout page: redirect, webhook with the payment id, paid payment', async () => {
    const client = clientFor((await connect()).access_token);
    const link = await client.paymentLinks.create({
      description: 'Invoice 2026-0043',
      amount: { currency: 'EUR', value: '121.00' },
      redirectUrl: 'http://127.0.0.1:9/invoices/43/paid',
      webhookUrl: receiver.url,
      profileId: standIn.organizations[0].profileId,
      testmode: true,
    });

    const paid = await submitForm(link.getPaymentUrl(), 'Pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://127.0.0.1:9/invoices/43/paid');

    await standIn.webhooksSettled();
    expect(receiver.calls).toHaveLength(2);
    const [first, second] = receiver.calls;
    expect(second).toEqual({ ...first, answered: 200 });
    expect(first.contentType).toBe('application/x-www-form-urlencoded');
    expect(first.body).toMatch(/^id=tr_\w+$/);
    const paymentId = new URLSearchParams(first.body).get('id') ?? '';
    const [delivery] = standIn.webhookDeliveries.filter((d) => d.paymentId === paymentId);
    expect(delivery.outcome).toBe('delivered');
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([503, 200]);

    const payment = await client.payments.get(paymentId, { testmode: true });
    expect(payment).toMatchObject({
      resource: 'payment',
      id: paymentId,
      status: 'paid',
      amount: { currency: 'EUR', value: '121.00' },
      description: 'Invoice 2026-0043',
      profileId: standIn.organizations[0].profileId,
    });
    expect(payment.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    const after = await client.paymentLinks.get(link.id, { testmode: true });
    expect(after.paidAt).toBe(payment.paidAt);

    // A paid link takes no second payment.
    const page = await (await fetch(link.getPaymentUrl())).text();
    expect(page).toContain('This payment link has been paid.');
  });

  it("refuses a wrong token with 401 in Mollie's error shape", async () => {
    const client = clientFor('access_NotAToken0000000000000000');
    const error = await client.organizations.getCurrent().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieApiError);
    expect(error).toMatchObject({ statusCode: 401, title: 'Unauthorized Request' });

    const raw = await fetch(`${standIn.apiUrl}organizations/me`);
    expect(raw.status).toBe(401);
    expect(raw.headers.get('content-type')).toBe('application/hal+json');
    expect(await raw.json()).toEqual({
      status: 401,
      title: 'Unauthorized Request',
      detail: expect.any(String),
      _links: { documentation: { href: expect.any(String), type: 'text/html' } },
    });
  });

  it('answers an unknown payment id with 404 through the client', async () => {
    const client = clientFor((await connect()).access_token);
    const error = await client.payments.get('tr_DoesNotExist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieApiError);
    expect(error).toMatchObject({ statusCode: 404, title: 'Not Found' });
    expect((error as MollieApiError).message).toBe('No payment exists with token tr_DoesNotExist.');
  });

  it('is trusted by a child process started with childProcessEnv(), and only then', async () => {
    const script = `
      import { createMollieClient } from '@mollie/api-client';
      const client = createMollieClient({ apiKey: process.env.KEY, apiEndpoint: process.env.API });
      try {
        const link = await client.paymentLinks.create({
          description: 'From another process',
          amount: { currency: 'EUR', value: '5.00' },
        });
        const tokens = await fetch(process.env.TOKENS, { method: 'POST' });
        console.log(JSON.stringify({ link: link.id, tokenStatus: tokens.status }));
      } catch (error) {
        console.log(JSON.stringify({ error: error.message }));
      }`;
    const run = (env: Record<string, string>) =>
      new Promise<Record<string, string | number>>((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
          cwd: path.join(repositoryRoot, 'backend'),
          env: {
            PATH: process.env.PATH ?? '',
            KEY: standIn.organizations[0].testApiKey,
            API: standIn.apiUrl,
            TOKENS: standIn.oauthTokenUrl,
            ...env,
          },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', reject);
        child.on('close', () => {
          try {
            resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as Record<string, string>);
          } catch {
            reject(new Error(output));
          }
        });
      });

    expect(await run(childProcessEnv(standIn))).toEqual({
      link: expect.stringMatching(/^pl_\w+$/),
      tokenStatus: 401,
    });
    // Without it the client's own CA list refuses the certificate (NODE_EXTRA_CA_CERTS is not enough).
    expect(await run({ NODE_EXTRA_CA_CERTS: standIn.caCertFile })).toEqual({
      error: expect.stringContaining('self-signed certificate'),
    });
  });

  it('starts from plain Node without a build, as a browser journey set-up would', async () => {
    const moduleUrl = new URL('../src/mollie/stand-in/mollie-stand-in.ts', import.meta.url).href;
    const script = `
      const { startMollieStandIn } = await import(${JSON.stringify(moduleUrl)});
      const standIn = await startMollieStandIn({ redirectUris: ['http://127.0.0.1:9/back'] });
      const query = new URLSearchParams({
        client_id: standIn.clientId, state: 's', scope: 'payments.read', response_type: 'code',
      });
      const consent = await fetch(standIn.oauthAuthorizeUrl + '?' + query);
      console.log(JSON.stringify({ consent: consent.status, api: standIn.apiUrl }));
      await standIn.close();`;
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: path.join(repositoryRoot, 'backend'),
        env: { PATH: process.env.PATH ?? '' },
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(text));
    });
    expect(JSON.parse(output.trim().split('\n').at(-1) ?? '')).toEqual({
      consent: 200,
      api: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+\/v2\/$/),
    });
  });
});
