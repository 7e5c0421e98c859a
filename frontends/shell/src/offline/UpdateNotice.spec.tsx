import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '@app/platform';
import '../i18n';
import { serviceWorkerUrl } from '@app/contracts/routing';
import { showUpdateNotice } from './UpdateNotice';

describe('the update notice', () => {
  it('says a new version is waiting, in Dutch too, and reloads on request', async () => {
    await setLanguage('nl');
    const reload = jest.fn();
    await act(async () => showUpdateNotice(reload));
    expect(screen.getByTestId('update-notice')).toHaveTextContent(
      'Er is een nieuwe versie beschikbaar.Opnieuw laden',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw laden' }));
    expect(reload).toHaveBeenCalledTimes(1);

    await act(async () => setLanguage('en'));
    expect(screen.getByTestId('update-notice')).toHaveTextContent(
      'A new version is available.Reload',
    );
    // Shown once however often a worker waits.
    await act(async () => showUpdateNotice(reload));
    expect(screen.getAllByTestId('update-notice')).toHaveLength(1);
  });

  it('registers the worker with the remotes the page runs, except the admin area (admins only)', () => {
    expect(
      serviceWorkerUrl({
        remotes: {
          editor: '/remotes/editor/remoteEntry.js',
          admin: '/remotes/admin/remoteEntry.js',
          publicPages: '/remotes/public-pages/remoteEntry.js',
        },
        preview: false,
      }),
    ).toBe(
      '/sw.js?manifest=' +
        encodeURIComponent(
          '{"remotes":{"editor":"/remotes/editor/remoteEntry.js","publicPages":"/remotes/public-pages/remoteEntry.js"},"preview":false}',
        ),
    );
  });
});
