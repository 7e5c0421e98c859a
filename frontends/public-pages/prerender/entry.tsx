// Build-time pre-rendering of the public pages (docs/public-pages.md), owned by this remote so a
// new build of it updates its pages without the shell's. Bundled for Node by
// prerender/webpack.config.js and run by prerender/run.mjs after the remote's build. The frame
// (header, menu, language switch, footer) is the shell's, rendered from its sources exactly as
// the shell renders it, so the shell can take the page over when the visitor signs in.
import { prerenderTargets as targetsOf, renderShellPage } from '../../shell/prerender/render-page';
import type { PrerenderedPages } from '../../shell/prerender/render-page';
import { ContactPage } from '../src/features/site/ContactPage';
import { FaqPage } from '../src/features/site/FaqPage';
import { FeaturesPage } from '../src/features/site/FeaturesPage';
import { PricingPage } from '../src/features/site/PricingPage';
import { PrivacyPage } from '../src/features/site/PrivacyPage';
import { TermsPage } from '../src/features/site/TermsPage';

const prerendered: PrerenderedPages = {
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
