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
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Company, CompanyInput } from '@app/contracts/invoice';
import { sessionActions, setLanguage, type AppStore } from '@app/platform';
import { renderHome } from '../../testing/renderEditor';
import { selectCurrentInvoice } from '../invoices/invoice-selectors';
import { COMPANY_SAVE_DEBOUNCE_MS } from './linked-company-saving';
import { COMPANY_SEARCH_DEBOUNCE_MS } from './useCompanySuggestions';
import { CREATED_CHECKMARK_MS } from './useCreateCompany';

const company = (name: string, more: Partial<Company> = {}): Company => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  address: `${name} street 1`,
  postalCode: '1234 AB',
  city: 'Utrecht',
  contactName: 'Anna',
  email: `billing@${name.toLowerCase().replace(/\W+/g, '')}.example`,
  additionalInfo: '',
  createdAt: 1_700_000_000,
  version: 1,
  ...more,
});

const saved = [company('Acme B.V.'), company('Acme Studio'), company('Bakkerij Jansen')];

/** The `query` of every autosuggest call, in order. */
let searches: string[] = [];
let created: CompanyInput[] = [];
let updates: Array<{ id: string; company: CompanyInput }> = [];
let failCreate = false;

const server = setupServer(
  http.get('http://localhost/api/companies/autosuggest', ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    searches.push(query);
    const companies = saved.filter((c) => c.name.toLowerCase().includes(query.toLowerCase()));
    return HttpResponse.json({ companies, total: companies.length, query });
  }),
  http.post('http://localhost/api/companies', async ({ request }) => {
    if (failCreate) {
      return HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 });
    }
    const body = (await request.json()) as { company: CompanyInput };
    created.push(body.company);
    return HttpResponse.json({ ...body.company, id: 'id-new', createdAt: 1_700_000_100 });
  }),
  http.put('http://localhost/api/companies/:id', async ({ request, params }) => {
    const body = (await request.json()) as { company: CompanyInput };
    updates.push({ id: String(params.id), company: body.company });
    return HttpResponse.json({ ...body.company, id: params.id, createdAt: 1 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  searches = [];
  created = [];
  updates = [];
  failCreate = false;
});
afterEach(async () => {
  server.resetHandlers();
  localStorage.clear();
  await act(() => setLanguage('en'));
});
afterAll(() => server.close());

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const invoiceOf = (store: AppStore) => selectCurrentInvoice(store.getState());

/** The home page signed in, with the recipient section open and its company field focused. */
async function openRecipient(path = '/') {
  const view = await renderHome(path);
  act(() => {
    view.store.dispatch(
      sessionActions.signedIn({
        id: 'u1',
        email: 'anna@example.com',
        displayName: 'Anna',
        photoUrl: null,
      }),
    );
  });
  fireEvent.click(screen.getByTestId('edit-recipient'));
  const field = screen.getByTestId('recipient-company');
  await waitFor(() => expect(field).toHaveFocus());
  return { ...view, field };
}

function type(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

/** The n-th option of the picker's list (the page's selects have options too), once it shows. */
async function suggestion(index: number): Promise<HTMLElement> {
  const option = within(await screen.findByRole('listbox')).getAllByRole('option')[index];
  if (option === undefined) throw new Error(`No option ${index}`);
  return option;
}

/** The texts of the picker's options; none while its list is closed. */
function optionNames(): Array<string | null> {
  const list = screen.queryByRole('listbox');
  return list === null
    ? []
    : within(list)
        .getAllByRole('option')
        .map((option) => option.querySelector('.company-picker__name')?.textContent ?? null);
}

describe('the company picker', () => {
  it('is a plain text field for a signed-out user', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('edit-recipient'));
    const field = screen.getByTestId('recipient-company');
    expect(field).not.toHaveAttribute('role', 'combobox');
    fireEvent.focus(field);
    await pause(COMPANY_SEARCH_DEBOUNCE_MS + 50);
    expect(searches).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on focus with the recent companies', async () => {
    const { field } = await openRecipient();
    expect(field).toHaveAttribute('role', 'combobox');
    const list = await screen.findByRole('listbox', { name: 'Recent companies' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(searches).toEqual(['']);
    expect(optionNames()).toEqual(['Acme B.V.', 'Acme Studio', 'Bakkerij Jansen']);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent(
      'Acme B.V. street 1, 1234 AB Utrecht',
    );
    // Nothing typed: nothing to create.
    expect(screen.queryByTestId('company-create')).toBeNull();
  });

  it('searches once the typing pauses for 300 ms, not for every key', async () => {
    const { field } = await openRecipient();
    await screen.findByRole('listbox');
    type(field, 'B');
    await pause(100);
    type(field, 'Ba');
    await pause(100);
    type(field, 'Bak');
    await pause(COMPANY_SEARCH_DEBOUNCE_MS - 100);
    expect(searches).toEqual(['']);

    await pause(150);
    await waitFor(() => expect(optionNames()).toEqual(['Bakkerij Jansen', 'Create new "Bak"']));
    expect(searches).toEqual(['', 'Bak']);
  });

  it('offers "create new" only when no suggestion has the typed name, ignoring case', async () => {
    const { field } = await openRecipient();
    type(field, 'acme b.v.');
    await waitFor(() => expect(searches).toContain('acme b.v.'));
    await waitFor(() => expect(optionNames()).toEqual(['Acme B.V.']));
    expect(screen.queryByTestId('company-create')).toBeNull();

    type(field, 'Acme');
    await waitFor(() =>
      expect(screen.getByTestId('company-create')).toHaveTextContent('Create new "Acme"'),
    );
    expect(optionNames()).toEqual(['Acme B.V.', 'Acme Studio', 'Create new "Acme"']);
  });

  it('treats a failed search as no suggestions: only "create new" is offered', async () => {
    server.use(
      http.get('http://localhost/api/companies/autosuggest', () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 }),
      ),
    );
    const { field } = await openRecipient();
    type(field, 'Acme');
    await waitFor(() => expect(optionNames()).toEqual(['Create new "Acme"']));
  });

  it('picks a suggestion with the arrow keys and Enter: the recipient is filled and linked', async () => {
    const { field, store } = await openRecipient();
    await screen.findByRole('listbox');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    // Up from the first option wraps round to the last.
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[2]).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });

    const { recipient, companyId } = invoiceOf(store);
    expect(companyId).toBe('id-acme-studio');
    expect(recipient).toMatchObject({
      company: 'Acme Studio',
      address: 'Acme Studio street 1',
      postalCode: '1234 AB',
      city: 'Utrecht',
      contactName: 'Anna',
      email: 'billing@acmestudio.example',
      additionalInfo: '',
    });
    expect(recipient.isPlaceholder).toMatchObject({ company: false, address: false, email: false });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    // Enter picked; it did not also close the section.
    expect(screen.getByTestId('recipient-address')).toHaveValue('Acme Studio street 1');
    expect(screen.getByTestId('company-linked-hint')).toBeInTheDocument();
    // A linked company is not searched for.
    await pause(COMPANY_SEARCH_DEBOUNCE_MS + 50);
    expect(searches).toEqual(['']);
  });

  it('closes the list with Escape and keeps the section open; a second Escape closes the section', async () => {
    const { field } = await openRecipient();
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('recipient-company')).toBeInTheDocument();

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByTestId('recipient-company')).toBeNull();
  });

  it('creates a company from the recipient: a spinner, a checkmark for 1.5 s, then it closes, linked', async () => {
    const { field, store } = await openRecipient();
    fireEvent.change(screen.getByTestId('recipient-city'), { target: { value: 'Zwolle' } });
    fireEvent.focus(field);
    type(field, ' Nieuw Bedrijf ');
    const create = await screen.findByTestId('company-create');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(create).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'Enter' });

    expect(screen.getByTestId('company-create-status')).toHaveAttribute('data-phase', 'creating');
    await waitFor(() =>
      expect(screen.getByTestId('company-create-status')).toHaveAttribute('data-phase', 'created'),
    );
    expect(screen.getByTestId('company-create-status')).toHaveTextContent('"Nieuw Bedrijf" saved');
    expect(created).toEqual([
      {
        name: 'Nieuw Bedrijf',
        address: '',
        postalCode: '',
        city: 'Zwolle',
        contactName: '',
        email: '',
        additionalInfo: '',
      },
    ]);
    expect(invoiceOf(store).companyId).toBe('id-new');

    await pause(CREATED_CHECKMARK_MS - 300);
    expect(screen.getByTestId('company-create-status')).toBeInTheDocument();
    await pause(400);
    expect(screen.queryByTestId('company-create-status')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when creating fails, logs it, and leaves the invoice unlinked', async () => {
    failCreate = true;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { field, store } = await openRecipient('/nl');
    type(field, 'Nieuw');
    fireEvent.click(await screen.findByTestId('company-create'));

    expect(await screen.findByTestId('company-create-error')).toHaveTextContent(
      'Het bedrijf kon niet worden opgeslagen. Probeer het opnieuw.',
    );
    expect(screen.queryByTestId('company-create-status')).toBeNull();
    expect(logged).toHaveBeenCalled();
    expect(invoiceOf(store).companyId).toBeUndefined();
    logged.mockRestore();
  });

  it('clears the selection: the field empties, is focused again, and the invoice is unlinked', async () => {
    const { field, store } = await openRecipient();
    fireEvent.click(await suggestion(0));
    expect(invoiceOf(store).companyId).toBe('id-acme-b-v-');
    const clear = screen.getByRole('button', { name: 'Clear selection' });

    act(() => clear.focus());
    fireEvent.click(clear);

    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(invoiceOf(store).companyId).toBeUndefined();
    expect(invoiceOf(store).recipient.address).toBe('Acme B.V. street 1');
    expect(screen.queryByTestId('company-clear')).toBeNull();
    expect(await screen.findByRole('listbox', { name: 'Recent companies' })).toBeInTheDocument();
  });

  it('unlinks the company when its name is deleted from the field', async () => {
    const { field, store } = await openRecipient();
    fireEvent.click(await suggestion(2));
    expect(invoiceOf(store).companyId).toBe('id-bakkerij-jansen');

    type(field, 'Bakkerij');
    expect(invoiceOf(store).companyId).toBe('id-bakkerij-jansen');
    type(field, '');
    expect(invoiceOf(store).companyId).toBeUndefined();
    // The pending rename to "Bakkerij" went with the link.
    await pause(COMPANY_SAVE_DEBOUNCE_MS + 100);
    expect(updates).toEqual([]);
  });

  it("saves edits of a linked company's fields to it once they pause for 500 ms", async () => {
    const { store } = await openRecipient();
    fireEvent.click(await suggestion(0));
    await pause(COMPANY_SAVE_DEBOUNCE_MS + 100);
    // Picking is not an edit of the company.
    expect(updates).toEqual([]);

    const address = screen.getByTestId('recipient-address');
    fireEvent.change(address, { target: { value: 'Nieuwe' } });
    await pause(200);
    fireEvent.change(address, { target: { value: 'Nieuwe weg 5' } });
    await pause(COMPANY_SAVE_DEBOUNCE_MS - 150);
    expect(updates).toEqual([]);

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      id: 'id-acme-b-v-',
      company: expect.objectContaining({ name: 'Acme B.V.', address: 'Nieuwe weg 5' }),
    });
    expect(invoiceOf(store).companyId).toBe('id-acme-b-v-');
  });

  it('does not save edits of an unlinked recipient to any company', async () => {
    await openRecipient();
    fireEvent.change(screen.getByTestId('recipient-address'), { target: { value: 'Weg 1' } });
    await pause(COMPANY_SAVE_DEBOUNCE_MS + 100);
    expect(updates).toEqual([]);
  });

  it('speaks Dutch', async () => {
    const { field } = await openRecipient('/nl');
    expect(await screen.findByRole('listbox', { name: 'Recente bedrijven' })).toBeInTheDocument();
    type(field, 'Acme');
    expect(await screen.findByTestId('company-create')).toHaveTextContent(
      'Nieuw bedrijf "Acme" aanmaken',
    );
  });

  it('is not offered on a read-only invoice, and nothing is searched there', async () => {
    const { store } = await openRecipient();
    fireEvent.click(await suggestion(0));
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(await screen.findByTestId('saved-view'));
    fireEvent.change(screen.getByTestId('payment-status'), { target: { value: 'paid' } });
    searches = [];

    const summary = screen.getByTestId('edit-recipient');
    expect(summary).not.toHaveAttribute('role', 'button');
    expect(summary).toHaveTextContent('Acme B.V.');
    fireEvent.click(summary);
    expect(screen.queryByTestId('company-picker')).toBeNull();
    expect(screen.queryByTestId('recipient-company')).toBeNull();
    await pause(COMPANY_SEARCH_DEBOUNCE_MS + 50);
    expect(searches).toEqual([]);
    expect(invoiceOf(store).companyId).toBe('id-acme-b-v-');
  });
});
