import type { SignInErrorKind } from '@app/platform';

/** Every kind the shell shows a text for (`errors.<kind>` in locales/<lng>/session.json). */
export const signInErrorKinds: readonly SignInErrorKind[] = [
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'network-request-failed',
  'internal-error',
  'access-denied',
  'invalid-state',
  'account-exists',
];

/**
 * A kind read from outside (the popup's message, the `signInError` query): anything unknown is an
 * internal error, so a forged or newer value never shows raw text.
 */
export function signInErrorKindOf(value: unknown): SignInErrorKind {
  return signInErrorKinds.find((kind) => kind === value) ?? 'internal-error';
}
