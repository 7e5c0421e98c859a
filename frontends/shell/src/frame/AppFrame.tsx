import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoginModal } from './LoginModal';
import { PreviewBanner } from './PreviewBanner';
import { SeoLinks } from './SeoLinks';
import { useDocumentLanguage } from './useDocumentLanguage';

/** Header, the routed page, footer. Owned by the shell, so it stays when a remote fails. */
export function AppFrame() {
  useDocumentLanguage();
  return (
    <div className="app-frame">
      <SeoLinks />
      <Header />
      <main className="app-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <PreviewBanner />
      <LoginModal />
    </div>
  );
}
