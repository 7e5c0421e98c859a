import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionActions, setLanguage } from '@app/platform';
import { renderHome } from '../../testing/renderEditor';
import { selectCurrentInvoice } from '../invoices/invoice-selectors';
import { VIES_DEBOUNCE_MS } from './useViesCheck';
import type { VatNumberCheckDto } from './viesApi.gen';

const VOORBEELD: VatNumberCheckDto = {
  vatNumber: 'BE0123456749',
  countryCode: 'BE',
  status: 'valid',
  name: 'Voorbeeld BV',
  address: { street: 'Kerkstraat 1', postalCode: '9000', city: 'Gent' },
  checkedAt: '2026-11-24T10:00:00.000Z',
};

/** What the stand-in server answers, by number; a number not listed answers `invalid`. */
let answers: Record<string, VatNumberCheckDto | 'server-error'> = {};
/** The numbers asked about, in order. */
let asked: string[] = [];

const server = setupServer(
  http.get('http://localhost/api/vat-numbers/:vatNumber', ({ params }) => {
    const vatNumber = String(params.vatNumber);
    asked.push(vatNumber);
    const answer = answers[vatNumber];
    if (answer === 'server-error') {
      return HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 });
    }
    return HttpResponse.json(
      answer ?? {
        vatNumber,
        countryCode: vatNumber.slice(0, 2),
        status: 'invalid',
        checkedAt: '2026-11-24T10:00:00.000Z',
      },
    );
  }),
);

beforeAll(() => server.listen());
beforeEach(() => {
  localStorage.clear();
  answers = { BE0123456749: VOORBEELD };
  asked = [];
});
afterEach(async () => {
  server.resetHandlers();
  localStorage.clear();
  await act(() => setLanguage('en'));
});
afterAll(() => server.close());

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** The home page with the recipient section open; signed in unless told otherwise. */
async function openRecipient(path = '/', signedIn = true) {
  const view = await renderHome(path);
  if (signedIn) {
    act(() => {
      view.store.dispatch(
        sessionActions.signedIn({
          id: 'u1',
          email: 'anna@example.com',
          displayName: 'Anna',
          photoUrl: null,
        }),
      );
    });
  }
  fireEvent.click(screen.getByTestId('edit-recipient'));
  const field = screen.getByTestId('recipient-vatNumber');
  return { ...view, field };
}

/** Types `text` into the VAT number field and leaves it. */
function enter(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

describe('the VIES check under the recipient’s VAT number', () => {
  it('shows nothing new to a signed-out user', async () => {
    const { field } = await openRecipient('/', false);
    enter(field, 'BE0123456749');
    await pause(VIES_DEBOUNCE_MS + 50);
    expect(screen.queryByTestId('vies-status')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('checks once the field is left, then shows the registered name and address', async () => {
    const { field } = await openRecipient();
    const status = screen.getByTestId('vies-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    enter(field, 'be 0123.456.749');
    expect(status).toHaveTextContent('Checking VAT number…');
    await waitFor(() => expect(status).toHaveTextContent('Valid VAT number (VIES)'));
    expect(status).toHaveTextContent('Voorbeeld BV');
    expect(status).toHaveTextContent('Kerkstraat 1, 9000 Gent');
    expect(asked).toEqual(['BE0123456749']);
  });

  it('fills the recipient with "Use these details", a button reached by keyboard', async () => {
    const { field, store } = await openRecipient();
    enter(field, 'BE0123456749');
    const use = await screen.findByTestId('vies-use-details');
    expect(use.tagName).toBe('BUTTON');
    expect(use).toHaveAttribute('type', 'button');
    expect(use).toHaveTextContent('Use these details');
    use.focus();
    expect(use).toHaveFocus();
    fireEvent.click(use);
    expect(selectCurrentInvoice(store.getState()).recipient).toMatchObject({
      company: 'Voorbeeld BV',
      address: 'Kerkstraat 1',
      postalCode: '9000',
      city: 'Gent',
      vatNumber: 'BE0123456749',
    });
    expect(screen.getByTestId('recipient-company')).toHaveValue('Voorbeeld BV');
    expect(screen.getByTestId('recipient-city')).toHaveValue('Gent');
  });

  it('asks on its own once the typing pauses on a number that passes its check digits', async () => {
    const { field } = await openRecipient();
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'BE012345674' } });
    await pause(VIES_DEBOUNCE_MS + 50);
    // Not complete yet: nothing asked.
    expect(asked).toEqual([]);
    fireEvent.change(field, { target: { value: 'BE0123456749' } });
    await pause(VIES_DEBOUNCE_MS - 200);
    expect(asked).toEqual([]);
    await pause(250);
    await waitFor(() =>
      expect(screen.getByTestId('vies-status')).toHaveTextContent('Valid VAT number (VIES)'),
    );
    expect(asked).toEqual(['BE0123456749']);
    expect(field).toHaveFocus();
  });

  it('says when VIES does not know the number, and offers nothing to copy', async () => {
    const { field } = await openRecipient();
    enter(field, 'BE0123456748');
    await waitFor(() =>
      expect(screen.getByTestId('vies-status')).toHaveTextContent(
        'Not a valid VAT number according to VIES',
      ),
    );
    expect(screen.queryByTestId('vies-use-details')).toBeNull();
  });

  it.each([
    [
      'VIES answers unavailable',
      {
        vatNumber: 'BE0999999922',
        countryCode: 'BE',
        status: 'unavailable',
        checkedAt: '2026-11-24T10:00:00.000Z',
      } as const,
    ],
    ['the server fails', 'server-error' as const],
  ])('says the number was not checked when %s', async (_name, answer) => {
    answers.BE0999999922 = answer;
    const { field } = await openRecipient();
    enter(field, 'BE0999999922');
    await waitFor(() =>
      expect(screen.getByTestId('vies-status')).toHaveTextContent(
        'VIES is not available right now; the number was not checked',
      ),
    );
    expect(screen.queryByTestId('vies-use-details')).toBeNull();
  });

  it('forgets the answer while the number is changed, and asks nothing without a country prefix', async () => {
    const { field } = await openRecipient();
    enter(field, 'BE0123456749');
    const status = screen.getByTestId('vies-status');
    await waitFor(() => expect(status).toHaveTextContent('Valid VAT number (VIES)'));
    fireEvent.change(field, { target: { value: '0123456749' } });
    expect(status).toBeEmptyDOMElement();
    fireEvent.blur(field);
    await pause(VIES_DEBOUNCE_MS + 50);
    expect(status).toBeEmptyDOMElement();
    expect(asked).toEqual(['BE0123456749']);
  });

  it('speaks Dutch', async () => {
    const { field } = await openRecipient('/nl');
    enter(field, 'BE0123456749');
    await waitFor(() =>
      expect(screen.getByTestId('vies-status')).toHaveTextContent('Btw-nummer geldig (VIES)'),
    );
    expect(screen.getByTestId('vies-use-details')).toHaveTextContent('Deze gegevens gebruiken');
  });
});
