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
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { emptyPaymentMethods } from '@app/contracts/invoice';
import { setAccessToken } from '@app/platform';
import { selectSettings } from '../../../store';
import { editorStore, renderWith } from '../../../testing/emailDialogs';
import { settingsSlice } from '../../settings/settingsSlice';
import { MollieConnect, mollieRedirect } from './MollieConnect';

const CONSENT = 'https://my.mollie.example/oauth2/authorize?state=abc';
let answer: () => Response | Promise<Response> = () => HttpResponse.json({ url: CONSENT });
let asked = 0;
const server = setupServer(
  http.get('http://localhost/api/mollie/auth/url', () => {
    asked += 1;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  setAccessToken(null);
  asked = 0;
  answer = () => HttpResponse.json({ url: CONSENT });
  jest.restoreAllMocks();
});

const mollie = emptyPaymentMethods().mollie;

async function renderConnect(signedIn: boolean, onChange = jest.fn()) {
  const store = await editorStore({ signedIn });
  renderWith(store, <MollieConnect mollie={mollie} onChange={onChange} />);
  return store;
}

describe('connecting Mollie', () => {
  it('asks the server for the consent address and goes there, disabled while it asks', async () => {
    const redirect = jest.spyOn(mollieRedirect, 'to').mockImplementation(() => undefined);
    answer = async () => {
      await delay(50);
      return HttpResponse.json({ url: CONSENT });
    };
    await renderConnect(true);
    fireEvent.click(screen.getByTestId('mollie-connect'));
    expect(screen.getByTestId('mollie-connect')).toBeDisabled();
    expect(screen.getByTestId('mollie-connect')).toHaveTextContent('Connecting…');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(CONSENT));
    expect(asked).toBe(1);
  });

  it('logs a failure, gives the button back and says why: no Mollie app on this server', async () => {
    const redirect = jest.spyOn(mollieRedirect, 'to').mockImplementation(() => undefined);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => HttpResponse.json({ code: 'MOLLIE_NOT_CONFIGURED' }, { status: 503 });
    await renderConnect(true);
    fireEvent.click(screen.getByTestId('mollie-connect'));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('this server has no Mollie app set up');
    expect(screen.getByTestId('mollie-connect')).toBeEnabled();
    expect(screen.getByTestId('mollie-connect')).toHaveTextContent('Connect Mollie');
    expect(screen.getByTestId('mollie-connect')).toHaveAccessibleDescription(error.textContent!);
    expect(logged).toHaveBeenCalledWith('Connecting Mollie failed', expect.anything());
    expect(redirect).not.toHaveBeenCalled();
  });

  it('asks to try again after any other failure, and clears the line when it does', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 });
    await renderConnect(true);
    fireEvent.click(screen.getByTestId('mollie-connect'));
    expect(await screen.findByTestId('mollie-connect-error')).toHaveTextContent(
      'Connecting Mollie did not start. Please try again.',
    );
    const redirect = jest.spyOn(mollieRedirect, 'to').mockImplementation(() => undefined);
    answer = () => HttpResponse.json({ url: CONSENT });
    fireEvent.click(screen.getByTestId('mollie-connect'));
    expect(screen.queryByTestId('mollie-connect-error')).toBeNull();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(CONSENT));
  });

  it('asks a signed-out user to sign in, and asks the server nothing', async () => {
    await renderConnect(false);
    fireEvent.click(screen.getByTestId('mollie-connect'));
    expect(screen.getByTestId('login-required-dialog')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('shows the connected organisation and lets this invoice offer Mollie', async () => {
    const onChange = jest.fn();
    const store = await editorStore({ signedIn: true });
    store.dispatch(
      settingsSlice.actions.cloudSettingsApplied({
        ...selectSettings(store.getState()),
        paymentMethods: {
          ...emptyPaymentMethods(),
          mollie: { ...mollie, isConnected: true, businessName: 'Studio Vos B.V.' },
        },
      }),
    );
    renderWith(store, <MollieConnect mollie={mollie} onChange={onChange} />);
    expect(screen.getByTestId('mollie-connected')).toHaveTextContent(
      'Mollie (Studio Vos B.V.): customers can pay online',
    );
    fireEvent.click(screen.getByTestId('mollie-enabled'));
    expect(onChange).toHaveBeenCalledWith({
      ...mollie,
      enabled: true,
      isConnected: true,
      businessName: 'Studio Vos B.V.',
    });
    expect(screen.queryByTestId('mollie-connect')).toBeNull();
  });
});
