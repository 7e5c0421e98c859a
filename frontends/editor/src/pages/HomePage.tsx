// The editor's shared styles come first: every component's own stylesheet builds on them.
import '../styles/editor-base.css';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead, Spinner } from '@app/platform';
import { StatusNotices } from '../features/notices/StatusNotices';
import { namespace } from '../i18n';
import '../store/store';
import { LoginRequiredProvider } from '../features/account/LoginRequired';
import { BackupReminder, DownloadBackupButton } from '../features/backup';
import { InvoiceEditor } from '../features/editor/components/InvoiceEditor';
import { CloudSyncNotice, LanguageNotice } from '../features/editor/components/Notices';
import { StoreFailureAlert } from '../features/editor/components/StoreFailureAlert';
import { useEditorState } from '../features/invoices/hooks';
import { useEditorPersistence } from '../features/invoices/useEditorPersistence';
import { InvoiceOverview } from '../features/overview/InvoiceOverview';
import { MollieReturnNotice } from '../features/payments/components/MollieReturnNotice';
import { SyncStatus } from '../features/sync/SyncStatus';
import { useCloudSync } from '../features/sync/useCloudSync';
import './home-intro.css';

/**
 * Route `/` and `/nl`: the invoice editor and the overview (the shell adds the carousel).
 * Until the browser's stored invoices are loaded the page is its heading, notice and loading text,
 * which depend on nothing stored: the build pre-renders exactly that into `/` (docs/public-pages.md),
 * so the page shows it before this remote's code arrives and hydrates it unchanged.
 */
export function HomePage() {
  const { t } = useTranslation(namespace);
  useEditorPersistence();
  useCloudSync();
  // The editor is a large tree: rendered as a deferred update, in slices that keep the page
  // responsive, while the loading text stays until it is ready.
  const loaded = useDeferredValue(useEditorState((state) => state.loaded));
  const editorRef = useRef<HTMLElement>(null);
  const showEditor = () => {
    editorRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    editorRef.current?.focus({ preventScroll: true });
  };
  return (
    <section
      data-remote="editor"
      data-page="home"
      // Once the editor is shown: the shell starts its idle prefetching after it.
      data-ready={loaded ? 'true' : undefined}
      className="editor-home"
    >
      <PageHead title={t('home.title')} description={t('home.description')} />
      <LoginRequiredProvider>
        <h1 className="editor-home__heading">{t('home.heading')}</h1>
        <CloudSyncNotice />
        <MollieReturnNotice />
        {loaded ? (
          <>
            <SyncStatus />
            <StoreFailureAlert backupAction={<DownloadBackupButton />} />
            <BackupReminder />
            <LanguageNotice />
            <InvoiceEditor ref={editorRef} />
            <InvoiceOverview onOpened={showEditor} />
          </>
        ) : (
          <div className="editor-home__loading" role="status" data-testid="home-loading">
            <p>{t('overview.loading')}</p>
            <Spinner delayMs={200} />
          </div>
        )}
        <StatusNotices />
      </LoginRequiredProvider>
    </section>
  );
}
