import type { AppConfig } from '../../config/app-config.js';

type OriginConfig = Pick<AppConfig, 'nodeEnv' | 'publicUrl' | 'publicUrlExplicit'>;

/** The names a browser may use for this machine; cookies set on one are not sent to another. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i;

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * The origin the sign-in round trip uses (the provider's redirect_uri, where the callback sets the
 * session cookies): PUBLIC_URL's, except in development on a loopback name. A browser at
 * http://127.0.0.1:3000 while PUBLIC_URL says localhost would get its cookies on the other name
 * and stay signed out, so there the round trip follows the Host header, but only to another
 * loopback name, and only when PUBLIC_URL was left at its default or names a loopback host on
 * the same port. Production never trusts the Host header.
 */
export function signInOrigin(config: OriginConfig, hostHeader: string | undefined): string {
  const publicUrl = new URL(config.publicUrl);
  if (config.nodeEnv === 'production' || hostHeader === undefined) return publicUrl.origin;
  const match = LOOPBACK_HOST.exec(hostHeader);
  if (match === null) return publicUrl.origin;
  const requested = URL.parse(`${publicUrl.protocol}//${match[0].toLowerCase()}`);
  if (requested === null) return publicUrl.origin;
  const aliasOfPublicUrl =
    LOOPBACK_HOST.test(publicUrl.host) && portOf(requested) === portOf(publicUrl);
  return !config.publicUrlExplicit || aliasOfPublicUrl ? requested.origin : publicUrl.origin;
}

/** Whether sign-in may come back on any loopback name (the local provider registers them all). */
export function followsLoopbackHost(config: OriginConfig): boolean {
  return (
    config.nodeEnv !== 'production' &&
    (!config.publicUrlExplicit || LOOPBACK_HOST.test(new URL(config.publicUrl).host))
  );
}
