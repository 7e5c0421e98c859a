import { PlaceholderPage } from '../components/PlaceholderPage';

/** Route `/privacy` and `/nl/privacy`. */
export function PrivacyPage() {
  return <PlaceholderPage page="privacy" />;
}
