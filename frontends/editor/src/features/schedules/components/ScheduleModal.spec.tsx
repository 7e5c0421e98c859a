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
import { setAccessToken, type AppStore } from '@app/platform';
import { selectEditor, selectNotices } from '../../../store';
import {
  INVOICE_ID,
  editorStore,
  renderWith,
  savedInvoice,
  storedInvoice,
} from '../../../testing/emailDialogs';
import { EditorToolbar } from '../../editor/components/EditorToolbar';
import { editorActions } from '../../invoices/editor-commands';
import { useCurrentInvoice } from '../../invoices/hooks';
import { today } from '../../invoices/today';
import { InvoiceOverview } from '../../overview/InvoiceOverview';
import { ScheduleModal } from './ScheduleModal';

const API = 'http://localhost/api';
const SCHEDULE_ID = 'sch-0042-abcdefghijkl';

const stored = (overrides: Record<string, unknown> = {}) => ({
  id: SCHEDULE_ID,
  templateInvoiceId: INVOICE_ID,
  type: 'quarterly',
  dayOfMonth: 15,
  startDate: '2026-06-01',
  endDate: '2027-06-01',
  active: true,
  nextInvoiceDate: '2026-06-15',
  createdAt: '2026-05-04T10:00:00.000Z',
  updatedAt: '2026-05-04T10:00:00.000Z',
  ...overrides,
});

type Request = { method: string; path: string; body: unknown };
let requests: Request[] = [];
let forInvoice: () => Response = () =>
  HttpResponse.json({ code: 'NOT_FOUND', message: 'No schedule' }, { status: 404 });
let written: () => Response | null = () => null;

const record = async (request: globalThis.Request): Promise<void> => {
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  requests.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text === '' ? null : JSON.parse(text),
  });
};

const server = setupServer(
  http.get(`${API}/schedules/invoice/:invoiceId`, async ({ request }) => {
    await record(request);
    return forInvoice();
  }),
  http.get(`${API}/schedules`, () => HttpResponse.json({ schedules: [] })),
  // The overview's period fetch: the cloud has nothing this browser lacks.
  http.get(`${API}/invoices`, () =>
    HttpResponse.json({ invoices: [], total: 0, page: 1, limit: 200, hasMore: false }),
  ),
  http.post(`${API}/schedules`, async ({ request }) => {
    await record(request);
    const body = requests.at(-1)?.body as Record<string, unknown>;
    return written() ?? HttpResponse.json(stored({ ...body, endDate: undefined }), { status: 201 });
  }),
  http.put(`${API}/schedules/:id`, async ({ request }) => {
    await record(request);
    const body = requests.at(-1)?.body as Record<string, unknown>;
    return written() ?? HttpResponse.json(stored(body));
  }),
  http.delete(`${API}/schedules/:id`, async ({ request }) => {
    await record(request);
    return written() ?? new HttpResponse(null, { status: 204 });
  }),
  http.all(`${API}/*`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ code: 'NOT_FOUND', message: 'Unexpected' }, { status: 404 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  requests = [];
  forInvoice = () =>
    HttpResponse.json({ code: 'NOT_FOUND', message: 'No schedule' }, { status: 404 });
  written = () => null;
  setAccessToken(null);
  jest.restoreAllMocks();
});
afterAll(() => server.close());

let closed = 0;

/** The modal on the invoice the editor shows, as the toolbar opens it. */
function Dialog() {
  const invoice = useCurrentInvoice();
  return <ScheduleModal invoice={invoice} onClose={() => (closed += 1)} />;
}

