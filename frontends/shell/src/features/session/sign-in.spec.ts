import { describe, expect, it, jest } from '@jest/globals';
import { createAppStore } from '@app/platform';
import { signInWith } from './sign-in';

describe('signInWith', () => {
  it('falls back to a full redirect, back to the same path, when the popup is blocked', async () => {
    const assign = jest.fn();
    const win = {
      open: () => null,
      location: { assign, origin: 'http://localhost' },
      screenX: 0,
      screenY: 0,
      outerWidth: 1200,
      outerHeight: 800,
    } as unknown as Window;
    await expect(
      signInWith('microsoft', '/nl/pricing', createAppStore().dispatch, win),
    ).resolves.toBeNull();
    expect(assign).toHaveBeenCalledWith(
      '/api/auth/microsoft?mode=redirect&returnTo=%2Fnl%2Fpricing',
    );
  });
});
