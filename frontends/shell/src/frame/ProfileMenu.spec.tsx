import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  selectAuthStatus,
  selectIsAdmin,
  selectSessionUser,
  setLanguage,
  type SessionUser,
} from '@app/platform';
import { renderShellAt } from '../testing/renderRoutes';

const anna: SessionUser = {
  id: 'u1',
  email: 'anna@example.com',
  displayName: 'Anna de Vries',
  photoUrl: null,
};

/** X-XSRF-TOKEN headers of the sign-out calls the server saw. */
let signOuts: Array<string | null> = [];
const server = setupServer(
  http.post('http://localhost/api/auth/logout', ({ request }) => {
    signOuts.push(request.headers.get('X-XSRF-TOKEN'));
    return new HttpResponse(null, { status: 204 });
  }),
  // The frame's preview banner asks for the health; not what these tests are about.
  http.get('http://localhost/api/health', () =>
    HttpResponse.json({ status: 'ok', database: { status: 'up' }, preview: false }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  signOuts = [];
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  await act(() => setLanguage('en'));
});
afterAll(() => server.close());

async function openDropdown() {
  fireEvent.click(await screen.findByTestId('profile-button'));
  return screen.findByTestId('profile-dropdown');
}

describe('ProfileMenu', () => {
  it('shows neither the sign-in button nor a profile while the session is loading', async () => {
    await renderShellAt('/pricing', undefined, 'loading');
    const menu = screen.getByTestId('profile-menu');
    expect(menu).toBeEmptyDOMElement();
    expect(menu).toHaveAttribute('data-status', 'loading');
  });

  it("opens the sign-in dialog once, when a public page's islands loaded the shell for it", async () => {
    document.documentElement.setAttribute('data-sign-in', 'requested');
    await renderShellAt('/pricing');
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-sign-in');
  });

  it('opens no dialog by itself', async () => {
    await renderShellAt('/pricing');
    await screen.findByTestId('sign-in-button');
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });

  it('signed in, shows the name and a dropdown with sync state and e-mail, no admin link', async () => {
    await renderShellAt('/pricing', undefined, { user: anna });
    const button = await screen.findByTestId('profile-button');
    expect(screen.queryByTestId('sign-in-button')).toBeNull();
    expect(button).toHaveTextContent('Anna de Vries');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const dropdown = await openDropdown();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dropdown.id);
    expect(dropdown).toHaveTextContent('Cloud Sync Active');
    expect(dropdown).toHaveTextContent('Auto-saving changes');
    expect(dropdown).toHaveTextContent('Signed in as anna@example.com');
    expect(within(dropdown).getByTestId('profile-email')).toHaveTextContent('anna@example.com');
    expect(within(dropdown).queryByTestId('admin-link')).toBeNull();
    expect(within(dropdown).getByTestId('sign-out')).toHaveTextContent('Sign out');
  });

  it('shows the admin link, to /admin, for admins only (in Dutch too)', async () => {
    await renderShellAt('/nl/pricing', undefined, { user: anna, isAdmin: true });
    const dropdown = await openDropdown();
    const admin = within(dropdown).getByTestId('admin-link');
    expect(admin).toHaveTextContent('Beheer');
    expect(admin).toHaveAttribute('href', '/admin');
    expect(dropdown).toHaveTextContent('Ingelogd als anna@example.com');
    expect(dropdown).toHaveTextContent('Cloudsynchronisatie actief');
  });

  it('falls back to the e-mail address without a display name, and to an icon without an https photo', async () => {
    await renderShellAt('/pricing', undefined, {
      user: { ...anna, displayName: null, photoUrl: 'http://photos.example/anna.png' },
    });
    const button = await screen.findByTestId('profile-button');
    expect(button).toHaveTextContent('anna@example.com');
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('svg')).not.toBeNull();
  });

  it('shows an https photo', async () => {
    await renderShellAt('/pricing', undefined, {
      user: { ...anna, photoUrl: 'https://photos.example/anna.png' },
    });
    const photo = (await screen.findByTestId('profile-button')).querySelector('img');
    expect(photo).toHaveAttribute('src', 'https://photos.example/anna.png');
    expect(photo).toHaveAttribute('alt', '');
  });

  it('closes the dropdown with Escape and gives focus back to its button', async () => {
    await renderShellAt('/pricing', undefined, { user: anna });
    const dropdown = await openDropdown();
    fireEvent.keyDown(within(dropdown).getByTestId('sign-out'), { key: 'Escape' });
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
    expect(screen.getByTestId('profile-button')).toHaveFocus();
    expect(screen.getByTestId('profile-button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown and the phone menu once Admin is chosen (issue 29)', async () => {
    await renderShellAt('/pricing', undefined, { user: anna, isAdmin: true });
    fireEvent.click(screen.getByTestId('menu-button'));
    const dropdown = await openDropdown();
    await act(async () => {
      fireEvent.click(within(dropdown).getByTestId('admin-link'));
    });
    expect(await screen.findByText('stub admin')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
    expect(screen.getByTestId('profile-button')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown once the received e-invoices are chosen', async () => {
    await renderShellAt('/pricing', undefined, { user: anna });
    const dropdown = await openDropdown();
    await act(async () => {
      fireEvent.click(within(dropdown).getByTestId('received-link'));
    });
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
  });

  it('closes the dropdown on a click elsewhere', async () => {
    await renderShellAt('/pricing', undefined, { user: anna });
    await openDropdown();
    fireEvent.pointerDown(screen.getByTestId('site-footer'));
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
  });

  it('signs out: the server is told, the user and the admin flag are cleared', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-789; path=/';
    const { store } = await renderShellAt('/pricing', undefined, { user: anna, isAdmin: true });
    const dropdown = await openDropdown();
    await act(async () => {
      fireEvent.click(within(dropdown).getByTestId('sign-out'));
    });
    const signIn = await screen.findByTestId('sign-in-button');
    expect(signOuts).toEqual(['xsrf-789']);
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(screen.queryByTestId('profile-button')).toBeNull();
    expect(signIn).toHaveFocus();
  });
});
