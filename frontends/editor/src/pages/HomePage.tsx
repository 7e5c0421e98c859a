import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@app/platform';
import { namespace } from '../i18n';
import '../features/invoices/editorSlice';
import { InvoiceEditor } from '../features/invoices/components/InvoiceEditor';
import { LoginRequiredProvider } from '../features/invoices/components/LoginRequired';
import { CloudSyncNotice, LanguageNotice } from '../features/invoices/components/Notices';
import { useEditorPersistence } from '../features/invoices/useEditorPersistence';
import { InvoiceOverview } from '../features/overview/InvoiceOverview';
import '../editor.css';

/** Route `/` and `/nl`: the invoice editor and the overview (the shell adds the carousel). */
export function HomePage() {
  const { t } = useTranslation(namespace);
  useEditorPersistence();
  const editorRef = useRef<HTMLElement>(null);
  const showEditor = () => {
    editorRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    editorRef.current?.focus({ preventScroll: true });
  };
  return (
    <section data-remote="editor" data-page="home" className="editor-home">
      <PageHead title={t('home.title')} description={t('home.description')} />
      <LoginRequiredProvider>
        <h1 className="editor-home__heading">{t('home.heading')}</h1>
        <CloudSyncNotice />
        <LanguageNotice />
        <InvoiceEditor ref={editorRef} />
        <InvoiceOverview onOpened={showEditor} />
      </LoginRequiredProvider>
    </section>
  );
}
