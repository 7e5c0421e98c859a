import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import { adminHandlers, API, serverError, settingsResponse } from '../../../testing/admin-fixtures';
import { UserSettingsPage } from './UserSettingsPage';

const server = setupServer(...adminHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = () =>
  renderPage(
    <Routes>
      <Route path="/admin/user/:uid/settings" element={<UserSettingsPage />} />
    </Routes>,
    '/admin/user/u1/settings',
  );

describe("the admin page of a user's settings", () => {
  it('shows the main settings and the raw data, the masked key as the server sent it', async () => {
    await open();
    const settings = await screen.findByTestId('admin-settings');
    expect(settings).toHaveTextContent('Dutch');
    expect(settings).toHaveTextContent('NL');
    expect(settings).toHaveTextContent('42');
    expect(await screen.findByText(/Last active/)).toHaveTextContent('3 hours ago');
    const raw = screen.getByTestId('admin-raw-data');
    expect(raw.closest('details')).toHaveAttribute('open');
    expect(raw).toHaveTextContent(`"apiKey": "live${'*'.repeat(28)}"`);
    expect(raw).toHaveTextContent('"iban": "NL91ABNA0417164300"');
    expect(screen.getByTestId('admin-link-invoices')).toHaveAttribute(
      'href',
      '/admin/user/u1/invoices',
    );
    expect(screen.queryByTestId('admin-empty')).toBeNull();
  });

  it('masks a secret that somehow arrives unmasked', async () => {
    const response = settingsResponse();
    response.settings.paymentMethods.mollie.apiKey = 'live_abcdefghijklmnopqrstuvwxyz12';
    server.use(http.get(`${API}/users/:id/settings`, () => HttpResponse.json(response)));
    await open();
    const raw = await screen.findByTestId('admin-raw-data');
    expect(raw).not.toHaveTextContent('abcdefghijklmnopqrstuvwxyz12');
    expect(raw).toHaveTextContent(`"apiKey": "live${'*'.repeat(29)}"`);
  });

  it('logs the raw data to the console on request', async () => {
    const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Log raw data to the console' }));
    expect(logged).toHaveBeenCalledWith('Admin: raw settings', settingsResponse());
    logged.mockRestore();
  });

  it("says 'No settings' for a user who never saved any", async () => {
    server.use(
      http.get(`${API}/users/:id/settings`, () =>
        HttpResponse.json({ ...settingsResponse(), savedAt: null }),
      ),
    );
    await open();
    expect(await screen.findByTestId('admin-empty')).toHaveTextContent('No settings');
  });

  it('shows the load error', async () => {
    server.use(http.get(`${API}/users/:id/settings`, serverError));
    await open();
    expect(await screen.findByTestId('admin-error')).toHaveTextContent('Failed to fetch settings');
    expect(screen.queryByTestId('admin-settings')).toBeNull();
  });
});
