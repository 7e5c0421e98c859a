import { addTranslations } from '@app/platform';
import en from './locales/en/public-pages.json' with { type: 'json' };
import nl from './locales/nl/public-pages.json' with { type: 'json' };

export const namespace = 'public-pages';

addTranslations(namespace, { en, nl });
