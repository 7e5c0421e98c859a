import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInContext } from './context.ts';
import { basicCredentials, parseFields, readBody, sendJson, sendOAuthError } from './http.ts';
import { newId } from './ids.ts';
import type { AuthorizationRecord } from './records.ts';

// Mollie's token endpoint (docs.mollie.com/reference/oauth-generate-tokens and
// oauth-revoke-tokens): the app authenticates with HTTP Basic (client id and secret), the body
// carries grant_type=authorization_code (code, redirect_uri) or grant_type=refresh_token
// (refresh_token, redirect_uri when the code exchange sent one). The answer is JSON:
// access_token, refresh_token, expires_in, token_type "bearer" and scope.

type Fields = Record<string, string | undefined>;

function issue(
  context: StandInContext,
  response: ServerResponse,
  authorization: AuthorizationRecord,
) {
  const token = newId.accessToken();
  const lifetime = context.accessTokenLifetimeSeconds;
  context.records.accessTokens.set(token, {
    token,
    authorizationId: authorization.id,
    expiresAt: context.now().getTime() + lifetime * 1000,
  });
  sendJson(
    response,
    200,
    {
      access_token: token,
      refresh_token: authorization.refreshToken,
      expires_in: lifetime,
      token_type: 'bearer',
      scope: authorization.scopes.join(' '),
    },
    'application/json',
  );
}

function exchangeCode(context: StandInContext, response: ServerResponse, fields: Fields) {
  const { records } = context;
  const code = records.codes.get(fields.code ?? '');
  if (code === undefined || code.expiresAt < context.now().getTime()) {
    return sendOAuthError(response, 400, 'invalid_grant', 'The authorization code is invalid.');
  }
  if (code.used) {
    // RFC 6749 §4.1.2: a code used twice revokes what it was exchanged for.
    const earlier = records.authorizations.find((a) => a.id === code.authorizationId);
    if (earlier !== undefined) earlier.revoked = true;
    return sendOAuthError(response, 400, 'invalid_grant', 'The authorization code was used.');
  }
  const expected = code.redirectUri ?? context.app.redirectUris[0];
  const given = fields.redirect_uri;
  if ((code.redirectUri !== null || given !== undefined) && given !== expected) {
    return sendOAuthError(response, 400, 'invalid_grant', 'The redirect_uri does not match.');
  }
  const authorization: AuthorizationRecord = {
    id: records.authorizations.length + 1,
    organizationId: code.organizationId,
    scopes: code.scopes,
    redirectUri: given ?? null,
    refreshToken: newId.refreshToken(),
    revoked: false,
  };
  records.authorizations.push(authorization);
  code.used = true;
  code.authorizationId = authorization.id;
  issue(context, response, authorization);
}

function refresh(context: StandInContext, response: ServerResponse, fields: Fields) {
  const authorization = context.records.authorizations.find(
    (a) => !a.revoked && a.refreshToken === fields.refresh_token,
  );
  if (authorization === undefined) {
    return sendOAuthError(response, 400, 'invalid_grant', 'The refresh token is invalid.');
  }
  if (authorization.redirectUri !== null && fields.redirect_uri !== authorization.redirectUri) {
    return sendOAuthError(response, 400, 'invalid_grant', 'The redirect_uri does not match.');
  }
  // Rotation: the answer carries a new refresh token and the old one stops working, so an app
  // that keeps using the first one fails here rather than in production.
  authorization.refreshToken = newId.refreshToken();
  issue(context, response, authorization);
}

function revoke(context: StandInContext, response: ServerResponse, fields: Fields) {
  const { records } = context;
  const token = fields.token ?? '';
  if (fields.token_type_hint === 'refresh_token') {
    const authorization = records.authorizations.find((a) => a.refreshToken === token);
    if (authorization !== undefined) authorization.revoked = true;
  } else {
    records.accessTokens.delete(token);
  }
  // RFC 7009 §2.2: an unknown token is answered like a revoked one.
  response.writeHead(204).end();
}

/** POST makes tokens, DELETE revokes one. */
export async function handleTokens(
  context: StandInContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const client = basicCredentials(request);
  const fields = parseFields(request, await readBody(request));
  if (client?.id !== context.app.clientId || client.secret !== context.app.clientSecret) {
    return sendOAuthError(response, 401, 'invalid_client', 'Client authentication failed.');
  }
  if (fields === undefined) {
    return sendOAuthError(response, 400, 'invalid_request', 'The body is not a form or JSON.');
  }
  const text = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      value === undefined ? undefined : String(value),
    ]),
  );
  if (request.method === 'DELETE') return revoke(context, response, text);
  if (text.grant_type === 'authorization_code') return exchangeCode(context, response, text);
  if (text.grant_type === 'refresh_token') return refresh(context, response, text);
  sendOAuthError(
    response,
    400,
    'unsupported_grant_type',
    'Use authorization_code or refresh_token.',
  );
}