async function openModal(
  options: Parameters<typeof editorStore>[0] & { concept?: boolean } = {},
): Promise<AppStore> {
  closed = 0;
  const store = await editorStore(options);
  if (options.concept === true) store.dispatch(editorActions.draftOpened({ reset: false }));
  renderWith(store, <Dialog />);
  if (options.concept !== true) await screen.findByTestId('schedule-save');
  return store;
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const saveButton = () => screen.getByTestId('schedule-save');
const describedBy = (testId: string) =>
  (field(testId).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('ScheduleModal: the fields', () => {
  it('starts a new schedule monthly from today, on its day of the month, active and without end', async () => {
    await openModal();
    const modal = screen.getByRole('dialog', { name: 'Schedule for INV-2026-0042' });
    expect(modal).toHaveAttribute('data-testid', 'schedule-modal');
    expect(screen.getByLabelText('Repeats')).toHaveValue('monthly');
    expect(
      within(screen.getByTestId('schedule-type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Monthly', 'Quarterly', 'Yearly']);
    expect(screen.getByLabelText('Day of the month')).toHaveValue(Number(today().slice(8)));
    expect(screen.getByLabelText('Start date')).toHaveValue(today());
    expect(screen.getByLabelText('End date (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.queryByTestId('schedule-end-clear')).toBeNull();
    expect(screen.queryByTestId('schedule-delete')).toBeNull();
    expect(saveButton()).toBeEnabled();
    // The type select has focus: the modal works from the keyboard.
    expect(screen.getByTestId('schedule-type')).toHaveFocus();
  });

  it.each(['0', '32', ''])(
    'says the day must be between 1 and 31 for %p and disables save',
    async (day) => {
      await openModal();
      change('schedule-day', day);
      expect(field('schedule-day')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('schedule-day-error')).toHaveTextContent(
        'Day must be between 1 and 31',
      );
      expect(describedBy('schedule-day')).toContain('Day must be between 1 and 31');
      expect(saveButton()).toBeDisabled();

      change('schedule-day', '31');
      expect(field('schedule-day')).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByTestId('schedule-day-error')).toBeNull();
      expect(saveButton()).toBeEnabled();
    },
  );

  it('marks an end date before the start red with its message and disables save; the start date itself is allowed', async () => {
    await openModal();
    change('schedule-start', '2026-06-10');
    change('schedule-end', '2026-06-09');
    expect(field('schedule-end')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('schedule-end-error')).toHaveTextContent(
      'End date must be on or after the start date',
    );
    expect(describedBy('schedule-end')).toEqual(['End date must be on or after the start date']);
    expect(saveButton()).toBeDisabled();

    change('schedule-end', '2026-06-10');
    expect(field('schedule-end')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('schedule-end-error')).toBeNull();
    expect(saveButton()).toBeEnabled();
  });

  it('asks for a start date when it is cleared', async () => {
    await openModal();
    change('schedule-start', '');
    expect(screen.getByTestId('schedule-start-error')).toHaveTextContent(
      'Please choose a valid start date',
    );
    expect(saveButton()).toBeDisabled();
  });

  it('speaks Dutch to a Dutch user', async () => {
    await openModal({ language: 'nl' });
    expect(screen.getByRole('dialog', { name: 'Planning voor INV-2026-0042' })).toBeVisible();
    expect(screen.getByLabelText('Herhaling')).toHaveDisplayValue('Maandelijks');
    change('schedule-day', '32');
    expect(screen.getByTestId('schedule-day-error')).toHaveTextContent(
      'De dag moet tussen 1 en 31 liggen',
    );
    change('schedule-day', '1');
    change('schedule-start', '2026-06-10');
    change('schedule-end', '2026-06-01');
    expect(screen.getByTestId('schedule-end-error')).toHaveTextContent(
      'De einddatum moet op of na de startdatum liggen',
    );
    expect(screen.getByRole('button', { name: 'Planning opslaan' })).toBeDisabled();
  });

  it('closes on Escape and on cancel without a request beyond the load', async () => {
    await openModal();
    fireEvent.keyDown(screen.getByTestId('schedule-modal'), { key: 'Escape' });
    expect(closed).toBe(1);
    fireEvent.click(screen.getByTestId('schedule-cancel'));
    expect(closed).toBe(2);
    expect(requests.map((request) => request.method)).toEqual(['GET']);
  });
});

describe('ScheduleModal: a concept', () => {
  const draft = {
    id: 'sch-draft-abcdefghijklm',
    type: 'yearly' as const,
    dayOfMonth: 31,
    startDate: '2026-12-31',
    active: false,
  };

  it('keeps the schedule on the invoice as scheduleData, with an id for the later create, and sends nothing', async () => {
    const store = await openModal({ concept: true });
    expect(screen.getByRole('dialog', { name: 'Schedule a recurring invoice' })).toBeVisible();
    expect(screen.getByTestId('schedule-local-note')).toHaveTextContent(
      'The schedule is created once the invoice is saved.',
    );
    change('schedule-type', 'yearly');
    change('schedule-day', '31');
    change('schedule-start', '2026-12-31');
    fireEvent.click(screen.getByTestId('schedule-active'));
    fireEvent.submit(saveButton());

    await waitFor(() => expect(closed).toBe(1));
    const kept = selectEditor(store.getState()).draft.scheduleData;
    expect(kept).toEqual({ ...draft, id: expect.any(String) });
    expect(kept?.id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(selectEditor(store.getState()).draftEdited).toBe(true);
    expect(requests).toEqual([]);
    // The modal is gone: the page says what happened.
    expect(selectNotices(store.getState())).toEqual([
      expect.objectContaining({
        tone: 'success',
        text: 'Schedule saved: it starts once the invoice is saved',
      }),
    ]);
  });

  it('shows the kept schedule again, and delete (after confirming) removes it without a request', async () => {
    const store = await editorStore();
    store.dispatch(editorActions.draftOpened({ reset: false }));
    store.dispatch(editorActions.scheduleDraftChanged({ id: null, draft }));
    closed = 0;
    renderWith(store, <Dialog />);
    expect(screen.getByLabelText('Repeats')).toHaveValue('yearly');
    expect(screen.getByLabelText('Active')).not.toBeChecked();

    fireEvent.click(screen.getByTestId('schedule-delete'));
    const confirm = screen.getByTestId('schedule-delete-dialog');
    expect(confirm).toHaveTextContent(
      'Delete this schedule? No more invoices will be made from it.',
    );
    fireEvent.click(screen.getByTestId('schedule-delete-dialog-confirm'));
    await waitFor(() => expect(closed).toBe(1));
    expect(selectEditor(store.getState()).draft.scheduleData).toBeUndefined();
    expect(requests).toEqual([]);
  });
});

describe('ScheduleModal: a saved invoice', () => {
  it('shows the loading state, then creates the schedule with the invoice as template and links it locally', async () => {
    closed = 0;
    const store = await editorStore();
    renderWith(store, <Dialog />);
    expect(screen.getByTestId('schedule-loading')).toHaveTextContent('Loading schedule...');
    await screen.findByTestId('schedule-save');

    change('schedule-type', 'quarterly');
    change('schedule-day', '15');
    change('schedule-start', '2026-06-01');
    fireEvent.click(saveButton());
    expect(saveButton()).toHaveTextContent('Saving…');
    expect(saveButton()).toBeDisabled();
    await waitFor(() => expect(closed).toBe(1));

    const create = requests.find((request) => request.method === 'POST');
    expect(create).toEqual({
      method: 'POST',
      path: '/api/schedules',
      body: {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
        templateInvoiceId: INVOICE_ID,
        type: 'quarterly',
        dayOfMonth: 15,
        startDate: '2026-06-01',
        active: true,
      },
    });
    // The server linked it: the local copy follows and is still in step (nothing to send).
    const body = create?.body as { id: string };
    expect(storedInvoice(store)).toMatchObject({ scheduleId: body.id, synced: true });
    expect(selectNotices(store.getState())).toEqual([
      expect.objectContaining({ tone: 'success', text: 'Schedule saved' }),
    ]);
  });

  it('creates a schedule kept as a draft under the draft id', async () => {
    const store = await openModal({
      invoice: savedInvoice({
        scheduleData: {
          id: 'sch-draft-abcdefghijklm',
          type: 'monthly',
          dayOfMonth: 3,
          startDate: '2026-06-03',
          active: true,
        },
      }),
    });
    expect(screen.getByLabelText('Day of the month')).toHaveValue(3);
    expect(screen.getByTestId('schedule-delete')).toBeInTheDocument();
    fireEvent.click(saveButton());
    await waitFor(() => expect(closed).toBe(1));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      id: 'sch-draft-abcdefghijklm',
      dayOfMonth: 3,
    });
    expect(storedInvoice(store)?.scheduleId).toBe('sch-draft-abcdefghijklm');
    expect(storedInvoice(store)?.scheduleData).toBeUndefined();
  });

  it('loads the stored schedule and saves changes with an update; clearing the end date removes it', async () => {
    forInvoice = () => HttpResponse.json(stored());
    const store = await openModal({ invoice: savedInvoice({ scheduleId: SCHEDULE_ID }) });
    expect(screen.getByLabelText('Repeats')).toHaveValue('quarterly');
    expect(screen.getByLabelText('Day of the month')).toHaveValue(15);
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-06-01');
    expect(screen.getByLabelText('End date (optional)')).toHaveValue('2027-06-01');

    fireEvent.click(screen.getByTestId('schedule-end-clear'));
    expect(field('schedule-end')).toHaveValue('');
    expect(field('schedule-end')).toHaveFocus();
    expect(screen.queryByTestId('schedule-end-clear')).toBeNull();
    change('schedule-day', '20');
    fireEvent.click(saveButton());
    await waitFor(() => expect(closed).toBe(1));

    expect(requests.filter((request) => request.method !== 'GET')).toEqual([
      {
        method: 'PUT',
        path: `/api/schedules/${SCHEDULE_ID}`,
        body: {
          type: 'quarterly',
          dayOfMonth: 20,
          startDate: '2026-06-01',
          endDate: null,
          active: true,
        },
      },
    ]);
    expect(storedInvoice(store)).toMatchObject({ scheduleId: SCHEDULE_ID, synced: true });
  });

  it('deletes the schedule after confirming and clears the link; cancelling the question keeps it', async () => {
    forInvoice = () => HttpResponse.json(stored());
    const store = await openModal({ invoice: savedInvoice({ scheduleId: SCHEDULE_ID }) });

    fireEvent.click(screen.getByTestId('schedule-delete'));
    fireEvent.keyDown(screen.getByTestId('schedule-delete-dialog'), { key: 'Escape' });
    expect(screen.queryByTestId('schedule-delete-dialog')).toBeNull();
    expect(screen.getByTestId('schedule-modal')).toBeInTheDocument();
    expect(closed).toBe(0);

    fireEvent.click(screen.getByTestId('schedule-delete'));
    fireEvent.click(screen.getByTestId('schedule-delete-dialog-confirm'));
    await waitFor(() => expect(closed).toBe(1));
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([
      { method: 'DELETE', path: `/api/schedules/${SCHEDULE_ID}`, body: null },
    ]);
    expect(storedInvoice(store)?.scheduleId).toBeUndefined();
    expect(selectNotices(store.getState()).map((notice) => notice.text)).toEqual([
      'Schedule deleted',
    ]);
  });

  it('keeps the modal open with a short note when saving fails, logs it, and saves on the next try', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    written = () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 });
    const store = await openModal();
    const loads = () => requests.filter((request) => request.method === 'GET').length;
    const loadsBeforeSaving = loads();
    change('schedule-day', '20');
    fireEvent.click(saveButton());

    expect(await screen.findByTestId('schedule-error')).toHaveTextContent(
      'The schedule could not be saved. Please try again.',
    );
    // The failed create made the schedule list stale: it is asked for again (how many times the
    // first load took is the cache's business), and that does not reset the form.
    await waitFor(() => expect(loads()).toBeGreaterThan(loadsBeforeSaving));
    expect(screen.getByTestId('schedule-error')).toBeInTheDocument();
    expect(field('schedule-day')).toHaveValue(20);
    expect(closed).toBe(0);
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).toHaveTextContent('Save schedule');
    expect(logged).toHaveBeenCalledWith('Saving the schedule failed', expect.anything());
    expect(storedInvoice(store)?.scheduleId).toBeUndefined();

    written = () => null;
    fireEvent.click(saveButton());
    await waitFor(() => expect(closed).toBe(1));
    // The same id both times: a create whose answer was lost is not made twice.
    const creates = requests.filter((request) => request.method === 'POST');
    expect(creates).toHaveLength(2);
    expect((creates[0]?.body as { id: string }).id).toBe((creates[1]?.body as { id: string }).id);
  });

  it('keeps the schedule when deleting fails, in Dutch too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    forInvoice = () => HttpResponse.json(stored());
    written = () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 });
    const store = await openModal({
      invoice: savedInvoice({ scheduleId: SCHEDULE_ID }),
      language: 'nl',
    });
    fireEvent.click(screen.getByTestId('schedule-delete'));
    fireEvent.click(screen.getByTestId('schedule-delete-dialog-confirm'));
    expect(await screen.findByTestId('schedule-error')).toHaveTextContent(
      'De planning kon niet worden verwijderd. Probeer het opnieuw.',
    );
    expect(screen.getByTestId('schedule-delete')).toBeEnabled();
    expect(closed).toBe(0);
    expect(storedInvoice(store)?.scheduleId).toBe(SCHEDULE_ID);
  });

  it('says when the schedule could not be loaded, logs it, and tries again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    forInvoice = () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 });
    closed = 0;
    const store = await editorStore();
    renderWith(store, <Dialog />);
    expect(await screen.findByTestId('schedule-load-error')).toHaveTextContent(
      'The schedule could not be loaded.',
    );
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByTestId('schedule-save')).toBeNull();

    forInvoice = () => HttpResponse.json(stored());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('schedule-save')).toBeEnabled();
    expect(screen.getByLabelText('Repeats')).toHaveValue('quarterly');
  });
});

