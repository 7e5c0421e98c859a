import { startTransition, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { isInvoiceId } from '@app/contracts/invoice';
import { matchAppRoute } from '@app/contracts/routing';
import { InvoiceStatusScreen } from '../features/invoice-status/InvoiceStatusScreen';
import { PayScreen } from '../features/invoice-status/PayScreen';
import { payRedirect } from '../features/invoice-status/pay-redirect';
import { prefetchInvoiceStatus } from '../features/invoice-status/status-api';
import { nothingToRevert, type Island } from '../islands/island';

const toStatus = (path: string) => payRedirect.replace(path);

/** The screen for the address: the status or the pay page of the invoice it names. */
function screenOf({ pathname, search }: Location): ReactElement | null {
  const match = matchAppRoute(pathname);
  const id = match?.params['id'] ?? '';
  switch (match?.route.id) {
    case 'invoiceStatus':
      if (isInvoiceId(id)) prefetchInvoiceStatus(id);
      return (
        <InvoiceStatusScreen
          id={id}
          returnedFromPayment={new URLSearchParams(search).get('payment') === 'returned'}
        />
      );
    case 'pay':
      return <PayScreen id={id} toStatus={toStatus} />;
    default:
      return null;
  }
}

/**
 * The status or pay page on its pre-rendered template (the frame, and the page in its loading
 * state): React renders the page's area for this address over the template, as a transition (in
 * slices, so the phone's main thread stays free), and marks it ready itself (StatusFrame). The
 * status is asked for first, so it loads while React renders. Reverting unmounts the page and
 * puts the template back for the shell.
 */
export const statusPageIsland: Island = (page) => {
  const area = page.querySelector<HTMLElement>('[data-remote-area="publicPages"]');
  const screen = area === null ? null : screenOf(window.location);
  if (area === null || screen === null) return nothingToRevert;
  const template = area.innerHTML;
  const root = createRoot(area);
  startTransition(() => root.render(screen));
  return () => {
    root.unmount();
    area.innerHTML = template;
  };
};
