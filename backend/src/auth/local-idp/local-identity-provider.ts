import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { isValidEmail } from '@app/contracts/invoice';
import { accountPickerPage } from './account-picker-page.js';
import { LocalAccounts } from './local-accounts.js';
import { MemoryAdapter } from './memory-adapter.js';

export type LocalClient = {
  clientId: string;
  clientSecret: string;
  clientName: string;
  /** Loopback http URIs match on any port (RFC 8252), as the app's port may be any. */
  redirectUris: string[];
};

const isLoopbackHttp = (uri: string) =>
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(uri);

export type LocalIdentityProvider = {
  /** e.g. `http://127.0.0.1:41234`; discovery at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  close(): Promise<void>;
};

/** `prompt=select_account` must show the picker even when the provider has a session. */
function policyWithSelectAccount() {
  const policy = interactionPolicy.base();
  policy.add(
    new interactionPolicy.Prompt(
      { name: 'select_account', requestable: true },
      new interactionPolicy.Check(
        'select_account_requested',
        'the client asked the user to choose an account',
        (ctx) => ctx.oidc.prompts.has('select_account') && ctx.oidc.promptPending('select_account'),
      ),
    ),
    0,
  );
  return policy;
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

/**
 * A real OpenID provider (oidc-provider) on loopback, standing in for Google and Microsoft when
 * their credentials are not configured, so sign-in works end to end on a fresh clone with the
 * real passport strategies. Its account picker lists sample accounts and accepts any address.
 */
export async function startLocalIdentityProvider(options: {
  clients: LocalClient[];
  nodeEnv: string;
}): Promise<LocalIdentityProvider> {
  if (options.nodeEnv === 'production') {
    throw new Error(
      'The local sign-in provider refuses to start with NODE_ENV=production: configure Google and Microsoft.',
    );
  }
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new LocalAccounts();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });

  const provider = new Provider(issuer, {
    adapter: MemoryAdapter,
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.clientName,
      redirect_uris: client.redirectUris,
      // oidc-provider's way to RFC 8252's loopback redirects on any port.
      application_type: client.redirectUris.every(isLoopbackHttp) ? 'native' : 'web',
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256' }] },
    // Distinct names: the app's cookies live on the same host (ports do not isolate cookies).
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      names: {
        session: 'local_idp_session',
        interaction: 'local_idp_interaction',
        resume: 'local_idp_resume',
      },
    },
    // tid and oid as Microsoft sends them (Google's strategy ignores them).
    claims: {
      openid: ['sub', 'tid'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture', 'oid'],
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.find(sub);
      if (account === undefined) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          tid: account.tid,
          oid: account.oid,
        }),
      };
    },
    interactions: { policy: policyWithSelectAccount(), url: (_ctx, i) => `/interaction/${i.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 86400,
      Grant: 86400,
    },
    // Google's strategy sends the access token as a query parameter to the userinfo URL.
    acceptQueryParamAccessTokens: true,
    routes: { userinfo: '/userinfo' },
    conformIdTokenClaims: false,
    pkce: { required: () => false },
    // First-party stand-in: consent is implied, as it is for the real providers' returning users.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', () => undefined);

  const oidc = provider.callback();
  server.on('request', (request, response) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (match === null) return void oidc(request, response);
    void handleInteraction(request, response).catch(() => {
      response.statusCode = 400;
      response.end('This sign-in has expired. Start again from the app.');
    });
  });

  async function handleInteraction(request: http.IncomingMessage, response: http.ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const client = await provider.Client.find(String(details.params.client_id));
    const page = (error?: string) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('cache-control', 'no-store');
      response.end(
        accountPickerPage({
          action: `/interaction/${details.uid}`,
          clientName: client?.clientName ?? 'the provider',
          accounts: accounts.all(),
          error,
        }),
      );
    };
    if (request.method !== 'POST') return page();
    const form = await readForm(request);
    const email = form.get('email')?.trim() ?? '';
    if (!isValidEmail(email)) return page('Enter a valid e-mail address.');
    // Verified unless the form says otherwise, like the sample accounts.
    const emailVerified = form.get('email_verified') !== 'false';
    const account = accounts.add(email, form.get('name') ?? '', emailVerified);
    // Consent is given with the pick: native (loopback) clients would otherwise ask for it.
    const grant = new provider.Grant({
      accountId: account.sub,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { select_account: {}, login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
