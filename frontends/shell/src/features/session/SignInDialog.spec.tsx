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
import {
  selectAuthStatus,
  selectIsAdmin,
  sessionActions,
  setAccessToken,
  setLanguage,
  setRefreshHandler,
} from '@app/platform';
import { fakePopup, postFrom } from '../../testing/fakePopup';
import { renderShellAt } from '../../testing/renderRoutes';

const user = {
  id: 'u1',
  email: 'anna@example.com',
  displayName: 'Anna de Vries',
  photoUrl: null,
  isAdmin: true,
};
let adminStatusAuthorization: string | null = null;

const server = setupServer(
  http.post('http://localhost/api/auth/refresh', ({ request }) =>
    request.headers.get('X-XSRF-TOKEN') === 'xsrf-1'
      ? HttpResponse.json({ accessToken: 'token-1', expiresIn: 900, user })
      : HttpResponse.json({ code: 'FORBIDDEN' }, { status: 403 }),
  ),
  http.get('http://localhost/api/user/admin-status', ({ request }) => {
    adminStatusAuthorization = request.headers.get('Authorization');
    return HttpResponse.json({ isAdmin: true });
  }),
  http.get('http://localhost/api/health', () =>
    HttpResponse.json({ status: 'ok', database: { status: 'up' }, preview: false }),
  ),
);

let popup: ReturnType<typeof fakePopup>;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  popup = fakePopup();
  jest.spyOn(window, 'open').mockReturnValue(popup);
});
afterEach(async () => {
  jest.restoreAllMocks();
  server.resetHandlers();
  adminStatusAuthorization = null;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  setAccessToken(null);
  setRefreshHandler(null);
  await act(() => setLanguage('en'));
});
afterAll(() => server.close());

async function openDialog(path: string) {
  const view = await renderShellAt(path);
  fireEvent.click(screen.getByTestId('sign-in-button'));
  const dialog = await screen.findByTestId('login-modal');
  return { ...view, dialog };
}

describe('the sign-in dialog', () => {
  it('signs in when the popup says yes: token from the refresh, admin checked, dialog closed', async () => {
    const { store, dialog } = await openDialog('/pricing');
    fireEvent.click(within(dialog).getByTestId('login-google'));
    expect(within(dialog).getByTestId('login-status')).toHaveTextContent(
      'Continue in the sign-in window that opened.',
    );
    // The server set the session cookies while the popup ran.
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    await act(async () => {
      postFrom(popup, { type: 'invoicing:sign-in', ok: true });
    });
    expect(await screen.findByTestId('profile-button')).toHaveTextContent('Anna de Vries');
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(adminStatusAuthorization).toBe('Bearer token-1');
  });

  it.each([
    ['en', '/pricing', 'account-exists', 'An account with this e-mail address already exists.'],
    ['nl', '/nl/pricing', 'access-denied', 'Het inloggen is geannuleerd of geweigerd.'],
  ])('shows a failure in words (%s)', async (_language, path, error, text) => {
    const { store, dialog } = await openDialog(path);
    fireEvent.click(within(dialog).getByTestId('login-microsoft'));
    await act(async () => {
      postFrom(popup, { type: 'invoicing:sign-in', ok: false, error });
    });
    const status = within(screen.getByTestId('login-modal')).getByTestId('login-status');
    expect(status).toHaveTextContent(text);
    expect(selectAuthStatus(store.getState())).not.toBe('signedIn');
  });

  it('says so when the provider said yes but no session came back', async () => {
    const { dialog } = await openDialog('/pricing');
    fireEvent.click(within(dialog).getByTestId('login-google'));
    await act(async () => {
      postFrom(popup, { type: 'invoicing:sign-in', ok: true });
    });
    expect(await screen.findByText(/Something went wrong while signing in/)).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-button')).toBeInTheDocument();
  });

  it('shows the failure a remote or a redirect reported when it opens', async () => {
    const { store } = await renderShellAt('/nl');
    await act(async () => {
      store.dispatch(sessionActions.signInFailed('invalid-state'));
    });
    const dialog = await screen.findByTestId('login-modal');
    expect(within(dialog).getByTestId('login-status')).toHaveTextContent(
      'Deze inlogpoging is verlopen of in een ander venster gestart.',
    );
  });
});
