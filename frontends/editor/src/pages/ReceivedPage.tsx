// The editor's shared styles come first: every component's own stylesheet builds on them.
import '../styles/editor-base.css';
import { useParams } from 'react-router-dom';
import {
  PageHead,
  selectAuthStatus,
  Spinner,
  useAppSelector,
  useSignInDialog,
} from '@app/platform';
import '../store/store';
import { useEditorTranslation } from '../features/invoices/hooks';
import { ReceivedDetail } from '../features/received/components/ReceivedDetail';
import { ReceivedList } from '../features/received/components/ReceivedList';
import '../features/received/received.css';

/** Signed out there is nothing to show: received e-invoices live on the server only. */
function SignInPrompt() {
  const { t } = useEditorTranslation();
  const { openSignIn } = useSignInDialog();
  return (
    <div className="received-sign-in" data-testid="received-sign-in">
      <p>{t('received.signInNeeded')}</p>
      <button type="button" className="app-button" onClick={openSignIn}>
        {t('login.signIn')}
      </button>
    </div>
  );
}

/**
 * Route `/received/*` and `/nl/received/*`: the e-invoices received over Peppol, and one of them
 * at `/received/<id>`. Signed-in only.
 */
export function ReceivedPage() {
  const { t } = useEditorTranslation();
  const status = useAppSelector(selectAuthStatus);
  const id = useParams()['*'] ?? '';
  return (
    <section data-remote="editor" data-page="received" className="received-page">
      <PageHead title={t('received.title')} description={t('received.pageDescription')} />
      <h1>{t('received.heading')}</h1>
      {status === 'loading' ? (
        <Spinner delayMs={200} />
      ) : status === 'signedOut' ? (
        <SignInPrompt />
      ) : id === '' ? (
        <ReceivedList />
      ) : (
        <ReceivedDetail id={id} />
      )}
    </section>
  );
}
