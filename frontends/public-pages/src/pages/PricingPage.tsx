import { PlaceholderPage } from '../components/PlaceholderPage';

/** Route `/pricing` and `/nl/pricing`. */
export function PricingPage() {
  return <PlaceholderPage page="pricing" />;
}
