import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { InvoiceStatusDto } from '../features/invoice-status/invoiceStatusApi.gen';
import { payRedirect } from '../features/invoice-status/pay-redirect';
import { STATUS_LANGUAGE_KEY } from '../features/invoice-status/status-language';
import { startPublicPage } from '../islands/public-page';
import { servePage } from '../islands/testing/served-page';
import { statusPageOptions } from './status-islands';

const ID = 'V1StGXR8_Z5jdHi6B-myT';

const party = { company: 'Studio Vos', address: 'Keizersgracht 1', postalCode: '', city: '' };
const status: InvoiceStatusDto = {
  invoice: {
    id: ID,
    invoiceNumber: 'INV-2026-0042',
    date: '2026-03-05',
    dueDate: '2099-03-19',
    paymentStatus: 'unpaid',
    sender: party,
    recipient: { ...party, company: 'Acme B.V.' },
    paymentMethods: {
      bank: { enabled: false, iban: '', bic: '', accountName: '', paymentReference: '' },
      mollie: { enabled: true },
      stripe: { enabled: false },
    },
    total: 21388,
    amountDue: 21388,
    currency: 'EUR',
  },
  paymentLink: null,
  paymentRedirectUrl: `http://localhost/invoice/${ID}`,
  sellerCountry: 'NL',
};

const paidAlready = () => HttpResponse.json({ paid: true, url: null });
let payment: () => Response = paidAlready;
let asked = 0;
const server = setupServer(
  http.get('http://localhost/api/invoice-status/:id', () => {
    asked += 1;
    return HttpResponse.json(status);
  }),
  http.post('http://localhost/api/invoice-status/:id/payment', () => payment()),
);

/** The template the build writes for `route`, at the address `address`. */
async function open(route: string, address: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', address);
  return servePage(route);
}

describe('the invoice status and pay pages on their own light entry', () => {
  const loadShell = jest.fn(() => Promise.resolve());
  const start = () => act(() => startPublicPage({ ...statusPageOptions, loadShell }));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    loadShell.mockClear();
    window.localStorage.clear();
    payment = paidAlready;
    asked = 0;
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());

  it('is served as a loading template, then shows the invoice of its address, ready', async () => {
    const root = await open('/invoice-status/:id', `/invoice-status/${ID}?payment=returned`);
    expect(screen.getByTestId('status-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(root.innerHTML).not.toContain(ID);

    await start();
    expect(document.querySelector('[data-page="invoiceStatus"]')).toHaveAttribute(
      'data-ready',
      'true',
    );
    expect(await screen.findByTestId('status-heading')).toHaveTextContent('Invoice INV-2026-0042');
    expect(screen.getByTestId('status-total')).toHaveTextContent('€213.88');
    // The frame's language links lead to this invoice, not to the template's pattern.
    for (const link of screen.getByTestId('language-switcher').querySelectorAll('a')) {
      expect(link).toHaveAttribute('href', `/invoice-status/${ID}?payment=returned`);
    }
    expect(loadShell).not.toHaveBeenCalled();
    // Asked for as the script starts, and not again when the page renders.
    expect(asked).toBe(1);
  });

  it('switches the page to Dutch and remembers it', async () => {
    await open('/invoice-status/:id', `/invoice-status/${ID}`);
    await start();
    await screen.findByTestId('status-heading');
    fireEvent.change(screen.getByTestId('status-language'), { target: { value: 'nl' } });
    expect(await screen.findByText('Factuur INV-2026-0042')).toBeInTheDocument();
    expect(window.localStorage.getItem(STATUS_LANGUAGE_KEY)).toBe('nl');
  });

  it('hands over to the shell on sign-in with the template as served', async () => {
    const root = await open('/invoice-status/:id', `/invoice-status/${ID}`);
    const served = root.innerHTML;
    await start();
    await screen.findByTestId('status-heading');
    fireEvent.click(screen.getByTestId('sign-in-button'));
    expect(loadShell).toHaveBeenCalledTimes(1);
    expect(root.innerHTML).toBe(served);
  });

  it('sends a paid invoice from the pay page to its status page', async () => {
    const replace = jest.spyOn(payRedirect, 'replace').mockImplementation(() => undefined);
    await open('/invoice/:id', `/invoice/${ID}`);
    expect(screen.getByTestId('pay-redirecting')).toHaveTextContent(
      'Taking you to the payment page...',
    );
    await start();
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/invoice-status/${ID}`));
  });

  it("sends the customer on to the provider's page", async () => {
    const to = jest.spyOn(payRedirect, 'to').mockImplementation(() => undefined);
    payment = () => HttpResponse.json({ paid: false, url: 'https://pay.example/checkout/1' });
    await open('/invoice/:id', `/invoice/${ID}`);
    await start();
    await waitFor(() => expect(to).toHaveBeenCalledWith('https://pay.example/checkout/1'));
  });
});
