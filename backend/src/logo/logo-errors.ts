import type { ErrorCode } from '@app/contracts/common';
import { SETTINGS_MESSAGES } from '@app/contracts/settings';
import { DomainException } from '../common/errors/domain.exception.js';
import type { LogoRefusal } from './logo-image.js';
import { LOGO_MAX_PIXELS, SVG_MAX_ELEMENTS } from './logo-limits.js';

/** The multipart field the logo travels in (spec §7). */
export const LOGO_FIELD = 'file';

/** What a refused upload says, in one place for the code, the tests and the API docs. */
export const LOGO_MESSAGES = {
  tooLarge: SETTINGS_MESSAGES['settings.logo.tooLarge'],
  invalidType: SETTINGS_MESSAGES['settings.logo.invalidType'],
  svgActive: 'The SVG contains scripts or links, which are not allowed in a logo.',
  svgTooComplex: `The SVG is too complex for a logo: it may have at most ${SVG_MAX_ELEMENTS} elements.`,
  svgNotUtf8: 'The SVG is not valid UTF-8 text.',
  tooManyPixels: `The image has too many pixels. A logo may have at most ${LOGO_MAX_PIXELS / 1_000_000} megapixels.`,
  unreadable: 'The file could not be read as an image. It may be damaged.',
  missing: `Choose a file to upload in the field "${LOGO_FIELD}".`,
  oneFileOnly: `Send the logo as one file in the field "${LOGO_FIELD}", without other fields.`,
  notMultipart: `Send the logo as multipart/form-data, in the field "${LOGO_FIELD}".`,
  malformed: 'The upload is not a valid multipart form.',
  busy: 'Too many logos are being processed right now. Please try again in a minute.',
} as const;

/** The start of every refusal of a costly SVG; what was found follows (svgCostly). */
export const SVG_COSTLY_MESSAGE = 'The SVG is too costly to draw for a logo';

/** Names the first thing found, so the user knows what to remove. */
export const svgCostly = (found: readonly string[]): string =>
  `${SVG_COSTLY_MESSAGE} (${found[0] ?? 'effects'}). Filters, blurs, shadows, patterns, markers ` +
  'and deeply repeated references are not allowed: remove them, or upload the logo as a PNG.';

export const tooSlow = (timeoutMs: number): string =>
  `The image took too long to process (over ${timeoutMs / 1000} seconds). ` +
  'Simplify it, or upload the logo as a PNG.';

/** An error about the uploaded file: the body names the multipart field `file`. */
export function logoFileError(code: ErrorCode, message: string): DomainException {
  return new DomainException(code, { message, fields: [{ field: LOGO_FIELD, message }] });
}

/** 413, in the spec's words (§5). */
export const logoTooLarge = (): DomainException =>
  logoFileError('PAYLOAD_TOO_LARGE', LOGO_MESSAGES.tooLarge);

/** 415, in the spec's words (§5) unless a more precise message is given. */
export const logoInvalidType = (message: string = LOGO_MESSAGES.invalidType): DomainException =>
  logoFileError('UNSUPPORTED_MEDIA_TYPE', message);

/** The 400 for a file the render process refused. */
export function logoRefused(refusal: LogoRefusal, timeoutMs: number): DomainException {
  const message = {
    'too-many-pixels': () => LOGO_MESSAGES.tooManyPixels,
    unreadable: () => LOGO_MESSAGES.unreadable,
    'not-utf8': () => LOGO_MESSAGES.svgNotUtf8,
    'not-svg': () => LOGO_MESSAGES.unreadable,
    'too-complex': () => LOGO_MESSAGES.svgTooComplex,
    'active-content': () => LOGO_MESSAGES.svgActive,
    costly: () => svgCostly('found' in refusal ? refusal.found : []),
    'too-slow': () => tooSlow(timeoutMs),
  }[refusal.reason]();
  return logoFileError('VALIDATION_FAILED', message);
}
