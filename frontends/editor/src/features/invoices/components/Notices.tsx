import { languagesDiffer } from '@app/contracts/settings';
import { useLanguage } from '@app/platform';
import { useEditorTranslation, useSettings } from '../hooks';

/**
 * Signed-out users' data lives only in this browser (spec §1). Shown to signed-out users once the
 * sign-in state is known (spec §4 "Other"): a browser without a session is signed out from the
 * start, so the notice is part of the pre-rendered home page (docs/public-pages.md).
 */
export function CloudSyncNotice() {
  const { t } = useEditorTranslation();
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
