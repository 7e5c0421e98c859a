import { PlaceholderPage } from '../components/PlaceholderPage';

/** Route `/faq` and `/nl/faq`. */
export function FaqPage() {
  return <PlaceholderPage page="faq" />;
}
