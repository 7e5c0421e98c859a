import { addTranslations } from '@app/platform';
import en from '../../locales/en/session.json' with { type: 'json' };
import nl from '../../locales/nl/session.json' with { type: 'json' };

/**
 * The sign-in dialog's and the profile dropdown's texts. Their own namespace, registered by the
 * lazily loaded modules that use them, so the first screen's JavaScript does not carry them.
 */
export const sessionNamespace = 'shell-session';

addTranslations(sessionNamespace, { en, nl });
