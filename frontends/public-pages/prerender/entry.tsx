// Build-time pre-rendering of the public pages (docs/public-pages.md), owned by this remote so a
// new build of it updates its pages without the shell's. Bundled for Node by
// prerender/webpack.config.js and run by prerender/run.mjs after the remote's build. The frame
// (header, menu, language switch, footer) is the shell's, rendered from its sources exactly as
// the shell renders it, so the shell can take the page over when the visitor signs in.
import { prerenderTargets as targetsOf, renderShellPage } from '../../shell/prerender/render-page';
import type { PrerenderedPages } from '../../shell/prerender/render-page';
import { InvoiceStatusScreen } from '../src/features/invoice-status/InvoiceStatusScreen';
import { PayScreen } from '../src/features/invoice-status/PayScreen';
import { ContactPage } from '../src/features/site/ContactPage';
import { FaqPage } from '../src/features/site/FaqPage';
import { FeaturesPage } from '../src/features/site/FeaturesPage';
import { PricingPage } from '../src/features/site/PricingPage';
import { PrivacyPage } from '../src/features/site/PrivacyPage';
import { TermsPage } from '../src/features/site/TermsPage';

/**
 * The status and pay pages are templates, one for every invoice: the frame and the page's
 * loading state, which the light entry (src/status-entry) fills in for the address's invoice.
 */
function InvoiceStatusTemplate() {
  return <InvoiceStatusScreen id={null} returnedFromPayment={false} />;
}

function PayTemplate() {
  return <PayScreen id={null} toStatus={() => undefined} />;
}

const prerendered: PrerenderedPages = {
  invoiceStatus: InvoiceStatusTemplate,
  pay: PayTemplate,
  features: FeaturesPage,
  pricing: PricingPage,
  contact: ContactPage,
  faq: FaqPage,
  privacy: PrivacyPage,
  terms: TermsPage,
};

export function prerenderTargets() {
  return targetsOf(prerendered);
}

export function renderPath(path: string) {
  return renderShellPage(prerendered, path);
}
