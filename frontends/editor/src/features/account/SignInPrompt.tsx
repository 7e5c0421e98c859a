import { useSignInDialog } from '@app/platform';
import { useEditorTranslation } from '../invoices/hooks';

export type SignInPromptProps = {
  /** Says what signing in gives here (an editor key). */
  readonly messageKey: string;
  readonly testId: string;
};

/** A signed-in-only page, signed out: what it needs, and the shell's sign-in dialog one click away. */
export function SignInPrompt({ messageKey, testId }: SignInPromptProps) {
  const { t } = useEditorTranslation();
  const { openSignIn } = useSignInDialog();
  return (
    <div className="page-sign-in" data-testid={testId}>
      <p>{t(messageKey)}</p>
      <button type="button" className="app-button" onClick={openSignIn}>
        {t('login.signIn')}
      </button>
    </div>
  );
}
