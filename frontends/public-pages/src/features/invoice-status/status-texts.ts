import { platformTexts, translator, type Translate } from '@app/platform/light';
import type { Language } from '@app/contracts/routing';
import en from '../../locales/en/invoice-status.json' with { type: 'json' };
import nl from '../../locales/nl/invoice-status.json' with { type: 'json' };

export type { Translate };

/**
 * The status and pay pages' texts in the customer's language. Without i18next: the same pages
 * run in the shell and on their own light entry (src/status-entry), which leaves i18next out.
 */
export const statusTranslator = (language: Language): Translate => translator({ en, nl }, language);

/** The product's name for the pages' titles, and the spinner's label. */
export const platformTranslator = (language: Language): Translate =>
  translator(platformTexts, language);
