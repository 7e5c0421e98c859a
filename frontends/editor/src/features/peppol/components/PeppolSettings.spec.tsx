import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setAccessToken } from '@app/platform';
import { editorStore, renderWith } from '../../../testing/emailDialogs';
import { SettingsMenu } from '../../editor/components/SettingsMenu';

const API = 'http://localhost/api/peppol/registration';

type Registration = {
  status: 'none' | 'pending_verification' | 'active';
  peppolId: string | null;
  verificationUrl: string | null;
  registeredAt: string | null;
};

const none: Registration = {
  status: 'none',
  peppolId: null,
  verificationUrl: null,
  registeredAt: null,
};
const pending: Registration = {
  status: 'pending_verification',
  peppolId: '0208:0123456749',
  verificationUrl: 'https://app.recommand.eu/company-verification/cvl_1/verify',
  registeredAt: '2026-05-04T10:00:00.000Z',
};
const active: Registration = { ...pending, status: 'active', verificationUrl: null };

let stored: Registration = none;
let reads = 0;
let registerAnswer: (() => Response) | null = null;
let leaveAnswer: (() => Response) | null = null;
let calls: string[] = [];

const error =
  (status: number, code: string, fields: string[] = []) =>
  () =>
    HttpResponse.json(
      {
        statusCode: status,
        error: 'Error',
        code,
        message: 'No',
        fields: fields.map((field) => ({ field, message: 'x' })),
      },
      { status },
    );

