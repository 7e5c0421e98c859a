// The editor's shared styles come first: every component's own stylesheet builds on them.
import '../styles/editor-base.css';
import { useParams } from 'react-router-dom';
import { PageHead, selectAuthStatus, Spinner, useAppSelector } from '@app/platform';
import '../store/store';
import { SignInPrompt } from '../features/account/SignInPrompt';
import { useEditorTranslation } from '../features/invoices/hooks';
import { ReceivedDetail } from '../features/received/components/ReceivedDetail';
import { ReceivedList } from '../features/received/components/ReceivedList';
import '../features/received/received.css';

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
        // Received e-invoices live on the server only.
        <SignInPrompt messageKey="received.signInNeeded" testId="received-sign-in" />
      ) : id === '' ? (
        <ReceivedList />
      ) : (
        <ReceivedDetail id={id} />
      )}
    </section>
  );
}
