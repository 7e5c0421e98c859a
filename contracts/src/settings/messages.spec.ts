import { describe, expect, it } from '@jest/globals';
import {
  LOGO_BUSY_ERROR,
  LOGO_DELETE_FAILED_ERROR,
  LOGO_INVALID_TYPE_ERROR,
  LOGO_REFUSED_ERROR,
  LOGO_TOO_LARGE_ERROR,
  LOGO_UPLOAD_FAILED_ERROR,
} from './logo.js';
import { SETTINGS_MESSAGES, type SettingsMessageKey } from './messages.js';

describe('SETTINGS_MESSAGES', () => {
  it.each<{ key: SettingsMessageKey; text: string }>([
    {
      key: LOGO_INVALID_TYPE_ERROR,
      text: 'Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.',
    },
    { key: LOGO_TOO_LARGE_ERROR, text: 'File too large. Maximum size is 2MB.' },
    { key: LOGO_UPLOAD_FAILED_ERROR, text: 'Failed to upload logo. Please try again.' },
    { key: LOGO_DELETE_FAILED_ERROR, text: 'Failed to delete logo. Please try again.' },
    {
      key: LOGO_REFUSED_ERROR,
      text: 'This image cannot be used as a logo. Use a PNG or JPG, or an SVG without scripts, links, filters or shadows.',
    },
    {
      key: LOGO_BUSY_ERROR,
      text: 'Too many logos are being processed right now. Please try again in a minute.',
    },
  ])('$key has the spec wording', ({ key, text }) => {
    expect(SETTINGS_MESSAGES[key]).toBe(text);
  });
});
