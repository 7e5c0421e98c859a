export type {
  DefaultCompany,
  DefaultPaymentMethod,
  Logo,
  MollieAuthUrl,
  Settings,
} from './types.js';
export {
  DEFAULT_NOTES,
  defaultNotesFor,
  DEFAULT_NOTES_MAX_LENGTH,
  adminDefaultSettings,
  clientDefaultSettings,
  clientSettingsFor,
} from './defaults.js';
export { languagesDiffer, mergeServerSettings, normaliseSettings } from './normalise.js';
export {
  DEFAULT_CREDIT_NOTE_NUMBER_FORMAT,
  numberSeriesOf,
  type NumberSeries,
} from './number-series.js';
export {
  LOGO_ACCEPT,
  LOGO_BUSY_ERROR,
  LOGO_DELETE_FAILED_ERROR,
  LOGO_INVALID_TYPE_ERROR,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  LOGO_REFUSED_ERROR,
  LOGO_SNIFF_BYTES,
  LOGO_TOO_LARGE_ERROR,
  LOGO_UPLOAD_FAILED_ERROR,
  detectLogoType,
  validateLogoFile,
  type LogoCheck,
  type LogoError,
  type LogoType,
} from './logo.js';
export {
  MASK_MIN_LENGTH,
  MASK_VISIBLE_CHARACTERS,
  maskSecrets,
  maskValue,
} from './mask-secrets.js';
export { MAX_INVOICE_COUNTER } from './limits.js';
export { SETTINGS_MESSAGES, type SettingsMessageKey } from './messages.js';
export {
  isMaskOf,
  maskSecret,
  resolveSentSecret,
  withPaymentSecretMasked,
} from './payment-secrets.js';
export {
  DEFAULT_REMINDER_DAYS,
  MAX_REMINDER_DAYS,
  MIN_REMINDER_DAYS,
  REMINDER_DAYS_ERROR,
  defaultReminderSettings,
  normaliseReminderSettings,
  validateReminderDays,
  type ReminderSettings,
} from './reminders.js';
export {
  MAX_PERSONAL_TOKENS,
  PERSONAL_TOKEN_MARK,
  PERSONAL_TOKEN_NAME_MAX_LENGTH,
  PERSONAL_TOKEN_PREFIX_LENGTH,
  PERSONAL_TOKEN_SCOPES,
  isPersonalTokenScope,
  isPersonalTokenText,
  isValidPersonalTokenName,
  type CreatedPersonalToken,
  type PersonalToken,
  type PersonalTokenInput,
  type PersonalTokenScope,
} from './personal-tokens.js';
export {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_MARK,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX_LENGTH,
  isWebhookEventType,
  isWebhookUrl,
  type WebhookAttempt,
  type WebhookDeliveredEventType,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from './webhooks.js';
export { followCountryChange } from './country-change.js';
