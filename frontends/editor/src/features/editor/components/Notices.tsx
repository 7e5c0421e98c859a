import { languagesDiffer } from '@app/contracts/settings';
import { selectAuthStatus, useInBrowser, useLanguage } from '@app/platform';
import { useAppSelector } from '../../../store';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';

/**
 * Signed-out users' data lives only in this browser (spec §1). Shown to signed-out users (spec §4
 * "Other"): the pre-rendered home page carries it while the sign-in state is still loading (most
 * visitors have no session; docs/public-pages.md), and it goes as soon as a session is known.
 */
export function CloudSyncNotice() {
  const { t } = useEditorTranslation();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  // Hydration keeps the pre-rendered notice even when the session is already known (a fast
  // refresh), so the HTML matches; the render right after removes it.
  const inBrowser = useInBrowser();
  if (signedIn && inBrowser) return null;
  return (
    <p className="editor-notice" data-testid="cloud-sync-notice">
      {t('notices.localOnly')}
    </p>
  );
}

/** The invoice is written in another language than the interface (spec §1). */
export function LanguageNotice() {
  const { t } = useEditorTranslation();
  const language = useLanguage();
  const invoiceLanguage = useSettings().invoiceLanguage;
  if (!languagesDiffer({ language, invoiceLanguage })) return null;
  return (
    <p className="editor-notice editor-notice--info" role="status" data-testid="language-notice">
      {t('notices.languageDiffers', { language: t(`languages.${invoiceLanguage}`) })}
    </p>
  );
}
