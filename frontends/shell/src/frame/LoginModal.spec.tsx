import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { sessionActions, useAppDispatch } from '@app/platform';
import { renderShellAt, stubPages } from '../testing/renderRoutes';

/** Stands in for a remote's page: it only knows platform, as the editor's login-required dialog. */
function RemoteAskingForSignIn() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(sessionActions.signInDialogOpened())}>
      Sign in from the remote
    </button>
  );
}

describe('LoginModal', () => {
  it('opens when a remote dispatches the session action, and closes through the session', async () => {
    await renderShellAt('/', stubPages({ home: RemoteAskingForSignIn }));
    expect(screen.queryByTestId('login-modal')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in from the remote' }));
    });
    expect(screen.getByTestId('login-modal')).toHaveTextContent('Google');

    fireEvent.keyDown(screen.getByTestId('login-modal'), { key: 'Escape' });
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });

  it('opens from the profile menu', async () => {
    await renderShellAt('/pricing');
    fireEvent.click(screen.getByTestId('sign-in-button'));
    expect(screen.getByTestId('login-modal')).toBeInTheDocument();
  });
});
