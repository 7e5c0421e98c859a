import { isIP } from 'node:net';
import { ConfigError, optional, type Env } from './env-readers.js';

/**
 * Which reverse proxies may tell the backend the client's address and protocol
 * (X-Forwarded-For, -Proto, -Host), in the form Express's `trust proxy` setting takes: nobody
 * (false), the nearest `n` proxies (a hop count), or the proxies at these addresses and ranges.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges: 127.0.0.0/8 and ::1, 169.254/16 and fe80::/10, private. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^(0|[1-9]\d{0,2})$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (the default: the backend is reached directly, and forwarded headers are
 * ignored), a hop count (`1`: one proxy such as the compose file's nginx, whatever its address),
 * or a comma-separated list of the proxies' addresses and CIDR ranges (`loopback`,
 * `10.0.0.0/8`). `true` (trust every hop) is refused: anyone could then choose their address.
 */
export function trustProxy(env: Env, name = 'TRUST_PROXY'): TrustProxy {
  const value = optional(env, name);
  if (value === undefined || ['false', '0', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) {
      throw new ConfigError(name, `must be at most ${MAX_HOPS} proxies (got "${value}")`);
    }
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      name,
      'must be false, a number of proxies (1) or a comma-separated list of proxy addresses and ' +
        `ranges (loopback, linklocal, uniquelocal, 10.0.0.0/8, ::1) (got "${bad}" in "${value}")`,
    );
  }
  return entries;
}
