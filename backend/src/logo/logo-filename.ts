import type { LogoType } from '@app/contracts/settings';

/** Enough for any real file name; longer ones are cut, keeping the extension. */
export const LOGO_FILENAME_MAX_LENGTH = 100;

/** The extensions each logo type is saved with. */
const EXTENSIONS: Record<LogoType, readonly string[]> = {
  jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  webp: ['webp'],
  svg: ['svg'],
};

/**
 * Extensions that name some other kind of file. Together with EXTENSIONS they are the names a
 * mismatch is judged on; an extension outside both ("logo.final", "Acme.Inc") names nothing.
 */
const OTHER_TYPE_EXTENSIONS = new Set([
  'svgz', 'gif', 'bmp', 'tif', 'tiff', 'ico', 'heic', 'heif', 'avif', 'jxl', 'psd', 'ai', 'eps',
  'pdf', 'htm', 'html', 'xhtml', 'xml', 'js', 'mjs', 'json', 'txt', 'csv', 'zip', 'exe',
]); // prettier-ignore

// Control and invisible formatting characters (including bidi overrides that make
// "logo\u202Egnp.exe" display as "logoexe.png"), line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const extensionOf = (filename: string): string | null => {
  const match = /\.([^.]+)$/.exec(filename);
  return match ? match[1].toLowerCase() : null;
};

/**
 * The name shown for a logo: the last path segment of what the browser sent (some send a full
 * "C:\\Users\\..." path), without control or invisible characters, whitespace collapsed, at most
 * LOGO_FILENAME_MAX_LENGTH characters with the extension kept. An empty result becomes
 * "logo.<ext>" for the detected type. It is only ever displayed and sent in Content-Disposition
 * (encoded there); it is never a path on disk or a storage key.
 */
export function cleanLogoFilename(original: string | undefined, type: LogoType): string {
  const segment = (original ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = segment.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  const fallback = `logo.${EXTENSIONS[type][0]}`;
  if (cleaned === '' || /^\.+$/.test(cleaned)) return fallback;
  const characters = [...cleaned];
  if (characters.length <= LOGO_FILENAME_MAX_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const suffix = extension !== null && extension.length <= 10 ? `.${extension}` : '';
  return (
    characters
      .slice(0, LOGO_FILENAME_MAX_LENGTH - suffix.length)
      .join('')
      .trimEnd() + suffix
  );
}

/**
 * The type the file name's extension names, when it differs from the content's type: a PNG
 * named "logo.svg", a JPEG named "logo.png", an SVG named "logo.html". The type is always taken
 * from the content; a name that claims another type is refused rather than silently "fixed",
 * because it usually means the wrong file was picked, or a file made to look like something else
 * (a polyglot). A name without an extension, or with one that names no known type, is accepted.
 * Returns the extension that contradicts the content, else null.
 */
export function contradictingExtension(filename: string, type: LogoType): string | null {
  const extension = extensionOf(filename);
  if (extension === null || EXTENSIONS[type].includes(extension)) return null;
  const namesAType =
    OTHER_TYPE_EXTENSIONS.has(extension) ||
    Object.values(EXTENSIONS).some((list) => list.includes(extension));
  return namesAType ? extension : null;
}

/** How a type is named to a user: "PNG", "JPG", "WEBP", "SVG". */
export const LOGO_TYPE_LABEL: Record<LogoType, string> = {
  jpeg: 'JPG',
  png: 'PNG',
  webp: 'WEBP',
  svg: 'SVG',
};

/** The display name of the PNG rendition: the same name ending in .png. */
export function pngRenditionFilename(filename: string): string {
  return `${filename.replace(/\.[^.]+$/, '')}.png`;
}
