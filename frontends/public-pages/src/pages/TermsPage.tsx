import { PlaceholderPage } from '../components/PlaceholderPage';

/** Route `/terms` and `/nl/terms`. */
export function TermsPage() {
  return <PlaceholderPage page="terms" />;
}
