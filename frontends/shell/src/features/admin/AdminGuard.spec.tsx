import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { sessionActions } from '@app/platform';
import { renderShellAt, stubPages } from '../../testing/renderRoutes';

const user = { id: 'u1', email: 'anna@example.com', displayName: 'Anna', photoUrl: null };

/** The home page stand-in shows where the guard said the visitor came from. */
function HomeWithOrigin() {
  const { state } = useLocation();
  return <p data-stub="home">{(state as { from?: string } | null)?.from ?? 'no origin'}</p>;
}

const pages = (onAdmin: () => void = () => undefined) =>
  stubPages({
    home: HomeWithOrigin,
    admin: () => {
      onAdmin();
      return <p data-stub="admin">admin page</p>;
    },
  });

describe('the admin guard', () => {
  it('says it is verifying while the session loads, and never renders the admin page meanwhile', async () => {
    let rendered = 0;
    await renderShellAt(
      '/admin/email-queue',
      pages(() => (rendered += 1)),
      'loading',
    );
    expect(screen.getByTestId('admin-verifying')).toHaveTextContent('Verifying admin access...');
    expect(rendered).toBe(0);
  });

  it('waits for the admin check after sign-in, then shows the page to an admin', async () => {
    const { store } = await renderShellAt('/admin', pages(), 'loading');
    act(() => {
      store.dispatch(sessionActions.signedIn(user));
    });
    expect(screen.getByTestId('admin-verifying')).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionActions.adminStatusChecked(true));
    });
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });

  it.each([
    ['a signed-out visitor', 'signedOut' as const],
    ['a signed-in user who is not an admin', { user, isAdmin: false }],
  ])('sends %s home, remembering where they came from', async (_who, session) => {
    let rendered = 0;
    await renderShellAt(
      '/admin/user/u2/settings?tab=raw',
      pages(() => (rendered += 1)),
      session,
    );
    await waitFor(() =>
      expect(screen.getByText('/admin/user/u2/settings?tab=raw')).toBeInTheDocument(),
    );
    expect(rendered).toBe(0);
  });

  it('shows the Dutch text on a Dutch session', async () => {
    const { setLanguage } = await import('@app/platform');
    await renderShellAt('/admin', pages(), 'loading');
    await act(() => setLanguage('nl'));
    expect(screen.getByTestId('admin-verifying')).toHaveTextContent(
      'Beheerderstoegang controleren…',
    );
    await act(() => setLanguage('en'));
  });
});
