import { addTranslations } from '@app/platform';
import en from './locales/en/admin.json' with { type: 'json' };
import nl from './locales/nl/admin.json' with { type: 'json' };

export const namespace = 'admin';

addTranslations(namespace, { en, nl });
