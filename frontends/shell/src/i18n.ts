import { addTranslations } from '@app/platform';
import en from './locales/en/shell.json' with { type: 'json' };
import nl from './locales/nl/shell.json' with { type: 'json' };

export const namespace = 'shell';

addTranslations(namespace, { en, nl });
