// What a page that runs without the shell may use of the platform (`@app/platform/light`): no
// i18next, no store, no federation singleton. The invoice status and pay pages' own entry
// (public-pages/src/status-entry) bundles it, so a customer's phone loads React and the page alone
// (docs/public-pages.md). Everything here is also what the singleton's components are made of.
import en from './locales/en/platform.json' with { type: 'json' };
import nl from './locales/nl/platform.json' with { type: 'json' };
import type { Translations } from './i18n/i18n';

export { apiBaseUrl } from './api/api-base-url';
export { apiErrorOfAnswer, type ApiError } from './api/api-error';
export { translator, type Translate } from './i18n/translator';
export type { Translations } from './i18n/i18n';
export { HeadTags, type HeadTagsProps, type PageHeadProps } from './ui/HeadTags';
export { SpinnerWheel, type SpinnerWheelProps } from './ui/SpinnerWheel';
export { useInBrowser } from './ui/useInBrowser';

/** The platform's own texts (the app's name, the spinner's label). */
export const platformTexts: Translations = { en, nl };