const server = setupServer(
  http.get(API, () => {
    reads += 1;
    return HttpResponse.json(stored);
  }),
  http.post(API, () => {
    calls.push('register');
    if (registerAnswer !== null) return registerAnswer();
    stored = pending;
    return HttpResponse.json(stored, { status: 201 });
  }),
  http.delete(API, () => {
    calls.push('leave');
    if (leaveAnswer !== null) return leaveAnswer();
    stored = none;
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  stored = none;
  reads = 0;
  registerAnswer = null;
  leaveAnswer = null;
  calls = [];
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

async function openSettings(options: Parameters<typeof editorStore>[0] = {}) {
  const store = await editorStore(options);
  renderWith(store, <SettingsMenu />);
  fireEvent.click(screen.getByTestId('settings-button'));
  return store;
}

const status = () => screen.findByTestId('peppol-status');

describe('E-invoicing via Peppol in the settings', () => {
  it('is offered to signed-in users only', async () => {
    await openSettings({ signedIn: false });
    expect(screen.queryByRole('group', { name: 'E-invoicing via Peppol' })).toBeNull();
    expect(reads).toBe(0);
  });

  it('is not shown when the server offers no Peppol', async () => {
    server.use(http.get(API, error(503, 'PEPPOL_NOT_CONFIGURED')));
    await openSettings();
    await waitFor(() =>
      expect(screen.queryByText('Checking your Peppol registration…')).toBeNull(),
    );
    expect(screen.queryByRole('group', { name: 'E-invoicing via Peppol' })).toBeNull();
  });

  it('registers the company of "From", then links to the identity check and checks again', async () => {
    await openSettings();
    expect(await status()).toHaveAttribute('data-status', 'none');
    expect(screen.getByRole('group', { name: 'E-invoicing via Peppol' })).toHaveTextContent(
      'Registers the company under "From"',
    );
    fireEvent.click(screen.getByTestId('peppol-register'));
    await waitFor(() =>
      expect(screen.getByTestId('peppol-status')).toHaveAttribute(
        'data-status',
        'pending_verification',
      ),
    );
    expect(calls).toEqual(['register']);
    expect(screen.getByTestId('peppol-status')).toHaveTextContent(
      'Verify your identity to start sending and receiving e-invoices.',
    );
    const link = screen.getByTestId('peppol-verify-link');
    expect(link).toHaveTextContent('Verify your identity');
    expect(link).toHaveAttribute('href', pending.verificationUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');

    // Verified at the provider meanwhile: checking again shows it.
    stored = active;
    const before = reads;
    fireEvent.click(screen.getByTestId('peppol-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('peppol-status')).toHaveTextContent(
        'Registered as 0208:0123456749',
      ),
    );
    expect(reads).toBe(before + 1);
    expect(screen.getByTestId('peppol-status')).toHaveAttribute('data-status', 'active');
  });

  it.each([
    {
      country: 'BE' as const,
      fields: ['settings.defaultCompany.company', 'settings.defaultCompany.kvkNumber'],
      text: 'To register, please add your company name (From); a valid enterprise number, e.g. 0123.456.749 (From, Chamber of Commerce number).',
    },
    {
      country: 'NL' as const,
      fields: ['settings.defaultCompany.kvkNumber', 'settings.defaultCompany.vatNumber'],
      text: 'To register, please add a valid KvK number of 8 digits (From, Chamber of Commerce number); a valid Dutch VAT number, e.g. NL123456789B01 (From).',
    },
    {
      country: 'NL' as const,
      fields: ['settings.country'],
      text: 'To register, please add Belgium or the Netherlands as your country (Settings).',
    },
  ])('names the missing company details in words ($country)', async ({ country, fields, text }) => {
    registerAnswer = error(400, 'VALIDATION_FAILED', fields);
    await openSettings();
    if (country === 'BE') {
      fireEvent.change(screen.getByTestId('settings-country'), { target: { value: 'BE' } });
    }
    fireEvent.click(await screen.findByTestId('peppol-register'));
    const failure = await screen.findByTestId('peppol-register-error');
    expect(failure).toHaveTextContent(text);
    expect(failure).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('peppol-register')).toBeEnabled();
  });

  it('says when the access point cannot be reached', async () => {
    registerAnswer = error(502, 'PEPPOL_PROVIDER_FAILED');
    await openSettings();
    fireEvent.click(await screen.findByTestId('peppol-register'));
    expect(await screen.findByTestId('peppol-register-error')).toHaveTextContent(
      'The Peppol access point could not be reached. Please try again in a few minutes.',
    );
  });

  it('leaves Peppol after confirming, and can be cancelled', async () => {
    stored = active;
    await openSettings();
    expect(await status()).toHaveTextContent('Registered as 0208:0123456749');

    fireEvent.click(screen.getByTestId('peppol-leave'));
    expect(screen.queryByTestId('settings-panel')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Leave Peppol?' })).toBeVisible();
    expect(screen.getByTestId('peppol-leave-confirm')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('settings-button')).toHaveFocus();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByTestId('settings-button'));
    fireEvent.click(await screen.findByTestId('peppol-leave'));
    fireEvent.click(screen.getByTestId('peppol-leave-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['leave']);
    fireEvent.click(screen.getByTestId('settings-button'));
    await waitFor(() =>
      expect(screen.getByTestId('peppol-status')).toHaveAttribute('data-status', 'none'),
    );
  });

  it('keeps the dialog and says so when leaving fails', async () => {
    stored = active;
    leaveAnswer = error(500, 'INTERNAL_ERROR');
    await openSettings();
    fireEvent.click(await screen.findByTestId('peppol-leave'));
    fireEvent.click(screen.getByTestId('peppol-leave-confirm'));
    expect(await screen.findByTestId('peppol-leave-error')).toHaveTextContent(
      'Leaving Peppol did not work. Please try again.',
    );
    expect(screen.getByTestId('peppol-leave-confirm')).toBeEnabled();
  });

  it('speaks Dutch', async () => {
    stored = pending;
    await openSettings({ language: 'nl' });
    expect(await screen.findByRole('group', { name: 'E-facturen via Peppol' })).toBeVisible();
    expect(screen.getByTestId('peppol-verify-link')).toHaveTextContent('Bevestig je identiteit');
    expect(screen.getByTestId('peppol-status')).toHaveTextContent(
      'Aangemeld. Bevestig je identiteit om e-facturen te kunnen versturen en ontvangen.',
    );
  });
});
