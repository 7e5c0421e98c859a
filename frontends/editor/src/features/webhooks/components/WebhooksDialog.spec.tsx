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
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYqrTw==';
const NOW = Math.floor(Date.now() / 1000);

type Endpoint = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  createdAt: number;
};

const endpoint = (overrides: Partial<Endpoint> = {}): Endpoint => ({
  id: '5b8f2d1c-3e4a-4f6b-8c7d-9e0f1a2b3c4d',
  url: 'https://books.example/hooks',
  description: 'Bookkeeping',
  events: ['invoice.created', 'invoice.paid'],
  enabled: true,
  createdAt: NOW - 86_400,
  ...overrides,
});

const page = <Row,>(key: string, rows: Row[]) => ({
  [key]: rows,
  total: rows.length,
  totalCapped: false,
  page: 1,
  limit: 10,
  hasMore: false,
  nextCursor: null,
});

const delivery = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  eventId: '2f4e6a8c-1b3d-4f5a-9c7e-0d2b4f6a8c1e',
  eventType: 'invoice.paid',
  status: 'pending',
  attempts: [
    { at: NOW - 120, statusCode: 500, durationMs: 84, error: 'HTTP 500', response: 'Oops' },
    {
      at: NOW - 60,
      statusCode: null,
      durationMs: 5001,
      error: 'Could not connect within 5000 ms',
      response: null,
    },
  ],
  nextAttemptAt: NOW + 1500,
  createdAt: NOW - 120,
};

let stored: Endpoint[] = [];
let createAnswer: (() => Response) | null = null;
let listAnswer: (() => Response) | null = null;
let posted: unknown[] = [];
let put: unknown[] = [];
let deleted: string[] = [];
let tested: string[] = [];

