import type { IncomingMessage } from 'node:http';
import type { StandInContext } from './context.ts';
import { bearerToken } from './http.ts';
import type { Mode } from './records.ts';

/** Who is calling: a merchant's OAuth access token, or a website profile's API key. */
export type Caller =
  | { kind: 'oauth'; organizationId: string; scopes: string[] }
  | { kind: 'api-key'; organizationId: string; profileId: string; mode: Mode };

export function authenticate(
  context: StandInContext,
  request: IncomingMessage,
): Caller | undefined {
  const token = bearerToken(request) ?? '';
  const { records } = context;
  const access = records.accessTokens.get(token);
  if (access !== undefined) {
    const authorization = records.authorizations.find((a) => a.id === access.authorizationId);
    if (authorization === undefined || authorization.revoked) return undefined;
    if (access.expiresAt <= context.now().getTime()) return undefined;
    return {
      kind: 'oauth',
      organizationId: authorization.organizationId,
      scopes: authorization.scopes,
    };
  }
  for (const profile of records.profiles) {
    for (const mode of ['test', 'live'] as const) {
      if (profile.apiKeys[mode] === token) {
        return {
          kind: 'api-key',
          organizationId: profile.organizationId,
          profileId: profile.id,
          mode,
        };
      }
    }
  }
  return undefined;
}

/** The permission a route needs; an API key has those of its own profile's payments and links. */
export function refusedPermission(caller: Caller, scope: string, organizationLevel = false) {
  if (caller.kind === 'api-key') {
    return organizationLevel ? 'This endpoint needs an access token, not an API key.' : undefined;
  }
  return caller.scopes.includes(scope) ? undefined : `The access token lacks ${scope}.`;
}

/** OAuth calls choose test mode per request (`testmode`); an API key is of one mode. */
export function requestMode(caller: Caller, testmode: unknown): Mode {
  if (caller.kind === 'api-key') return caller.mode;
  return testmode === true || testmode === 'true' ? 'test' : 'live';
}

/** Another merchant's, another mode's and another profile's records are simply not there. */
export function visible(
  caller: Caller,
  mode: Mode,
  record: { organizationId: string; profileId: string; mode: Mode } | undefined,
) {
  if (record === undefined || record.organizationId !== caller.organizationId) return false;
  if (caller.kind === 'api-key' && record.profileId !== caller.profileId) return false;
  return record.mode === mode;
}
