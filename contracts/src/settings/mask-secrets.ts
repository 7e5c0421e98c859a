/** Only values longer than this are masked; shorter ones cannot be real keys and stay readable. */
export const MASK_MIN_LENGTH = 8;

/** How many leading characters stay visible, enough to tell a live key from a test key. */
export const MASK_VISIBLE_CHARACTERS = 4;

const SECRET_KEY_NAME =
  /api[-_]?key|secret|passw(or)?d|token|credential|authori[sz]ation|private[-_]?key/i;

/** Well-known shapes of keys and tokens, for secrets stored under an innocent name. */
const SECRET_VALUE_PATTERNS: readonly RegExp[] = [
  /^(sk|pk|rk)_(live|test)_/, // Stripe
  /^(live|test)_[A-Za-z0-9]{20,}$/, // Mollie API keys
  /^access_[A-Za-z0-9]{20,}$/, // Mollie OAuth access tokens
  /^Bearer\s+\S+/i,
  /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/, // JWT
  /^(ghp|gho|ghs|github_pat)_/, // GitHub
  /^AKIA[0-9A-Z]{16}$/, // AWS access key id
  /^AIza[\w-]{30,}$/, // Google API key
  /^xox[abprs]-/, // Slack
  /^SG\.[\w-]+\.[\w-]+$/, // SendGrid
];

const looksSecret = (key: string | null, value: string): boolean =>
  (key !== null && SECRET_KEY_NAME.test(key)) ||
  SECRET_VALUE_PATTERNS.some((pattern) => pattern.test(value));

/** Keeps the first characters and replaces the rest one for one with asterisks. */
export const maskValue = (value: string): string =>
  value.slice(0, MASK_VISIBLE_CHARACTERS) + '*'.repeat(value.length - MASK_VISIBLE_CHARACTERS);

const mask = (value: unknown, key: string | null, seen: WeakSet<object>): unknown => {
  if (typeof value === 'string') {
    return value.length > MASK_MIN_LENGTH && looksSecret(key, value) ? maskValue(value) : value;
  }
  if (typeof value !== 'object' || value === null) {
    return value;
  }
  if (seen.has(value)) {
    return '[Circular]';
  }
  seen.add(value);
  const result = Array.isArray(value)
    ? value.map((item) => mask(item, key, seen))
    : Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, mask(item, name, seen)]),
      );
  seen.delete(value);
  return result;
};

/**
 * A copy of raw data for the admin raw viewer with secrets masked: string values longer than 8
 * characters whose key (or, in an array, the array's key) names a secret, or whose content has
 * the shape of a known key or token. Objects and arrays are walked recursively; a reference
 * cycle is shown as '[Circular]' instead of recursing for ever.
 */
export const maskSecrets = (value: unknown): unknown => mask(value, null, new WeakSet());
