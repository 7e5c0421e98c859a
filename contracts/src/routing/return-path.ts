import { WhatwgUrl } from '../common/url.js';

const BASE = 'https://origin.invalid';
const MAX_LENGTH = 2048;
/** Rounds of decoding looked through (`%252F` is `/` after two): more is refused outright. */
const MAX_DECODINGS = 4;

/** C0 controls and DEL: browsers drop or trim them, so they could hide a second slash. */
function isControl(character: string): boolean {
  return character < ' ' || character === '\u007f';
}

/**
 * Characters that a browser, a proxy or Unicode normalisation (NFKC maps `／` to `/`) may take
 * for a slash or backslash: full-width, division, fraction, set-minus and box-drawing slashes.
 */
const SLASH_LIKE = /[\\\u2044\u2215\u2216\u2571\u2572\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/g;

/** Tab, newline and carriage return, which URL parsers drop wherever they appear. */
const DROPPED = /[\t\n\r]/g;

/** Leading characters URL parsers trim: controls, space, and other Unicode white space. */
function trimStart(value: string): string {
  let start = 0;
  while (start < value.length && (isControl(value[start]!) || /\s/.test(value[start]!))) start++;
  return value.slice(start);
}

function parse(value: string): string | null {
  try {
    const url = new WhatwgUrl(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * One round of percent-decoding that never fails: a run of escapes that is not UTF-8 is read
 * byte by byte, as a lenient server would.
 */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  });
}

/**
 * What later layers may make of a path: each round percent-decodes and then applies Unicode
 * compatibility normalisation (`％2F` becomes `%2F`), and both steps are kept. Null when it is
 * still changing after the last round: nobody nests encodings that deep by accident.
 */
function laterReadings(path: string): string[] | null {
  const readings: string[] = [];
  let current = path;
  for (let round = 0; round < MAX_DECODINGS; round++) {
    const decoded = decodeOnce(current);
    const normalized = decoded.normalize('NFKC');
    if (normalized === current) return readings;
    readings.push(decoded, normalized);
    current = normalized;
  }
  return null;
}

/** True when this reading of a return path still names a path on our own origin. */
function staysOnOrigin(reading: string): boolean {
  const cleaned = trimStart(reading.replace(SLASH_LIKE, '/').replace(DROPPED, ''));
  if (!cleaned.startsWith('/') || cleaned.startsWith('//')) return false;
  const reparsed = parse(cleaned);
  return reparsed !== null && !reparsed.startsWith('//');
}

/**
 * Where the browser may be sent back to (after sign-in, say): only a path on our own origin.
 * Anything else (`https://evil.example`, `//evil.example`, `/\evil.example`, `/.//evil.example`,
 * `/%2e%2e//evil.example`, `/／evil.example`, `javascript:`) would make the redirect an open one,
 * so it becomes `/`.
 *
 * The answer is the URL parser's own serialisation (ASCII, percent-encoded) and a fixed point:
 * parsing it again, percent-decoding it any number of times or normalising its Unicode never
 * turns it into a protocol-relative or absolute URL. A redirect must send exactly this string
 * and never resolve it against another base.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return '/';
  // Browsers read a backslash as a slash: no own path needs one, so it is refused outright.
  if (!value.startsWith('/') || value.includes('\\') || [...value].some(isControl)) return '/';
  const candidate = parse(value);
  if (candidate === null || candidate.length > MAX_LENGTH || parse(candidate) !== candidate) {
    return '/';
  }
  const later = laterReadings(candidate);
  if (later === null) return '/';
  return [value, candidate, ...later].every(staysOnOrigin) ? candidate : '/';
}

/**
 * A safe return path with one query parameter set (replacing any of that name), the path and the
 * hash left as they are: `/nl/pricing#top` -> `/nl/pricing?signInError=access-denied#top`.
 */
export function withReturnPathParam(value: unknown, name: string, paramValue: string): string {
  const path = safeReturnPath(value);
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((pair) => pair !== '' && decodeQueryName(pair) !== name);
  kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(paramValue)}`);
  return safeReturnPath(`${pathname}?${kept.join('&')}${hash}`);
}

function decodeQueryName(pair: string): string {
  const equalsAt = pair.indexOf('=');
  const raw = equalsAt < 0 ? pair : pair.slice(0, equalsAt);
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}
