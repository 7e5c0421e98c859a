export type LogoType = 'jpeg' | 'png' | 'webp' | 'svg';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const LOGO_MIME_TYPES: Record<LogoType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** For the file picker's accept attribute. */
export const LOGO_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.svg,image/jpeg,image/png,image/webp,image/svg+xml';

/** 'Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.' */
export const LOGO_INVALID_TYPE_ERROR = 'settings.logo.invalidType';
/** 'File too large. Maximum size is 2MB.' */
export const LOGO_TOO_LARGE_ERROR = 'settings.logo.tooLarge';

export type LogoError = typeof LOGO_INVALID_TYPE_ERROR | typeof LOGO_TOO_LARGE_ERROR;

/** 'Failed to upload logo. Please try again.' (spec §8): the server refused or did not answer. */
export const LOGO_UPLOAD_FAILED_ERROR = 'settings.logo.uploadFailed';
/**
 * The server refused what the file holds (an SVG with scripts, links or effects too costly to
 * draw, a damaged image): trying again cannot help, another file can.
 */
export const LOGO_REFUSED_ERROR = 'settings.logo.refused';
/** The server is processing too many logos at once (429): trying again in a minute helps. */
export const LOGO_BUSY_ERROR = 'settings.logo.busy';
/** 'Failed to delete logo. Please try again.' */
export const LOGO_DELETE_FAILED_ERROR = 'settings.logo.deleteFailed';

/** How many leading bytes detectLogoType needs at most (the SVG sniff reads this far). */
export const LOGO_SNIFF_BYTES = 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * SVG has no magic number: the text (after a BOM, whitespace, an XML declaration, comments
 * and a doctype) must open an <svg element. Binary content (a NUL byte) is never SVG.
 */
const looksLikeSvg = (bytes: Uint8Array): boolean => {
  const head = bytes.subarray(startsWith(bytes, UTF8_BOM) ? 3 : 0, LOGO_SNIFF_BYTES);
  if (head.includes(0)) {
    return false;
  }
  const text = String.fromCharCode(...head)
    .replace(/^\s*<\?xml[\s\S]*?\?>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s/>]/i.test(text);
};

/**
 * The file's real type from its first bytes. Uploads are checked by content, not by the name
 * or the browser's claimed MIME type, which a user can set to anything.
 */
export const detectLogoType = (bytes: Uint8Array): LogoType | null => {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return looksLikeSvg(bytes) ? 'svg' : null;
};

export type LogoCheck =
  { ok: true; type: LogoType; mimeType: string } | { ok: false; error: LogoError };

/**
 * Size first (cheap, and the message a user can act on), then content. The detected MIME type
 * is the one to store and serve.
 */
export const validateLogoFile = (file: { size: number; head: Uint8Array }): LogoCheck => {
  if (file.size > LOGO_MAX_BYTES) {
    return { ok: false, error: LOGO_TOO_LARGE_ERROR };
  }
  const type = detectLogoType(file.head);
  return type === null
    ? { ok: false, error: LOGO_INVALID_TYPE_ERROR }
    : { ok: true, type, mimeType: LOGO_MIME_TYPES[type] };
};
