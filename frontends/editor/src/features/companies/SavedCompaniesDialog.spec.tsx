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
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Company } from '@app/contracts/invoice';
import { setAccessToken } from '@app/platform';
import {
  editorStore,
  INVOICE_ID,
  renderWith,
  savedInvoice,
  storedInvoice,
} from '../../testing/emailDialogs';
import { clickLazySetting, LAZY_CHUNK_MS } from '../../testing/lazy-chunks';
import { SettingsMenu } from '../editor/components/SettingsMenu';
import { selectEditor } from '../../store';
import { editorSlice } from '../invoices/editorSlice';

// The settings row comes with its own chunk (testing/lazy-chunks.ts).
jest.setTimeout(2 * LAZY_CHUNK_MS);

const API = 'http://localhost/api';

const company = (name: string): Company => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  address: 'Damrak 2',
  postalCode: '1012 LG',
  city: 'Amsterdam',
  contactName: '',
  email: 'billing@example.test',
  additionalInfo: '',
  createdAt: 1_700_000_000,
  version: 1,
});

let stored: Company[] = [];
let deleted: string[] = [];
let deleteStatus = 204;
const asked: string[] = [];

const server = setupServer(
  // The settings menu's Peppol group asks too; not what these tests are about.
  http.get(`${API}/peppol/registration`, () =>
    HttpResponse.json({ code: 'PEPPOL_NOT_CONFIGURED' }, { status: 503 }),
  ),
  http.get(`${API}/companies`, ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    asked.push(query);
    const companies = stored.filter((c) => c.name.toLowerCase().includes(query.toLowerCase()));
    return HttpResponse.json({
      companies,
      total: companies.length,
      totalCapped: false,
      page: 1,
      limit: 50,
      hasMore: false,
      nextCursor: null,
    });
  }),
  http.delete(`${API}/companies/:id`, ({ params }) => {
    if (deleteStatus !== 204) {
      return HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: deleteStatus });
    }
    deleted.push(String(params.id));
    stored = stored.filter((c) => c.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  stored = [];
  deleted = [];
  deleteStatus = 204;
  asked.length = 0;
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

const acme = company('Acme B.V.');
const bakkerij = company('Bakkerij Jansen');

async function openCompanies(language: 'en' | 'nl' = 'en') {
  // The open invoice names Acme: deleting Acme lets go of it, keeping its details.
  const store = await editorStore({
    language,
    invoice: savedInvoice({ companyId: acme.id, version: 3 }),
  });
  renderWith(store, <SettingsMenu />);
  fireEvent.click(screen.getByTestId('settings-button'));
  await clickLazySetting('settings-companies');
  const name = language === 'nl' ? 'Opgeslagen bedrijven' : 'Saved companies';
  return { store, dialog: screen.getByRole('dialog', { name }) };
}

describe('saved companies in the settings', () => {
  it('are offered to signed-in users only', async () => {
    const store = await editorStore({ signedIn: false });
    renderWith(store, <SettingsMenu />);
    fireEvent.click(screen.getByTestId('settings-button'));
    expect(screen.queryByTestId('settings-companies')).toBeNull();
  });

  it('deletes a company after a confirmation, says so, and unlinks the invoices here', async () => {
    stored = [acme, bakkerij];
    const { store, dialog } = await openCompanies();
    const rows = await within(dialog).findAllByTestId('saved-company');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Acme B.V.'),
      expect.stringContaining('Bakkerij Jansen'),
    ]);

    // Cancelling deletes nothing.
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Delete Acme B.V.' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this company?' });
    expect(confirm).toHaveTextContent(
      'Delete the saved company "Acme B.V."? Invoices that already carry its details keep them.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Delete Acme B.V.' }));
    fireEvent.click(screen.getByTestId('company-delete-dialog-confirm'));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('"Acme B.V." deleted.'),
    );
    expect(deleted).toEqual([acme.id]);
    await waitFor(() => expect(within(dialog).getAllByTestId('saved-company')).toHaveLength(1));
    expect(within(dialog).getByRole('heading', { name: /Your companies/ })).toHaveFocus();

    // The invoice keeps its details and its version; only the link goes.
    const invoice = storedInvoice(store, INVOICE_ID);
    expect(invoice?.companyId).toBeUndefined();
    expect(invoice?.recipient.company).toBe('Acme Studio B.V.');
    expect(invoice?.version).toBe(3);
    expect(invoice?.synced).toBe(true);
  });

  it('says so when the delete fails, and keeps the list', async () => {
    stored = [acme];
    deleteStatus = 500;
    // Spec §8: the failure is logged (and, issue 29, said).
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, dialog } = await openCompanies();
    const row = await within(dialog).findByTestId('saved-company');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Acme B.V.' }));
    fireEvent.click(screen.getByTestId('company-delete-dialog-confirm'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"Acme B.V." could not be deleted. Please try again.',
    );
    expect(within(dialog).getAllByTestId('saved-company')).toHaveLength(1);
    expect(storedInvoice(store, INVOICE_ID)?.companyId).toBe(acme.id);
    expect(logged).toHaveBeenCalledWith('Failed to delete the company', expect.anything());
    logged.mockRestore();
  });

  it('searches by name and deletes in Dutch, unlinking the working draft too', async () => {
    stored = [acme, bakkerij];
    const { store, dialog } = await openCompanies('nl');
    const draft = selectEditor(store.getState()).draft;
    store.dispatch(editorSlice.actions.copyOpened({ ...draft, companyId: bakkerij.id }));
    fireEvent.change(within(dialog).getByLabelText('Zoeken op naam'), {
      target: { value: 'zzz' },
    });
    expect(await within(dialog).findByTestId('saved-companies-empty')).toHaveTextContent(
      'Geen opgeslagen bedrijf komt overeen met "zzz".',
    );
    fireEvent.change(within(dialog).getByLabelText('Zoeken op naam'), {
      target: { value: 'bakk' },
    });
    const row = await within(dialog).findByTestId('saved-company');
    expect(asked).toContain('bakk');
    expect(row).toHaveTextContent('Bakkerij Jansen');
    fireEvent.click(within(row).getByRole('button', { name: 'Bakkerij Jansen verwijderen' }));
    expect(screen.getByRole('dialog', { name: 'Dit bedrijf verwijderen?' })).toHaveTextContent(
      'Het opgeslagen bedrijf "Bakkerij Jansen" verwijderen? Facturen waarop de gegevens al staan, behouden die.',
    );
    fireEvent.click(screen.getByTestId('company-delete-dialog-confirm'));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('"Bakkerij Jansen" verwijderd.'),
    );
    expect(selectEditor(store.getState()).draft.companyId).toBeUndefined();
    expect(selectEditor(store.getState()).draft.recipient).toEqual(draft.recipient);
    expect(storedInvoice(store, INVOICE_ID)?.companyId).toBe(acme.id);
  });
});
