import { PlaceholderPage } from '../components/PlaceholderPage';

/** Route `/features` and `/nl/features`. */
export function FeaturesPage() {
  return <PlaceholderPage page="features" />;
}
