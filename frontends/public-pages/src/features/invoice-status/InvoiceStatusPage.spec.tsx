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
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import type { InvoiceStatusDto } from './invoiceStatusApi.gen';
import { STATUS_LANGUAGE_KEY } from './status-language';
import { InvoiceStatusPage } from './InvoiceStatusPage';

const ID = 'V1StGXR8_Z5jdHi6B-myT';

const unpaid = (): InvoiceStatusDto => ({
  invoice: {
    id: ID,
    invoiceNumber: 'INV-2026-0042',
    date: '2026-03-05',
    dueDate: '2099-03-19',
    paymentStatus: 'unpaid',
    sender: {
      company: 'Studio Vos',
      address: 'Keizersgracht 1',
      postalCode: '1015 CJ',
      city: 'Amsterdam',
    },
    recipient: {
      company: 'Acme B.V.',
      address: 'Damrak 2',
      postalCode: '1012 LG',
      city: 'Amsterdam',
    },
    paymentMethods: {
      bank: {
        enabled: true,
        iban: 'NL91ABNA0417164300',
        bic: '',
        accountName: 'Studio Vos',
        paymentReference: 'INV-2026-0042',
      },
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
});

let answer: () => Response = () => HttpResponse.json(unpaid());
let asked = 0;
const server = setupServer(
  http.get('http://localhost/api/invoice-status/:id', () => {
    asked += 1;
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  asked = 0;
  answer = () => HttpResponse.json(unpaid());
});
afterEach(() => {
  jest.useRealTimers();
});
afterAll(() => server.close());

const open = (path = `/invoice-status/${ID}`) =>
  renderPage(
    <Routes>
      <Route path="/invoice-status/:id" element={<InvoiceStatusPage />} />
    </Routes>,
    path,
  );

describe('the invoice status page', () => {
  it('shows a skeleton, then the parties, dates, total, badge, bank details and Pay now', async () => {
    await open();
    expect(screen.getByTestId('status-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('status-heading')).toHaveTextContent('Invoice INV-2026-0042');
    expect(screen.getByText('Studio Vos', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Acme B.V.')).toBeInTheDocument();
    expect(screen.getByTestId('status-total')).toHaveTextContent('€213.88');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Unpaid');
    const bank = screen.getByTestId('status-bank');
    // In groups of four (issue 29).
    expect(within(bank).getByTestId('status-iban')).toHaveTextContent('NL91 ABNA 0417 1643 00');
    // A blank BIC is left out entirely.
    expect(within(bank).queryByText('BIC')).toBeNull();
    expect(screen.getByTestId('status-pay-now')).toHaveAttribute(
      'href',
      `http://localhost/invoice/${ID}`,
    );
    expect(screen.queryByTestId('status-paid-banner')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('warns when the due date has passed, and shows no Pay now without somewhere to pay', async () => {
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: { ...unpaid().invoice, dueDate: '2020-01-01', paymentStatus: 'overdue' },
        paymentRedirectUrl: null,
      });
    await open();
    const due = await screen.findByTestId('status-due');
    expect(
      within(due).getByRole('img', { name: 'This invoice is past its due date' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Overdue');
    expect(screen.queryByTestId('status-pay-now')).toBeNull();
  });

  it('thanks the customer instead of the status block once paid, with the payment date', async () => {
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: { ...unpaid().invoice, paymentStatus: 'paid', paidAt: '2026-03-10T09:00:00.000Z' },
        paymentRedirectUrl: null,
      });
    await open();
    expect(await screen.findByTestId('status-paid-banner')).toHaveTextContent(
      'Thank you! We have received your payment of €213.88.',
    );
    expect(screen.getByTestId('status-paid-at')).toHaveTextContent('03/10/2026');
    expect(screen.queryByTestId('status-badge')).toBeNull();
    expect(screen.queryByTestId('status-pay-now')).toBeNull();
  });

  it('says Partly credited beside the total, asks for what is left, and still offers Pay now', async () => {
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: { ...unpaid().invoice, creditStatus: 'partly', amountDue: 16388 },
      });
    await open();
    expect(await screen.findByTestId('status-credited')).toHaveTextContent('Partly credited');
    expect(screen.getByTestId('status-total')).toHaveTextContent('€213.88');
    expect(screen.getByTestId('status-amount-due')).toHaveTextContent('€163.88');
    expect(screen.getByTestId('status-pay-now')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('status-language'), { target: { value: 'nl' } });
    expect(screen.getByText('Nog te betalen')).toBeInTheDocument();
    expect(screen.getByTestId('status-amount-due')).toHaveTextContent('163,88');
  });

  it('shows the payment reference to quote with a bank transfer, in both languages', async () => {
    const unpaidInvoice = unpaid().invoice;
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: {
          ...unpaidInvoice,
          paymentMethods: {
            ...unpaidInvoice.paymentMethods,
            bank: {
              ...unpaidInvoice.paymentMethods.bank,
              paymentReference: '+++090/9337/55493+++',
            },
          },
        },
      });
    await open();
    const bank = await screen.findByTestId('status-bank');
    expect(within(bank).getByText('Payment reference')).toBeInTheDocument();
    expect(screen.getByTestId('status-payment-reference')).toHaveTextContent(
      '+++090/9337/55493+++',
    );
    fireEvent.change(screen.getByTestId('status-language'), { target: { value: 'nl' } });
    expect(
      within(screen.getByTestId('status-bank')).getByText('Betalingskenmerk'),
    ).toBeInTheDocument();
  });

  it('speaks Belgian Dutch for a Belgian seller, as their documents do, and not in English', async () => {
    const unpaidInvoice = unpaid().invoice;
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        sellerCountry: 'BE',
        invoice: {
          ...unpaidInvoice,
          paymentMethods: {
            ...unpaidInvoice.paymentMethods,
            bank: {
              ...unpaidInvoice.paymentMethods.bank,
              paymentReference: '+++090/9337/55493+++',
            },
          },
        },
      });
    await open();
    await screen.findByTestId('status-bank');
    expect(screen.getByText('Due date')).toBeInTheDocument();
    expect(screen.getByText('03/05/2026')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('status-language'), { target: { value: 'nl' } });
    const bank = screen.getByTestId('status-bank');
    expect(screen.getByText('Vervaldag')).toBeInTheDocument();
    expect(screen.getByText('05/03/2026')).toBeInTheDocument();
    expect(within(bank).getByText('Mededeling')).toBeInTheDocument();
    expect(within(bank).getByText('Op naam van')).toBeInTheDocument();
  });

  it('writes a Dutch seller’s dates and labels as their documents do', async () => {
    await open();
    await screen.findByTestId('status-bank');
    fireEvent.change(screen.getByTestId('status-language'), { target: { value: 'nl' } });
    expect(screen.getByText('Vervaldatum')).toBeInTheDocument();
    expect(screen.getByText('05-03-2026')).toBeInTheDocument();
    expect(within(screen.getByTestId('status-bank')).getByText('Ten name van')).toBeInTheDocument();
  });

  it('shows no payment reference without bank transfer', async () => {
    const unpaidInvoice = unpaid().invoice;
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: {
          ...unpaidInvoice,
          paymentMethods: {
            ...unpaidInvoice.paymentMethods,
            bank: { enabled: false, iban: '', bic: '', accountName: '', paymentReference: '' },
          },
        },
      });
    await open();
    expect(await screen.findByTestId('status-total')).toBeInTheDocument();
    expect(screen.queryByTestId('status-bank')).toBeNull();
    expect(screen.queryByTestId('status-payment-reference')).toBeNull();
  });

  it('shows no amount due beside the total while nothing is credited', async () => {
    await open();
    expect(await screen.findByTestId('status-total')).toHaveTextContent('€213.88');
    expect(screen.queryByTestId('status-amount-due')).toBeNull();
  });

  it('shows a fully credited invoice as Credited, without Pay now, in both languages', async () => {
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: { ...unpaid().invoice, paymentStatus: 'credited', creditStatus: 'full' },
        // Even were the server to offer somewhere to pay, nothing is owed.
        paymentRedirectUrl: `http://localhost/invoice/${ID}`,
      });
    await open();
    expect(await screen.findByTestId('status-credited')).toHaveTextContent('Credited');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Credited');
    expect(screen.queryByTestId('status-pay-now')).toBeNull();
    fireEvent.change(screen.getByTestId('status-language'), { target: { value: 'nl' } });
    expect(screen.getByTestId('status-credited')).toHaveTextContent('Gecrediteerd');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Gecrediteerd');
  });

  it('shows a credit note as one, with its invoice and refund status, and never Pay now', async () => {
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: {
          ...unpaid().invoice,
          invoiceNumber: 'CN-2026-0001',
          paymentStatus: 'credited',
          total: 5000,
          creditNote: {
            creditedInvoice: { invoiceNumber: 'INV-2026-0042', date: '2026-03-05' },
            refundStatus: 'refunded',
          },
        },
        paymentRedirectUrl: `http://localhost/invoice/${ID}`,
      });
    await open();
    expect(await screen.findByTestId('status-heading')).toHaveTextContent(
      'Credit note CN-2026-0001',
    );
    expect(screen.getByTestId('status-credited-invoice')).toHaveTextContent(
      'Credit note for invoice INV-2026-0042 of 03/05/2026',
    );
    expect(screen.getByTestId('status-total')).toHaveTextContent('€50.00');
    expect(screen.getByTestId('status-refund')).toHaveTextContent('Refunded');
    expect(screen.getByTestId('status-credit-note')).toHaveTextContent('nothing to pay');
    expect(screen.queryByTestId('status-pay-now')).toBeNull();
    expect(screen.queryByTestId('status-bank')).toBeNull();
    expect(screen.queryByTestId('status-due')).toBeNull();
    fireEvent.change(screen.getByTestId('status-language'), { target: { value: 'nl' } });
    expect(screen.getByTestId('status-heading')).toHaveTextContent('Creditnota CN-2026-0001');
    expect(screen.getByTestId('status-credited-invoice')).toHaveTextContent(
      'Creditnota bij factuur INV-2026-0042 van 05-03-2026',
    );
    expect(screen.getByTestId('status-refund')).toHaveTextContent('Terugbetaald');
  });

  it('leaves the refund out of a credit note nobody refunded online', async () => {
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: {
          ...unpaid().invoice,
          invoiceNumber: 'CN-2026-0002',
          creditNote: {
            creditedInvoice: { invoiceNumber: 'INV-2026-0042', date: '2026-03-05' },
            refundStatus: null,
          },
        },
      });
    await open();
    expect(await screen.findByTestId('status-credit-note')).toBeInTheDocument();
    expect(screen.queryByTestId('status-refund')).toBeNull();
    expect(screen.queryByTestId('status-pay-now')).toBeNull();
  });

  it('shows an unknown status as unpaid', async () => {
    answer = () =>
      HttpResponse.json({
        ...unpaid(),
        invoice: { ...unpaid().invoice, paymentStatus: 'mystery' },
      });
    await open();
    expect(await screen.findByTestId('status-badge')).toHaveTextContent('Unpaid');
  });

  it('switches to Dutch and remembers it under its own key', async () => {
    await open();
    await screen.findByTestId('status-heading');
    fireEvent.change(screen.getByTestId('status-language'), { target: { value: 'nl' } });
    expect(screen.getByTestId('status-heading')).toHaveTextContent('Factuur INV-2026-0042');
    expect(screen.getByTestId('status-total')).toHaveTextContent('€ 213,88');
    expect(screen.getByTestId('status-pay-now')).toHaveTextContent('Nu betalen');
    expect(window.localStorage.getItem(STATUS_LANGUAGE_KEY)).toBe('nl');
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem(STATUS_LANGUAGE_KEY, 'nl');
    await open();
    expect(await screen.findByTestId('status-badge')).toHaveTextContent('Openstaand');
  });

  it('shows the load error with a way home when the invoice cannot be loaded', async () => {
    answer = () => HttpResponse.json({ code: 'NOT_FOUND', statusCode: 404 }, { status: 404 });
    await open();
    const error = await screen.findByTestId('status-error');
    expect(error).toHaveTextContent(
      'Failed to load invoice information. The invoice may not exist or has expired.',
    );
    expect(within(error).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('says the id is invalid without asking the server', async () => {
    await open('/invoice-status/short');
    expect(screen.getByTestId('status-error')).toHaveTextContent('Invalid invoice ID');
    expect(asked).toBe(0);
  });

  it('back from paying, asks again until the payment shows', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let calls = 0;
    answer = () => {
      calls += 1;
      return HttpResponse.json(
        calls < 3
          ? unpaid()
          : {
              ...unpaid(),
              invoice: {
                ...unpaid().invoice,
                paymentStatus: 'paid',
                paidAt: '2026-03-10T09:00:00.000Z',
              },
            },
      );
    };
    await open(`/invoice-status/${ID}?payment=returned`);
    expect(await screen.findByTestId('status-returned')).toHaveTextContent(
      'Checking your payment...',
    );
    for (let tick = 0; tick < 2; tick++) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
    }
    expect(await screen.findByTestId('status-paid-banner')).toBeInTheDocument();
    expect(calls).toBe(3);
  });
});
