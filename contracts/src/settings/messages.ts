/** Translation keys the settings rules return, with their English defaults (see invoice/messages). */
export const SETTINGS_MESSAGES = {
  'settings.logo.deleteFailed': 'Failed to delete logo. Please try again.',
  'settings.logo.busy':
    'Too many logos are being processed right now. Please try again in a minute.',
  'settings.logo.invalidType': 'Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.',
  'settings.logo.refused':
    'This image cannot be used as a logo. Use a PNG or JPG, or an SVG without scripts, links, filters or shadows.',
  'settings.logo.tooLarge': 'File too large. Maximum size is 2MB.',
  'settings.logo.uploadFailed': 'Failed to upload logo. Please try again.',
  'settings.reminders.daysRange': 'Enter a number of days between 1 and 90',
} as const;

export type SettingsMessageKey = keyof typeof SETTINGS_MESSAGES;
