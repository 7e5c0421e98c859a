import type { ReactNode } from 'react';
import { selectAuthStatus, useSignInDialog } from '@app/platform';
import { useAppSelector } from '../../../store';
import { useEditorState, useEditorTranslation } from '../../invoices/hooks';
import './store-failure-alert.css';

export type StoreFailureAlertProps = {
  /** The "download a backup" button (features/backup); without it that way out is not offered. */
  readonly backupAction?: ReactNode;
};

/**
 * The browser refused to store a change (issue 39): what was typed stays on the page, and the
 * user learns at once, with the ways to keep their invoices. Signed in, a saved invoice goes to
 * the account all the same (editor-commands.ts). It goes when a write succeeds.
 */
export function StoreFailureAlert({ backupAction }: StoreFailureAlertProps) {
  const { t } = useEditorTranslation();
  const failure = useEditorState((state) => state.storeFailure);
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const { openSignIn } = useSignInDialog();
  if (failure === null) return null;
  return (
    <div className="store-failure" role="alert" data-testid="store-failure">
      <p className="store-failure__title">{t(`storeFailure.${failure}`)}</p>
      <p>{t(signedIn ? 'storeFailure.keptSignedIn' : 'storeFailure.kept')}</p>
      <ul className="store-failure__ways">
        {signedIn ? null : (
          <li>
            <button type="button" className="editor-link-button" onClick={openSignIn}>
              {t('storeFailure.signIn')}
            </button>
          </li>
        )}
        <li>{t('storeFailure.removeOld')}</li>
        {backupAction === undefined ? null : <li>{backupAction}</li>}
      </ul>
    </div>
  );
}
