import { LegalPage } from './LegalPage';
import { privacySections } from './content/privacy';

/** Route `/privacy` and `/nl/privacy`: English text, 8 sections. */
export function PrivacyPage() {
  return <LegalPage page="privacy" sections={privacySections} />;
}
