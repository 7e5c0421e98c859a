import type { ErrorCode } from '@app/contracts/common';
import { SETTINGS_MESSAGES } from '@app/contracts/settings';
import { DomainException } from '../common/errors/domain.exception.js';
import { SVG_MAX_ELEMENTS } from './svg-sanitiser.js';

/** The multipart field the logo travels in (spec §7). */
export const LOGO_FIELD = 'file';

/** What a refused upload says, in one place for the code, the tests and the API docs. */
export const LOGO_MESSAGES = {
  tooLarge: SETTINGS_MESSAGES['settings.logo.tooLarge'],
  invalidType: SETTINGS_MESSAGES['settings.logo.invalidType'],
  svgActive: 'The SVG contains scripts or links, which are not allowed in a logo.',
  svgTooComplex: `The SVG is too complex for a logo: it may have at most ${SVG_MAX_ELEMENTS} elements.`,
  unreadable: 'The file could not be read as an image. It may be damaged.',
  missing: `Choose a file to upload in the field "${LOGO_FIELD}".`,
  oneFileOnly: `Send the logo as one file in the field "${LOGO_FIELD}", without other fields.`,
  notMultipart: `Send the logo as multipart/form-data, in the field "${LOGO_FIELD}".`,
  malformed: 'The upload is not a valid multipart form.',
} as const;

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
