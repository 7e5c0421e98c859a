import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage';

/** Route `/invoice-status/:id`: the customer's view of one invoice. */
export function InvoiceStatusPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage page="invoiceStatus" values={{ id }} noindex />;
}
