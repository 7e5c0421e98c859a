import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { subjectOf } from '../src/auth/local-idp/local-accounts.js';
import { refresh, signInLocally, type SignInOptions } from './support/local-sign-in.js';
import { createTestApp } from './support/test-app.js';

/**
 * Who a sign-in is: the provider's account (Google `sub`, Microsoft tenant + object id), never
 * the e-mail address it shows. An address the provider did not verify is anyone's to type in
 * (Microsoft accounts mostly), so it must not reach another user's data or ADMIN_EMAILS.
 */
describe('sign-in identifies accounts by the provider, not by an unverified address', () => {
  const owner = `owner-${randomUUID()}@example.com`;
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_EMAILS: owner } });
  });
  afterAll(async () => {
    await app.close();
  });

  const api = () => request(app.getHttpServer());

  /** Signs in through the local provider; the session's access token and user, or the refusal. */
  const signIn = async (options: SignInOptions) => {
    const { callback, cookies } = await signInLocally(app, options);
    if (!cookies.cookies.has('invoicing_refresh')) return { refused: callback.headers.location };
    const session = await refresh(app, cookies);
    expect(session.status).toBe(200);
    return {
      token: session.body.accessToken as string,
      user: session.body.user as { id: string; email: string; isAdmin: boolean },
    };
  };
  const isAdmin = async (token: string) =>
    (await api().get('/api/user/admin-status').set('Authorization', `Bearer ${token}`).expect(200))
      .body.isAdmin as boolean;
  const companyNames = async (token: string) =>
    (
      (await api().get('/api/companies').set('Authorization', `Bearer ${token}`).expect(200))
        .body as { companies: { name: string }[] }
    ).companies.map((company) => company.name);
  const addCompany = (token: string, name: string) =>
    api()
      .post('/api/companies')
      .set('Authorization', `Bearer ${token}`)
      .send({ company: { name } })
      .expect(201);

  it("keeps a squatter's unverified claim of an address apart from its owner, and never an admin", async () => {
    // The attacker gets to the address first, with a Microsoft account that only claims it.
    const squatter = await signIn({ provider: 'microsoft', email: owner, emailVerified: false });
    if (!squatter.token) throw new Error(`the squatter was refused: ${squatter.refused}`);
    expect(squatter.user.isAdmin).toBe(false);
    expect(await isAdmin(squatter.token)).toBe(false);
    await addCompany(squatter.token, 'Bait Ltd');

    // The owner signs in with a provider that verified the address: an account of their own.
    const real = await signIn({ provider: 'google', email: owner });
    if (!real.token) throw new Error(`the owner was refused: ${real.refused}`);
    expect(real.user.id).not.toBe(squatter.user.id);
    expect(real.user.isAdmin).toBe(true);
    expect(await companyNames(real.token)).toEqual([]);
    await addCompany(real.token, 'Owner BV');

    // The attacker comes back: still only their own account, still no admin.
    const again = await signIn({ provider: 'microsoft', email: owner, emailVerified: false });
    if (!again.token) throw new Error(`the squatter was refused: ${again.refused}`);
    expect(again.user.id).toBe(squatter.user.id);
    expect(await isAdmin(again.token)).toBe(false);
    expect(await companyNames(again.token)).toEqual(['Bait Ltd']);
    const admin = await api().get('/api/admin/users').set('Authorization', `Bearer ${again.token}`);
    expect(admin.status).toBe(403);
  });

  it("refuses an unverified Microsoft sign-in with a verified user's address", async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    const real = await signIn({ provider: 'google', email: victim });
    if (!real.token) throw new Error('the victim was refused');
    await addCompany(real.token, 'Victim BV');

    const attacker = await signIn({ provider: 'microsoft', email: victim, emailVerified: false });
    expect(attacker.token).toBeUndefined();
    expect(attacker.refused).toBe('/?signInError=account-exists');
  });

  it('joins a verified Microsoft sign-in to the user of that verified address', async () => {
    const email = `both-${randomUUID()}@example.com`;
    const google = await signIn({ provider: 'google', email });
    const microsoft = await signIn({ provider: 'microsoft', email });
    expect(microsoft.user?.id).toBe(google.user?.id);
  });

  it('knows a Microsoft account by tenant and object id, and moves an identity stored by sub', async () => {
    const email = `moved-${randomUUID()}@example.com`;
    // A user whose Microsoft identity was stored under the token's `sub`, as before.
    const [user] = (await app
      .get(DataSource)
      .query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email])) as { id: string }[];
    await app
      .get(DataSource)
      .query(
        `INSERT INTO user_identities (provider, subject, user_id) VALUES ('microsoft', $1, $2)`,
        [subjectOf(email), user!.id],
      );

    // That user's address was never verified: only the stored identity leads to them.
    const moved = await signIn({ provider: 'microsoft', email });
    expect(moved.user?.id).toBe(user!.id);
    const subjects = (await app
      .get(DataSource)
      .query(`SELECT subject FROM user_identities WHERE user_id = $1`, [user!.id])) as {
      subject: string;
    }[];
    expect(subjects.map((row) => row.subject)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}:[0-9a-f-]{36}$/),
    ]);
  });
});
