import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Invoice } from '@app/contracts/invoice';
import { setAccessToken } from '@app/platform';
import { editorStore, renderWith, savedInvoice } from '../../../testing/emailDialogs';
import { PEPPOL_LOOKUP_DEBOUNCE_MS } from '../usePeppolRecipient';
import { PeppolRecipientHint } from './PeppolRecipientHint';

const REACHABLE = '0208:0123456749';

let lookups: string[] = [];
let failing = false;
const server = setupServer(
  http.get('http://localhost/api/peppol/participants/:peppolId', ({ params }) => {
    const peppolId = String(params.peppolId);
    lookups.push(peppolId);
    if (failing) {
      return HttpResponse.json({ code: 'PEPPOL_PROVIDER_FAILED', message: 'x' }, { status: 502 });
    }
    const listed = peppolId === REACHABLE;
    return HttpResponse.json({
      peppolId,
      reachable: listed,
      name: listed ? 'Voorbeeld BV' : null,
      documentTypes: listed ? ['invoice'] : [],
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  lookups = [];
  failing = false;
  setAccessToken(null);
});
afterAll(() => server.close());

/** An invoice to a customer with these numbers. */
const to = (numbers: { vatNumber?: string; kvkNumber?: string }): Invoice => {
  const invoice = savedInvoice();
  return savedInvoice({ recipient: { ...invoice.recipient, ...numbers } });
};

/** How a test changes the invoice the hint is on. */
const control: { show: (invoice: Invoice) => void } = { show: () => undefined };

/** The hint on an invoice that the test changes, as typing in the editor does. */
function Harness({ first }: { first: Invoice }) {
  const [invoice, setInvoice] = useState(first);
  useEffect(() => {
    control.show = setInvoice;
  }, []);
  return <PeppolRecipientHint invoice={invoice} />;
}

async function render(invoice: Invoice, options: Parameters<typeof editorStore>[0] = {}) {
  const store = await editorStore({ invoice, ...options });
  renderWith(store, <Harness first={invoice} />);
  return { rerender: (next: Invoice) => act(() => control.show(next)) };
}

const hint = () => screen.queryByTestId('peppol-recipient-hint');
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('PeppolRecipientHint', () => {
  it('says a customer in the Peppol directory receives e-invoices there', async () => {
    await render(to({ vatNumber: 'BE0123456749', kvkNumber: '0123456749' }));
    expect(await screen.findByTestId('peppol-recipient-hint')).toHaveTextContent(
      /^This customer receives e-invoices via Peppol$/,
    );
    expect(hint()).toHaveAttribute('data-reachable', 'true');
    expect(lookups).toEqual([REACHABLE]);
  });

  it.each([
    {
      scenario: 'not in the directory',
      numbers: { kvkNumber: '87654321' },
      failing: false,
      asked: ['0106:87654321'],
    },
    {
      scenario: 'the lookup failed',
      numbers: { kvkNumber: '0123456749', vatNumber: 'BE0123456749' },
      failing: true,
      asked: [REACHABLE],
    },
    { scenario: 'no Peppol address on the invoice', numbers: {}, failing: false, asked: [] },
  ])('shows nothing when $scenario', async ({ numbers, failing: fails, asked }) => {
    failing = fails;
    await render(to(numbers));
    await waitFor(() => expect(lookups).toEqual(asked));
    await pause(20);
    expect(hint()).toBeNull();
  });

  it('asks nothing for a signed-out user', async () => {
    await render(to({ vatNumber: 'BE0123456749', kvkNumber: '0123456749' }), { signedIn: false });
    await pause(50);
    expect(lookups).toEqual([]);
    expect(hint()).toBeNull();
  });

  it('waits for the typing to pause, and asks once per address', async () => {
    const { rerender } = await render(to({ kvkNumber: '87654321' }));
    await waitFor(() => expect(lookups).toEqual(['0106:87654321']));
    // Typing the Belgian number digit by digit: only the number it rests on is asked.
    await rerender(to({ vatNumber: 'BE01234567', kvkNumber: '' }));
    await rerender(to({ vatNumber: 'BE0123456749', kvkNumber: '0123456749' }));
    await pause(PEPPOL_LOOKUP_DEBOUNCE_MS / 2);
    expect(lookups).toEqual(['0106:87654321']);
    expect(await screen.findByTestId('peppol-recipient-hint', {}, { timeout: 2000 })).toBeVisible();
    expect(lookups).toEqual(['0106:87654321', REACHABLE]);

    // Back to a customer asked about before: the answer is reused.
    await rerender(to({ kvkNumber: '87654321' }));
    await waitFor(() => expect(hint()).toBeNull(), { timeout: 2000 });
    expect(lookups).toEqual(['0106:87654321', REACHABLE]);
  });

  it('speaks Dutch', async () => {
    await render(to({ vatNumber: 'BE0123456749', kvkNumber: '0123456749' }), { language: 'nl' });
    expect(await screen.findByTestId('peppol-recipient-hint')).toHaveTextContent(
      'Deze klant ontvangt e-facturen via Peppol',
    );
  });
});
