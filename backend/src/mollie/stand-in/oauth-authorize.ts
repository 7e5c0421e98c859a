import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInContext } from './context.ts';
import { escapeHtml, page, parseFields, readBody, redirect, sendHtml } from './http.ts';
import { newId } from './ids.ts';

// Mollie's authorize endpoint (docs.mollie.com/reference/authorize): client_id, redirect_uri
// (optional; when given it must be the app's registered URL), state, scope (space-separated
// permissions), response_type=code and approval_prompt=auto|force. Consent returns to the
// redirect_uri with `code` and `state`; a refusal with `error` and `error_description`.

const codeLifetimeMs = 10 * 60 * 1000;
const scopePattern = /^[a-z][a-z-]*\.(read|write)$/;

type AuthorizeRequest = {
  fields: Record<string, string>;
  redirectUri: string;
  state: string;
  scopes: string[];
  approvalPrompt: 'auto' | 'force';
};

type Checked =
  | { kind: 'ok'; request: AuthorizeRequest }
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; location: string };

function withQuery(base: string, query: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * RFC 6749 §4.1.2.1: a bad client or redirect URL is told to the person on a page (never
 * redirected to an unchecked URL); every other problem goes back to the redirect URL.
 */
function check(context: StandInContext, fields: Record<string, string>): Checked {
  const registered = context.app.redirectUris;
  if (fields.client_id !== context.app.clientId) {
    return { kind: 'page', message: 'The client_id is not a known app.' };
  }
  const given = fields.redirect_uri;
  if (given !== undefined && registered.length > 0 && !registered.includes(given)) {
    return { kind: 'page', message: "The redirect_uri is not the app's registered redirect URL." };
  }
  const redirectUri = given ?? registered[0];
  if (redirectUri === undefined || !/^https?:\/\/[^\s]+$/.test(redirectUri)) {
    return { kind: 'page', message: 'The redirect_uri is missing or not an http(s) URL.' };
  }
  const state = fields.state;
  const refuse = (error: string, description: string): Checked => ({
    kind: 'redirect',
    location: withQuery(redirectUri, { error, error_description: description, state }),
  });
  if (fields.response_type !== 'code') {
    return refuse('unsupported_response_type', 'Only response_type=code is supported.');
  }
  if (!state) return refuse('invalid_request', 'The state parameter is missing.');
  const scopes = (fields.scope ?? '').split(' ').filter((scope) => scope !== '');
  if (scopes.length === 0) return refuse('invalid_request', 'The scope parameter is missing.');
  const unknown = scopes.find((scope) => !scopePattern.test(scope));
  if (unknown !== undefined) return refuse('invalid_scope', `Unknown scope ${unknown}.`);
  const approvalPrompt = fields.approval_prompt ?? 'auto';
  if (approvalPrompt !== 'auto' && approvalPrompt !== 'force') {
    return refuse('invalid_request', 'approval_prompt must be auto or force.');
  }
  return { kind: 'ok', request: { fields, redirectUri, state, scopes, approvalPrompt } };
}

const passedOn = [
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'response_type',
  'approval_prompt',
];

function consentPage(context: StandInContext, request: AuthorizeRequest): string {
  const hidden = passedOn
    .filter((name) => request.fields[name] !== undefined)
    .map(
      (name) => `<input type="hidden" name="${name}" value="${escapeHtml(request.fields[name])}">`,
    )
    .join('\n    ');
  const organizations = context.records.organizations
    .map((o) => `<option value="${escapeHtml(o.id)}">${escapeHtml(o.name)}</option>`)
    .join('');
  const scopes = request.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  return page(
    'Connect with Mollie',
    `<h1>Connect with Mollie</h1>
  <p>The app <code>${escapeHtml(context.app.clientId)}</code> asks for these permissions:</p>
  <ul>${scopes}</ul>
  <form method="post" action="/oauth2/authorize">
    ${hidden}
    <label for="organization">Mollie account</label>
    <select id="organization" name="organization">${organizations}</select>
    <p>
      <button type="submit" name="decision" value="authorize">Authorize</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </p>
  </form>`,
  );
}

function errorPage(message: string): string {
  return page(
    'Cannot connect',
    `<h1>Cannot connect</h1><p class="error">${escapeHtml(message)}</p>`,
  );
}

/** Where the merchant goes after deciding: back to the app with a code, or with a refusal. */
function decide(context: StandInContext, request: AuthorizeRequest): string {
  const { fields, redirectUri, state } = request;
  if (fields.decision !== 'authorize') {
    return withQuery(redirectUri, {
      error: 'access_denied',
      error_description: 'The merchant did not authorize the app.',
      state,
    });
  }
  const { records } = context;
  const organization =
    records.organizations.find((o) => o.id === fields.organization) ?? records.organizations[0];
  // docs: a forced prompt's new authorization revokes the merchant's earlier ones of this app.
  if (request.approvalPrompt === 'force') {
    for (const authorization of records.authorizations) {
      if (authorization.organizationId === organization.id) authorization.revoked = true;
    }
  }
  const code = newId.authorizationCode();
  records.codes.set(code, {
    code,
    organizationId: organization.id,
    scopes: request.scopes,
    redirectUri: fields.redirect_uri ?? null,
    expiresAt: context.now().getTime() + codeLifetimeMs,
    used: false,
    authorizationId: null,
  });
  return withQuery(redirectUri, { code, state });
}

/** GET shows the consent screen, POST is its form: Authorize or Deny. */
export async function handleAuthorize(
  context: StandInContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const isPost = request.method === 'POST';
  const fields = isPost
    ? (parseFields(request, await readBody(request)) ?? {})
    : Object.fromEntries(url.searchParams);
  const checked = check(context, fields as Record<string, string>);
  if (checked.kind === 'page') return sendHtml(response, 400, errorPage(checked.message));
  if (checked.kind === 'redirect') return redirect(response, checked.location);
  if (isPost) return redirect(response, decide(context, checked.request));
  sendHtml(response, 200, consentPage(context, checked.request));
}
