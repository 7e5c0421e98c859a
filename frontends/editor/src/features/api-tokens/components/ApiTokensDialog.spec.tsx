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
import { setAccessToken } from '@app/platform';
import { editorStore, renderWith } from '../../../testing/emailDialogs';
import { clickLazySetting, LAZY_CHUNK_MS } from '../../../testing/lazy-chunks';
import { SettingsMenu } from '../../editor/components/SettingsMenu';

// The settings row comes with its own chunk (testing/lazy-chunks.ts).
jest.setTimeout(2 * LAZY_CHUNK_MS);

const API = 'http://localhost/api';
const SECRET = 'pat_Xy3kQ9aBcD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ';
const NOW_SECONDS = Math.floor(Date.now() / 1000);

type Token = {
  id: string;
  name: string;
  scope: 'read' | 'write';
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
};

const token = (overrides: Partial<Token> = {}): Token => ({
  id: '3f6c1e2a-8b4d-4c7e-9a10-5d2b7e8f9a01',
  name: 'Bookkeeping export',
  scope: 'read',
  prefix: 'pat_Ab12Cd34',
  createdAt: NOW_SECONDS - 86_400 * 3,
  lastUsedAt: NOW_SECONDS - 3 * 3600,
  ...overrides,
});

const page = (tokens: Token[]) => ({
  tokens,
  total: tokens.length,
  totalCapped: false,
  page: 1,
  limit: 100,
  hasMore: false,
  nextCursor: null,
});

let stored: Token[] = [];
let listAnswer: (() => Response) | null = null;
let createAnswer: (() => Response) | null = null;
let posted: unknown[] = [];
let deleted: string[] = [];

