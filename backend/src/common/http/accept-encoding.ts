export type Encoding = 'br' | 'gzip';

/** Each listed coding's weight: a bare name weighs 1, `;q=0` refuses it. */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    let weight = 1;
    for (const parameter of parameters) {
      const quality = /^q\s*=\s*([0-9.]+)$/.exec(parameter);
      if (quality) weight = Number(quality[1]);
    }
    if (Number.isFinite(weight)) found.set(name, Math.max(found.get(name) ?? 0, weight));
  }
  return found;
}

/**
 * The encoding to answer in for an Accept-Encoding header: brotli where the client rates it at
 * least as high as gzip, gzip otherwise, none when it lists neither (or `*`) or refuses both.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const listed = weights(header);
  const any = listed.get('*') ?? 0;
  const br = listed.get('br') ?? any;
  const gzip = listed.get('gzip') ?? listed.get('x-gzip') ?? any;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
