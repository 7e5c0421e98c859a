/**
 * Personal access tokens: a program's way into the API without an interactive sign-in. A token
 * is shown once when created and stored only as a hash; its `prefix` tells tokens apart in lists.
 */

/** `read`: GET and HEAD only. `write`: read and write. */
export const PERSONAL_TOKEN_SCOPES = ['read', 'write'] as const;
export type PersonalTokenScope = (typeof PERSONAL_TOKEN_SCOPES)[number];

export const PERSONAL_TOKEN_NAME_MAX_LENGTH = 100;
/** Live tokens one user may hold at once; revoke one to make another. */
export const MAX_PERSONAL_TOKENS = 50;
/** Every token starts with this, so a program (and a secret scanner) can tell one apart from a JWT. */
export const PERSONAL_TOKEN_MARK = 'pat_';
/** How many characters of a token its list entry shows: the mark and the first few after it. */
export const PERSONAL_TOKEN_PREFIX_LENGTH = PERSONAL_TOKEN_MARK.length + 8;

/** A token as its owner sees it in a list: never the secret. Times in seconds since the epoch. */
export type PersonalToken = {
  id: string;
  name: string;
  scope: PersonalTokenScope;
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
};

export type PersonalTokenInput = { name: string; scope: PersonalTokenScope };

/** The answer to a create: the token, and its secret this one time. */
export type CreatedPersonalToken = { token: PersonalToken; secret: string };

export function isPersonalTokenScope(value: unknown): value is PersonalTokenScope {
  return typeof value === 'string' && (PERSONAL_TOKEN_SCOPES as readonly string[]).includes(value);
}

/** A name is 1 to 100 characters once trimmed. */
export function isValidPersonalTokenName(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= PERSONAL_TOKEN_NAME_MAX_LENGTH;
}

/** Whether a bearer credential is a personal access token rather than a sign-in JWT. */
export function isPersonalTokenText(value: string): boolean {
  return value.startsWith(PERSONAL_TOKEN_MARK);
}