describe('opening the schedule modal', () => {
  function Toolbar() {
    const invoice = useCurrentInvoice();
    return <EditorToolbar invoice={invoice} />;
  }

  it('asks a signed-out user to sign in, from the toolbar and from a planned card', async () => {
    const store = await editorStore({
      signedIn: false,
      invoice: savedInvoice({ scheduleId: SCHEDULE_ID }),
    });
    renderWith(
      store,
      <>
        <Toolbar />
        <InvoiceOverview onOpened={() => undefined} />
      </>,
    );
    fireEvent.click(screen.getByTestId('action-schedule'));
    expect(screen.getByTestId('login-required-dialog')).toHaveTextContent(
      'Recurring invoices need an account.',
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    fireEvent.click(screen.getByTestId('period-planned'));
    fireEvent.click(screen.getByTestId('card-edit-schedule'));
    expect(screen.getByTestId('login-required-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-modal')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('opens it from the toolbar of a concept for a signed-in user', async () => {
    const store = await editorStore();
    store.dispatch(editorActions.draftOpened({ reset: false }));
    renderWith(store, <Toolbar />);
    fireEvent.click(screen.getByTestId('action-schedule'));
    expect(await screen.findByTestId('schedule-modal')).toBeInTheDocument();
    expect(screen.getByTestId('schedule-local-note')).toBeInTheDocument();
  });

  it("opens it from a planned card for that card's invoice, whose card stays not loadable", async () => {
    forInvoice = () => HttpResponse.json(stored());
    const store = await editorStore({ invoice: savedInvoice({ scheduleId: SCHEDULE_ID }) });
    store.dispatch(editorActions.draftOpened({ reset: false }));
    renderWith(store, <InvoiceOverview onOpened={() => undefined} />);
    fireEvent.click(screen.getByTestId('period-planned'));
    const card = await screen.findByTestId('invoice-card');
    expect(within(card).queryByRole('button', { name: /Invoice for/ })).toBeNull();

    fireEvent.click(within(card).getByTestId('card-edit-schedule'));
    expect(
      await screen.findByRole('dialog', { name: 'Schedule for INV-2026-0042' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('schedule-save')).toBeEnabled();
    expect(requests.map((request) => request.path)).toContain(
      `/api/schedules/invoice/${INVOICE_ID}`,
    );
    fireEvent.click(screen.getByTestId('schedule-cancel'));
    expect(screen.queryByTestId('schedule-modal')).toBeNull();
  });
});
