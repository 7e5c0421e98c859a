import { randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits, the way Mollie's tokens look after their prefix. */
export function randomToken(length: number): string {
  let token = '';
  for (let i = 0; i < length; i++) token += alphabet[randomInt(alphabet.length)];
  return token;
}

/** Identifiers in Mollie's forms (prefix and length as in the API reference's examples). */
export const newId = {
  organization: () => `org_${randomInt(1_000_000, 10_000_000)}`,
  profile: () => `pfl_${randomToken(10)}`,
  paymentLink: () => `pl_${randomToken(21)}`,
  payment: () => `tr_${randomToken(10)}`,
  refund: () => `re_${randomToken(10)}`,
  oauthApp: () => `app_${randomToken(23)}`,
  clientSecret: () => randomToken(40),
  authorizationCode: () => `auth_${randomToken(30)}`,
  accessToken: () => `access_${randomToken(30)}`,
  refreshToken: () => `refresh_${randomToken(30)}`,
  apiKey: (mode: 'live' | 'test') => `${mode}_${randomToken(30)}`,
};

/** Mollie writes times as ISO 8601 in UTC without milliseconds: `2024-03-20T09:13:37+00:00`. */
export function mollieTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
