import { describe, expect, it } from '@jest/globals';
import { LOGO_INVALID_TYPE_ERROR, LOGO_TOO_LARGE_ERROR } from './logo.js';
import { SETTINGS_MESSAGES, type SettingsMessageKey } from './messages.js';

describe('SETTINGS_MESSAGES', () => {
  it.each<{ key: SettingsMessageKey; text: string }>([
    {
      key: LOGO_INVALID_TYPE_ERROR,
      text: 'Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.',
    },
    { key: LOGO_TOO_LARGE_ERROR, text: 'File too large. Maximum size is 2MB.' },
  ])('$key has the spec wording', ({ key, text }) => {
    expect(SETTINGS_MESSAGES[key]).toBe(text);
  });
});
