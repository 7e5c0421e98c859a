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
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { storedDateOf } from '@app/contracts/invoice';
import { lastCompleteQuarter, vatReturnPeriodKey } from '@app/contracts/vat-return';
import { i18n, setAccessToken, type AppStore } from '@app/platform';
import { editorStore } from '../../testing/emailDialogs';
import { ReportsPage } from '../../pages/ReportsPage';

const API = 'http://localhost/api/exports/accountant';
const CHUNKS = ['PK\u0003\u0004first-part', 'second-part', 'the-end'];
const ESTIMATE = 60;

let documents = 3;
let summaries: string[] = [];
let exports: { url: URL; authorization: string | null }[] = [];
/** Lets a test hold the ZIP's last chunk back, to look at the progress bar meanwhile. */
let release: () => void = () => undefined;
let exportAnswer: () => Response;
let saved: { name: string; blob: Blob }[] = [];

const streamed = (hold: boolean) => {
  const encoder = new TextEncoder();
  const held = new Promise<void>((resolve) => {
    release = resolve;
    if (!hold) resolve();
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CHUNKS[0]));
      controller.enqueue(encoder.encode(CHUNKS[1]));
      await held;
      controller.enqueue(encoder.encode(CHUNKS[2]));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/zip' } });
};

const server = setupServer(
  http.get(`${API}/summary`, ({ request }) => {
    summaries.push(new URL(request.url).searchParams.get('period') ?? '');
    return HttpResponse.json({ documents, bytes: documents === 0 ? 0 : ESTIMATE });
  }),
  http.get(API, ({ request }) => {
    exports.push({
      url: new URL(request.url),
      authorization: request.headers.get('Authorization'),
    });
    return exportAnswer();
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  setAccessToken('token-1');
  exportAnswer = () => streamed(false);
  let blob: Blob | undefined;
  URL.createObjectURL = jest.fn((object: Blob | MediaSource) => {
    blob = object as Blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot follow a download link: record which file was offered instead.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blob! });
  });
});
afterEach(() => {
  documents = 3;
  summaries = [];
  exports = [];
  saved = [];
  release();
  jest.restoreAllMocks();
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

async function renderSection(path = '/reports/export', language: 'en' | 'nl' = 'en') {
  const store: AppStore = await editorStore({ signedIn: true, language });
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/reports/*" element={<ReportsPage />} />
            <Route path="/nl/reports/*" element={<ReportsPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const chooseQ3 = () => {
  fireEvent.change(screen.getByLabelText('Quarter'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2026' } });
};

describe('AccountantExport', () => {
  it('starts on the last quarter that ended and says how many documents it holds', async () => {
    await renderSection();
    const period = vatReturnPeriodKey(lastCompleteQuarter(storedDateOf(new Date())));
    expect(await screen.findByText('3 issued documents in this period.')).toBeInTheDocument();
    expect(summaries).toEqual([period]);
    expect(screen.getByRole('heading', { name: 'Export for your accountant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export for your accountant' })).toBeEnabled();
  });

  it('downloads the ZIP with the token, showing its progress, and saves it whole', async () => {
    exportAnswer = () => streamed(true);
    await renderSection();
    chooseQ3();
    await waitFor(() => expect(summaries).toContain('2026-Q3'));
    await screen.findByText('3 issued documents in this period.');
    fireEvent.click(screen.getByRole('button', { name: 'Export for your accountant' }));

    const bar = await screen.findByRole('progressbar', { name: 'Downloading the export' });
    const firstTwo = CHUNKS[0]!.length + CHUNKS[1]!.length;
    await waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuenow', String(Math.floor((firstTwo / ESTIMATE) * 100))),
    );
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(exports[0]!.url.searchParams.get('period')).toBe('2026-Q3');
    expect(exports[0]!.url.searchParams.get('language')).toBe('en');
    expect(exports[0]!.authorization).toBe('Bearer token-1');
    expect(saved).toEqual([]);

    release();
    expect(await screen.findByText(/The export is saved/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(saved.map((file) => file.name)).toEqual(['accountant-2026-Q3.zip']);
    expect(await saved[0]!.blob.text()).toBe(CHUNKS.join(''));
  });

  it('stops the download when the user cancels, saving nothing', async () => {
    exportAnswer = () => streamed(true);
    await renderSection();
    await screen.findByText('3 issued documents in this period.');
    fireEvent.click(screen.getByRole('button', { name: 'Export for your accountant' }));
    await screen.findByRole('progressbar');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The export was cancelled.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export for your accountant' })).toBeEnabled();
  });

  it('says so when the export fails', async () => {
    exportAnswer = () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 });
    await renderSection();
    await screen.findByText('3 issued documents in this period.');
    fireEvent.click(screen.getByRole('button', { name: 'Export for your accountant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed. Please try again.',
    );
    expect(saved).toEqual([]);
  });

  it('offers nothing to export for a period without issued documents', async () => {
    documents = 0;
    await renderSection();
    expect(await screen.findByText('No issued documents in this period')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export for your accountant' })).toBeDisabled();
  });

  it('speaks Dutch under /nl and asks for a Dutch ledger', async () => {
    await renderSection('/nl/reports/export', 'nl');
    expect(await screen.findByText('3 uitgegeven documenten in deze periode.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Kwartaal of maand'), { target: { value: 'month' } });
    fireEvent.change(screen.getByLabelText('Maand'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Jaar'), { target: { value: '2026' } });
    await waitFor(() => expect(summaries).toContain('2026-07'));
    expect(screen.getByRole('option', { name: 'juli' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Exporteer voor je boekhouder' }));
    expect(await screen.findByText(/De export is opgeslagen/)).toBeInTheDocument();
    expect(exports[0]!.url.searchParams.get('period')).toBe('2026-07');
    expect(exports[0]!.url.searchParams.get('language')).toBe('nl');
    expect(saved.map((file) => file.name)).toEqual(['accountant-2026-07.zip']);
  });
});