const server = setupServer(
  http.get(`${API}/user/webhooks`, () =>
    listAnswer !== null ? listAnswer() : HttpResponse.json(page('endpoints', stored)),
  ),
  http.post(`${API}/user/webhooks`, async ({ request }) => {
    const body = (await request.json()) as { endpoint: Omit<Endpoint, 'id' | 'createdAt'> };
    posted.push(body);
    if (createAnswer !== null) return createAnswer();
    const made = endpoint({ ...body.endpoint, id: '9b2f4c1e-7d3a-4e5b-8c6d-0f1a2b3c4d5e' });
    stored = [...stored, made];
    return HttpResponse.json({ endpoint: made, secret: SECRET }, { status: 201 });
  }),
  http.put(`${API}/user/webhooks/:id`, async ({ params, request }) => {
    const body = (await request.json()) as { endpoint: Omit<Endpoint, 'id' | 'createdAt'> };
    put.push(body);
    stored = stored.map((row) => (row.id === params.id ? { ...row, ...body.endpoint } : row));
    return HttpResponse.json(stored.find((row) => row.id === params.id));
  }),
  http.delete(`${API}/user/webhooks/:id`, ({ params }) => {
    deleted.push(String(params.id));
    stored = stored.filter((row) => row.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(`${API}/user/webhooks/:id/rotate-secret`, ({ params }) =>
    HttpResponse.json({
      endpoint: stored.find((row) => row.id === params.id),
      secret: `${SECRET.slice(0, -4)}AA==`,
    }),
  ),
  http.get(`${API}/user/webhooks/:id/deliveries`, () =>
    HttpResponse.json(page('deliveries', [delivery])),
  ),
  http.post(`${API}/user/webhooks/:id/test`, ({ params }) => {
    tested.push(String(params.id));
    return HttpResponse.json(
      { ...delivery, eventType: 'webhook.test', attempts: [] },
      { status: 201 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  stored = [];
  createAnswer = null;
  listAnswer = null;
  posted = [];
  put = [];
  deleted = [];
  tested = [];
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

async function openWebhooks(options: { language?: 'en' | 'nl' } = {}) {
  const store = await editorStore({ signedIn: true, ...options });
  renderWith(store, <SettingsMenu />);
  fireEvent.click(screen.getByTestId('settings-button'));
  await clickLazySetting('settings-webhooks');
  return screen.getByRole('dialog', { name: 'Webhooks' });
}

describe('webhooks in the settings', () => {
  it('are offered to signed-in users only', async () => {
    const store = await editorStore({ signedIn: false });
    renderWith(store, <SettingsMenu />);
    fireEvent.click(screen.getByTestId('settings-button'));
    expect(screen.queryByTestId('settings-webhooks')).toBeNull();
  });

  it('say when there are no endpoints yet', async () => {
    const dialog = await openWebhooks();
    expect(await within(dialog).findByTestId('webhooks-empty')).toHaveTextContent(
      'You have no webhook endpoints yet.',
    );
  });

  it('list the endpoints with their events and switches, never a secret', async () => {
    stored = [
      endpoint(),
      endpoint({ id: '0b0f6c8e-8a47-4d0e-9a51-6c1f8f0f4a10', description: '', enabled: false }),
    ];
    const dialog = await openWebhooks();
    const items = await within(dialog).findAllByTestId('webhooks-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bookkeeping');
    expect(items[0]).toHaveTextContent('https://books.example/hooks');
    expect(items[0]).toHaveTextContent('Invoice created, Invoice paid');
    expect(within(items[0]!).getByRole('checkbox', { name: 'On: Bookkeeping' })).toBeChecked();
    expect(
      within(items[1]!).getByRole('checkbox', { name: 'On: https://books.example/hooks' }),
    ).not.toBeChecked();
    expect(within(dialog).getByText('(2 of 10)')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('whsec_');
  });

  it('say so when the list cannot be loaded, and try again', async () => {
    listAnswer = () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 });
    const dialog = await openWebhooks();
    const problem = await within(dialog).findByTestId('webhooks-load-error');
    listAnswer = null;
    stored = [endpoint()];
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByTestId('webhooks-item')).toHaveLength(1);
  });

  it('add an endpoint with the chosen events and show its secret once, with a copy button', async () => {
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openWebhooks();
    await within(dialog).findByTestId('webhooks-empty');
    fireEvent.change(within(dialog).getByLabelText('Address (URL)'), {
      target: { value: ' https://books.example/in ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), {
      target: { value: 'Books' },
    });
    // Credit notes are not sent yet: not ticked by default, and said so.
    const credited = within(dialog).getByRole('checkbox', { name: /Invoice credited/ });
    expect(credited).not.toBeChecked();
    expect(within(dialog).getByText(/not sent yet/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Invoice overdue/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /E-mail could not be sent/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const fresh = await within(dialog).findByTestId('webhooks-secret');
    expect(posted).toEqual([
      {
        endpoint: {
          url: 'https://books.example/in',
          description: 'Books',
          events: ['invoice.created', 'invoice.sent', 'invoice.paid'],
          enabled: true,
        },
      },
    ]);
    expect(within(fresh).getByRole('alert')).toHaveTextContent('it will not be shown again');
    expect(within(fresh).getByLabelText('Signing secret')).toHaveValue(SECRET);
    fireEvent.click(within(fresh).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(dialog).findAllByTestId('webhooks-item')).toHaveLength(1);
    fireEvent.click(within(fresh).getByTestId('webhooks-secret-done'));
    expect(within(dialog).queryByDisplayValue(SECRET)).toBeNull();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('check the address and the events before sending, and explain refusals', async () => {
    const dialog = await openWebhooks();
    fireEvent.change(within(dialog).getByLabelText('Address (URL)'), {
      target: { value: 'books.example' },
    });
    for (const name of [
      /Invoice created/,
      /Invoice sent/,
      /Invoice paid/,
      /Invoice overdue/,
      /E-mail/,
    ]) {
      fireEvent.click(within(dialog).getByRole('checkbox', { name }));
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(/Enter a full https:\/\/ address/)).toBeVisible();
    expect(within(dialog).getByText('Choose at least one event.')).toBeVisible();
    expect(within(dialog).getByLabelText('Address (URL)')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);

    createAnswer = () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          fields: [{ field: 'endpoint.url', message: 'must not be a private address' }],
        },
        { status: 400 },
      );
    fireEvent.change(within(dialog).getByLabelText('Address (URL)'), {
      target: { value: 'https://10.0.0.1/in' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Invoice paid/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByTestId('webhooks-create-error')).toHaveTextContent(
      'not a local or private network',
    );

    createAnswer = () =>
      HttpResponse.json({ statusCode: 400, code: 'WEBHOOK_LIMIT_REACHED' }, { status: 400 });
    fireEvent.change(within(dialog).getByLabelText('Address (URL)'), {
      target: { value: 'https://books.example/in' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByTestId('webhooks-create-error')).toHaveTextContent(
      'You have 10 endpoints',
    );
  });

  it('switch an endpoint off with its whole description sent back', async () => {
    stored = [endpoint()];
    const dialog = await openWebhooks();
    const [item] = await within(dialog).findAllByTestId('webhooks-item');
    fireEvent.click(within(item!).getByRole('checkbox', { name: 'On: Bookkeeping' }));
    await waitFor(() =>
      expect(put).toEqual([
        {
          endpoint: {
            url: 'https://books.example/hooks',
            description: 'Bookkeeping',
            events: ['invoice.created', 'invoice.paid'],
            enabled: false,
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(within(item!).getByRole('checkbox', { name: 'On: Bookkeeping' })).not.toBeChecked(),
    );
  });

  it('delete an endpoint only after a confirmation', async () => {
    stored = [endpoint()];
    const dialog = await openWebhooks();
    const [item] = await within(dialog).findAllByTestId('webhooks-item');
    fireEvent.click(
      within(item!).getByRole('button', { name: 'Delete https://books.example/hooks' }),
    );
    const confirm = await screen.findByTestId('webhooks-confirm');
    expect(confirm).toHaveTextContent('Delete this endpoint?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    fireEvent.click(
      within(item!).getByRole('button', { name: 'Delete https://books.example/hooks' }),
    );
    fireEvent.click(
      within(await screen.findByTestId('webhooks-confirm')).getByRole('button', {
        name: 'Delete endpoint',
      }),
    );
    await waitFor(() => expect(deleted).toEqual([endpoint().id]));
    expect(await within(dialog).findByTestId('webhooks-empty')).toBeInTheDocument();
    expect(within(dialog).getByText('https://books.example/hooks deleted.')).toBeInTheDocument();
  });

  it('rotate the secret after a confirmation and show the new one once', async () => {
    stored = [endpoint()];
    const dialog = await openWebhooks();
    const [item] = await within(dialog).findAllByTestId('webhooks-item');
    fireEvent.click(within(item!).getByRole('button', { name: 'New secret: Bookkeeping' }));
    fireEvent.click(
      within(await screen.findByTestId('webhooks-confirm')).getByRole('button', {
        name: 'Make a new secret',
      }),
    );
    const fresh = await within(dialog).findByTestId('webhooks-secret');
    expect(fresh).toHaveTextContent('The new signing secret');
    expect(within(fresh).getByLabelText('Signing secret')).toHaveValue(
      `${SECRET.slice(0, -4)}AA==`,
    );
  });

  it('show an endpoint’s deliveries with every try, and send a test event', async () => {
    stored = [endpoint()];
    const dialog = await openWebhooks();
    const [item] = await within(dialog).findAllByTestId('webhooks-item');
    const toggle = within(item!).getByRole('button', { name: 'Deliveries: Bookkeeping' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const [row] = await within(item!).findAllByTestId('webhooks-delivery');
    expect(row).toHaveTextContent('Invoice paid');
    expect(row).toHaveTextContent('On its way');
    expect(row).toHaveTextContent(delivery.eventId);
    const attempts = within(row!).getAllByTestId('webhooks-attempt');
    expect(attempts[0]).toHaveTextContent('HTTP 500');
    expect(attempts[0]).toHaveTextContent('84 ms');
    expect(attempts[1]).toHaveTextContent('No answer');
    expect(attempts[1]).toHaveTextContent('Could not connect within 5000 ms');
    expect(row).toHaveTextContent('Next try');

    fireEvent.click(within(item!).getByRole('button', { name: 'Send test event: Bookkeeping' }));
    await waitFor(() => expect(tested).toEqual([endpoint().id]));
    expect(await within(item!).findByText(/Test event queued/)).toBeInTheDocument();
  });

  it('speak Dutch', async () => {
    stored = [endpoint()];
    const dialog = await openWebhooks({ language: 'nl' });
    expect(await within(dialog).findAllByTestId('webhooks-item')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Endpoint toevoegen' })).toBeInTheDocument();
    expect(within(dialog).getByText('Je endpoints')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Factuur betaald/ })).toBeChecked();
  });
});
