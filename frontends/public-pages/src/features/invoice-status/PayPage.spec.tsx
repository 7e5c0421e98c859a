import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import { payRedirect } from './pay-redirect';
import { PayPage } from './PayPage';

const ID = 'V1StGXR8_Z5jdHi6B-myT';
const CHECKOUT = 'https://payment-links.mollie.com/payment/4Y0eZitmBnQ6IDoMqZQKh';

let answers: (() => Response)[] = [];
let asked = 0;
const server = setupServer(
  http.post('http://localhost/api/invoice-status/:id/payment', () => {
    asked += 1;
    return (answers.shift() ?? (() => HttpResponse.json({ paid: false, url: CHECKOUT })))();
  }),
);
const redirect = jest.spyOn(payRedirect, 'to').mockImplementation(() => undefined);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  answers = [];
  asked = 0;
  redirect.mockClear();
});
afterAll(() => server.close());

const open = (id = ID) =>
  renderPage(
    <Routes>
      <Route path="/invoice/:id" element={<PayPage />} />
      <Route path="/invoice-status/:id" element={<p data-testid="status-page">status</p>} />
    </Routes>,
    `/invoice/${id}`,
  );

describe('the pay page', () => {
  it("sends the customer to the provider's payment page, asking once", async () => {
    await open();
    expect(screen.getByTestId('pay-redirecting')).toHaveTextContent(
      'Taking you to the payment page...',
    );
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(CHECKOUT));
    expect(asked).toBe(1);
  });

  it('goes to the status page (which thanks them) when the invoice is paid', async () => {
    answers = [() => HttpResponse.json({ paid: true, url: null })];
    await open();
    expect(await screen.findByTestId('status-page')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says when the invoice cannot be paid online, with a link to the invoice', async () => {
    answers = [
      () => HttpResponse.json({ statusCode: 409, code: 'PAYMENT_NOT_AVAILABLE' }, { status: 409 }),
    ];
    await open();
    const error = await screen.findByTestId('pay-error');
    expect(error).toHaveTextContent('This invoice cannot be paid online.');
    expect(screen.getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
      'href',
      `/invoice-status/${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the provider could not be reached', async () => {
    answers = [
      () =>
        HttpResponse.json({ statusCode: 502, code: 'PAYMENT_PROVIDER_FAILED' }, { status: 502 }),
    ];
    await open();
    expect(await screen.findByTestId('pay-error')).toHaveTextContent(
      'The payment page could not be opened. Please try again in a moment.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(CHECKOUT));
    expect(asked).toBe(2);
  });

  it('refuses a malformed id without asking the server', async () => {
    await open('nope');
    expect(screen.getByTestId('pay-error')).toHaveTextContent('Invalid invoice ID');
    expect(asked).toBe(0);
  });
});
