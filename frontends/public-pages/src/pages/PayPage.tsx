import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

/** Route `/invoice/:id`: the pay page the e-mail's Mollie button leads to. */
export function PayPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage page="pay" values={{ id }} noindex />;
}
