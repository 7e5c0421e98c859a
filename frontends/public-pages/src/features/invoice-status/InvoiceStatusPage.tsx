import { useParams, useSearchParams } from 'react-router-dom';
import '../../styles/public-pages.css';
import './invoice-status.css';
import { InvoiceStatusScreen } from './InvoiceStatusScreen';

/**
 * The status page where the shell renders it (a signed-in seller, a service worker's page): the
 * shared screen with the router's address. A customer's first visit gets the light entry instead
 * (docs/public-pages.md).
 */
export function InvoiceStatusPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <InvoiceStatusScreen id={id} returnedFromPayment={search.get('payment') === 'returned'} />;
}
