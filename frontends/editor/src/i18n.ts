import { addTranslations } from '@app/platform';
import en from './locales/en/editor.json' with { type: 'json' };
import nl from './locales/nl/editor.json' with { type: 'json' };

export const namespace = 'editor';

addTranslations(namespace, { en, nl });
