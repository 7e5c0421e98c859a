/** Windows refuses these as file names whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_STEM = 100;

/**
 * A file name made from user text (the invoice number): only letters, digits, `-`, `_`, `.`
 * and spaces survive, everything else (`/`, `\`, control characters, `:`…) becomes `_`; no
 * leading dots (so no `..` and no hidden files), no name Windows refuses, at most 100 characters.
 */
export function safeStem(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\-_. ]/gu, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_STEM);
  if (cleaned === '') return 'document';
  return RESERVED.test(cleaned) ? `_${cleaned}` : cleaned;
}

/**
 * Unique names inside one ZIP, case-insensitively (Windows and macOS would let a second
 * `INV-1.pdf` overwrite an `inv-1.pdf`): a repeated stem gets `-2`, `-3`…. Holds a set of the
 * names used, a few bytes per document.
 */
export class ZipNames {
  private readonly used = new Set<string>();

  /**
   * `documents/<stem>[-earlier][-deleted][-n].<ext>` for each extension, the same stem for all;
   * `-earlier` marks a version issued before the invoice was edited and issued again.
   */
  claim(
    number: string,
    marks: { deleted: boolean; superseded: boolean },
    extensions: readonly string[],
  ): string[] {
    const stem = `${safeStem(number)}${marks.superseded ? '-earlier' : ''}${marks.deleted ? '-deleted' : ''}`;
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? stem : `${stem}-${n}`;
      const names = extensions.map((extension) => `documents/${candidate}.${extension}`);
      if (names.every((name) => !this.used.has(name.toLowerCase()))) {
        names.forEach((name) => this.used.add(name.toLowerCase()));
        return names;
      }
    }
  }
}
