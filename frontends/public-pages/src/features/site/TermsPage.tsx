import { LegalPage } from './LegalPage';
import { termsSections } from './content/terms';

/** Route `/terms` and `/nl/terms`: English text, 11 sections, Dutch law. */
export function TermsPage() {
  return <LegalPage page="terms" sections={termsSections} />;
}
