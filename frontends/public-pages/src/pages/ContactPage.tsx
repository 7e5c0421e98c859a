import { PlaceholderPage } from '../components/PlaceholderPage';

/** Route `/contact` and `/nl/contact`. */
export function ContactPage() {
  return <PlaceholderPage page="contact" />;
}