const server = setupServer(
  http.get(`${API}/user/tokens`, () => listAnswer?.() ?? HttpResponse.json(page(stored))),
  http.post(`${API}/user/tokens`, async ({ request }) => {
    const body = (await request.json()) as { token: { name: string; scope: 'read' | 'write' } };
    posted.push(body);
    if (createAnswer !== null) return createAnswer();
    const made = token({
      id: '9b2f4c1e-7d3a-4e5b-8c6d-0f1a2b3c4d5e',
      name: body.token.name,
      scope: body.token.scope,
      prefix: SECRET.slice(0, 12),
      createdAt: NOW_SECONDS,
      lastUsedAt: null,
    });
    stored = [made, ...stored];
    return HttpResponse.json({ token: made, secret: SECRET }, { status: 201 });
  }),
  http.delete(`${API}/user/tokens/:id`, ({ params }) => {
    deleted.push(String(params.id));
    stored = stored.filter((row) => row.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  stored = [];
  listAnswer = null;
  createAnswer = null;
  posted = [];
  deleted = [];
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

async function openTokens(options: { signedIn?: boolean; language?: 'en' | 'nl' } = {}) {
  const store = await editorStore({ signedIn: options.signedIn ?? true, ...options });
  renderWith(store, <SettingsMenu />);
  fireEvent.click(screen.getByTestId('settings-button'));
  await clickLazySetting('settings-api-tokens');
  return screen.getByRole('dialog', {
    name: options.language === 'nl' ? 'API-tokens' : 'API tokens',
  });
}

describe('API tokens in the settings', () => {
  it('are offered to signed-in users only', async () => {
    const store = await editorStore({ signedIn: false });
    renderWith(store, <SettingsMenu />);
    fireEvent.click(screen.getByTestId('settings-button'));
    expect(screen.queryByTestId('settings-api-tokens')).toBeNull();
  });

  it('list the tokens with their access, creation and last use, never a secret', async () => {
    stored = [
      token(),
      token({
        id: '0b0f6c8e-8a47-4d0e-9a51-6c1f8f0f4a10',
        name: 'Nightly sync',
        scope: 'write',
        prefix: 'pat_Zz99Yy88',
        lastUsedAt: null,
      }),
    ];
    const dialog = await openTokens();
    const items = await within(dialog).findAllByTestId('api-tokens-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bookkeeping export');
    expect(items[0]).toHaveTextContent('Read only');
    expect(items[0]).toHaveTextContent('pat_Ab12Cd34…');
    expect(items[0]).toHaveTextContent('Last used 3 hours ago');
    expect(items[1]).toHaveTextContent('Nightly sync');
    expect(items[1]).toHaveTextContent('Read and write');
    expect(items[1]).toHaveTextContent('Never used');
    expect(within(dialog).getByText('(2 of 50)')).toBeInTheDocument();
  });

  it('say so when there are none yet', async () => {
    const dialog = await openTokens();
    expect(await within(dialog).findByTestId('api-tokens-empty')).toHaveTextContent(
      'You have no tokens yet.',
    );
  });

  it('say so when the list cannot be loaded, and try again', async () => {
    listAnswer = () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 });
    const dialog = await openTokens();
    const problem = await within(dialog).findByTestId('api-tokens-load-error');
    expect(problem).toHaveTextContent('Your tokens could not be loaded.');
    listAnswer = null;
    stored = [token()];
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByTestId('api-tokens-item')).toHaveLength(1);
  });

  it('create a token and show its secret once, with a copy button', async () => {
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openTokens();
    await within(dialog).findByTestId('api-tokens-empty');
    fireEvent.change(within(dialog).getByLabelText('Name'), {
      target: { value: '  Nightly sync  ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Access'), { target: { value: 'write' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const fresh = await within(dialog).findByTestId('api-tokens-new');
    expect(posted).toEqual([{ token: { name: 'Nightly sync', scope: 'write' } }]);
    expect(fresh).toHaveTextContent('Your new token "Nightly sync"');
    expect(within(fresh).getByRole('alert')).toHaveTextContent('it will not be shown again');
    expect(within(fresh).getByLabelText('Your new token')).toHaveValue(SECRET);
    // Ready to copy: the secret has the focus.
    expect(within(fresh).getByLabelText('Your new token')).toHaveFocus();
    fireEvent.click(within(fresh).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(fresh).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The list shows the new token, by its prefix only.
    const items = await within(dialog).findAllByTestId('api-tokens-item');
    expect(items[0]).toHaveTextContent('Nightly sync');
    expect(items[0]).not.toHaveTextContent(SECRET);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');

    fireEvent.click(within(fresh).getByTestId('api-tokens-done'));
    expect(within(dialog).queryByTestId('api-tokens-new')).toBeNull();
    expect(within(dialog).queryByDisplayValue(SECRET)).toBeNull();
    // The keyboard stays in the dialog, on the field for another token.
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('select the secret for copying by hand when the clipboard is out of reach', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const dialog = await openTokens();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Script' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const fresh = await within(dialog).findByTestId('api-tokens-new');
    fireEvent.click(within(fresh).getByRole('button', { name: 'Copy' }));
    expect(await within(fresh).findByText(/copy it yourself/)).toBeInTheDocument();
  });

  it('ask for a name before creating, and send nothing', async () => {
    const dialog = await openTokens();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Enter a name of 1 to 100 characters.')).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it('explain the limit when the server refuses another token', async () => {
    createAnswer = () =>
      HttpResponse.json(
        { statusCode: 400, code: 'TOKEN_LIMIT_REACHED', message: 'at most 50' },
        { status: 400 },
      );
    const dialog = await openTokens();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'One more' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByTestId('api-tokens-create-error')).toHaveTextContent(
      'You have 50 tokens, the most you can have. Revoke one to create another.',
    );
    expect(within(dialog).queryByTestId('api-tokens-new')).toBeNull();
  });

  it('revoke a token after a confirmation', async () => {
    stored = [token()];
    const dialog = await openTokens();
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Revoke "Bookkeeping export"' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Revoke this token?' });
    expect(confirm).toHaveTextContent('Programs that use "Bookkeeping export" stop working');
    // Cancelling keeps it.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke "Bookkeeping export"' }));
    fireEvent.click(screen.getByTestId('api-tokens-revoke-dialog-confirm'));
    await waitFor(() => expect(deleted).toEqual([token().id]));
    expect(await within(dialog).findByTestId('api-tokens-empty')).toBeInTheDocument();
    expect(within(dialog).getByText('"Bookkeeping export" revoked.')).toBeInTheDocument();
  });

  it('close with Escape and give focus back to the settings button', async () => {
    const dialog = await openTokens();
    await within(dialog).findByTestId('api-tokens-empty');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('settings-button')).toHaveFocus();
  });

  it('speak Dutch on the Dutch page', async () => {
    stored = [token({ lastUsedAt: null })];
    const dialog = await openTokens({ language: 'nl' });
    const item = (await within(dialog).findAllByTestId('api-tokens-item'))[0]!;
    expect(item).toHaveTextContent('Alleen lezen');
    expect(item).toHaveTextContent('Nooit gebruikt');
    expect(within(dialog).getByRole('button', { name: 'Token maken' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Toegang')).toBeInTheDocument();
  });
});
