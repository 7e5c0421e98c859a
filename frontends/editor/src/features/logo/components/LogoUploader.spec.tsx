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
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { LOGO_MAX_BYTES, SETTINGS_MESSAGES, type Logo } from '@app/contracts/settings';
import {
  createAppStore,
  i18n,
  sessionActions,
  setAccessToken,
  setLanguage,
  setRefreshHandler,
  type AppStore,
} from '@app/platform';
import '../../../i18n';
import { selectSettings } from '../../../store';
import { LoginRequiredProvider } from '../../account/LoginRequired';
import { LogoArea } from '../../editor/components/LogoArea';
import { settingsSlice } from '../../settings/settingsSlice';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXISTING: Logo = { id: 'logo-1', url: '/api/logo/logo-1', filename: 'bakkerij.png' };
const UPLOADED: Logo = { id: 'logo-2', url: '/api/logo/logo-2', filename: 'studio.png' };

/**
 * A File of Node's (what Node's FormData and fetch, and so msw, accept; jsdom's File is not one),
 * made through the environment's FormData and Blob, which are Node's.
 */
function file(name: string, bytes: number[], size = bytes.length): File {
  const content = new Uint8Array(size);
  content.set(bytes);
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'image/png' }), name);
  return form.get('file') as File;
}
const png = (name = 'studio.png') => file(name, [...PNG_HEAD, 0, 0, 0, 13]);

type Upload = { authorization: string | null; name: string | null; size: number | null };
let uploads: Upload[] = [];
let deletes = 0;
let logoRequests: Array<{ id: string; variant: string | null; authorization: string | null }> = [];
let uploadAnswer: () => Response | Promise<Response> = () =>
  HttpResponse.json({ success: true, logo: UPLOADED }, { status: 201 });
let deleteAnswer: () => Response = () => HttpResponse.json({ success: true });
let validToken = 'token-1';

const server = setupServer(
  http.post('http://localhost/api/logo/upload', async ({ request }) => {
    const form = await request.formData();
    const sent = form.get('file');
    uploads.push({
      authorization: request.headers.get('Authorization'),
      name: typeof sent === 'object' && sent !== null ? sent.name : null,
      size: typeof sent === 'object' && sent !== null ? sent.size : null,
    });
    return uploadAnswer();
  }),
  http.delete('http://localhost/api/logo/delete', () => {
    deletes += 1;
    return deleteAnswer();
  }),
  http.get('http://localhost/api/logo/:id', ({ request, params }) => {
    const authorization = request.headers.get('Authorization');
    logoRequests.push({
      id: String(params.id),
      variant: new URL(request.url).searchParams.get('variant'),
      authorization,
    });
    if (authorization !== `Bearer ${validToken}`) {
      return HttpResponse.json({ code: 'UNAUTHENTICATED' }, { status: 401 });
    }
    return new HttpResponse(new Uint8Array(PNG_HEAD), { headers: { 'Content-Type': 'image/png' } });
  }),
);

let created: string[] = [];
let revoked: string[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  created = [];
  revoked = [];
  let next = 0;
  jest.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    next += 1;
    const url = `blob:http://localhost/logo-${next}`;
    created.push(url);
    return url;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
  setAccessToken(validToken);
});
afterEach(async () => {
  server.resetHandlers();
  jest.restoreAllMocks();
  uploads = [];
  deletes = 0;
  logoRequests = [];
  validToken = 'token-1';
  uploadAnswer = () => HttpResponse.json({ success: true, logo: UPLOADED }, { status: 201 });
  deleteAnswer = () => HttpResponse.json({ success: true });
  setAccessToken(null);
  setRefreshHandler(null);
  await act(() => setLanguage('en'));
});
afterAll(() => server.close());

async function renderLogoArea({
  signedIn = true,
  logo = null,
  language = 'en',
}: { signedIn?: boolean; logo?: Logo | null; language?: 'en' | 'nl' } = {}) {
  await setLanguage(language);
  const store: AppStore = createAppStore();
  if (signedIn) {
    store.dispatch(
      sessionActions.signedIn({
        id: 'user-1',
        email: 'eva@example.com',
        displayName: 'Eva',
        photoUrl: null,
      }),
    );
  } else {
    store.dispatch(sessionActions.signedOut());
  }
  store.dispatch(settingsSlice.actions.logoChanged(logo));
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LoginRequiredProvider>
          <LogoArea />
        </LoginRequiredProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, ...view };
}

const area = () => screen.getByTestId('logo-area');
const input = () => screen.getByTestId('logo-input') as HTMLInputElement;
const pick = (chosen: File) => fireEvent.change(input(), { target: { files: [chosen] } });
const dragWith = (files: File[]) => ({ dataTransfer: { types: ['Files'], files } });

describe('LogoArea signed out', () => {
  it('shows the notice, has no file input and opens the login-required dialog on click', async () => {
    await renderLogoArea({ signedIn: false });
    expect(area()).toHaveTextContent('Sign in to upload a logo');
    expect(screen.queryByTestId('logo-input')).toBeNull();
    // Not prevented: the area does not accept a drop.
    expect(fireEvent.dragOver(area(), dragWith([png()]))).toBe(true);
    fireEvent.click(area());
    expect(screen.getByTestId('login-required-dialog')).toHaveTextContent(
      'You need to login to upload a logo.',
    );
  });
});

describe('LogoArea signed in', () => {
  it('offers a labelled file input for the four image types', async () => {
    await renderLogoArea();
    const field = screen.getByLabelText('Add your logo');
    expect(field).toBe(input());
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.webp,.svg,image/jpeg,image/png,image/webp,image/svg+xml',
    );
    expect(field).toHaveAccessibleDescription(
      'Click or drag an image here: JPG, PNG, WEBP or SVG, at most 2 MB.',
    );
    expect(field).not.toHaveAttribute('tabindex');
    expect(area()).toHaveAttribute('data-state', 'idle');
  });

  it('uploads a picked PNG as multipart field file, shows uploading, then the logo from a blob: URL', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    uploadAnswer = async () => {
      await held;
      return HttpResponse.json({ success: true, logo: UPLOADED }, { status: 201 });
    };
    const { store } = await renderLogoArea();

    pick(png());
    await waitFor(() => expect(area()).toHaveAttribute('data-state', 'uploading'));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading logo...');
    expect(input()).toBeDisabled();
    // No drop while uploading.
    expect(fireEvent.dragEnter(area(), dragWith([png()]))).toBe(true);
    expect(area()).toHaveAttribute('data-state', 'uploading');

    release();
    const image = await screen.findByTestId('logo-image');
    expect(image).toHaveAttribute('src', 'blob:http://localhost/logo-1');
    expect(image).toHaveAccessibleName('Your logo (studio.png)');
    expect(uploads).toEqual([{ authorization: 'Bearer token-1', name: 'studio.png', size: 12 }]);
    expect(selectSettings(store.getState()).logo).toEqual(UPLOADED);
    expect(logoRequests).toEqual([
      { id: 'logo-2', variant: null, authorization: 'Bearer token-1' },
    ]);
    expect(area()).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each([
    ['a file that is not an image', file('notes.png', [0x68, 0x65, 0x6c, 0x6c, 0x6f])],
    ['a GIF', file('anim.gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])],
  ])('refuses %s before uploading', async (_name, chosen) => {
    await renderLogoArea();
    pick(chosen);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.',
    );
    expect(input()).toHaveAccessibleDescription(
      'Click or drag an image here: JPG, PNG, WEBP or SVG, at most 2 MB. Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.',
    );
    expect(uploads).toEqual([]);
  });

  it('refuses a file over 2 MB before uploading, and takes one of exactly 2 MB', async () => {
    await renderLogoArea();
    pick(file('big.png', PNG_HEAD, LOGO_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File too large. Maximum size is 2MB.',
    );
    expect(uploads).toEqual([]);

    pick(file('exact.png', PNG_HEAD, LOGO_MAX_BYTES));
    await screen.findByTestId('logo-image');
    expect(uploads).toEqual([
      { authorization: 'Bearer token-1', name: 'exact.png', size: LOGO_MAX_BYTES },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 }),
      'Failed to upload logo. Please try again.',
    ],
    [
      'a damaged image or an SVG it refuses',
      () => HttpResponse.json({ code: 'VALIDATION_FAILED' }, { status: 400 }),
      'This image cannot be used as a logo. Use a PNG or JPG, or an SVG without scripts, links, filters or shadows.',
    ],
    [
      'too many logos at once',
      () => HttpResponse.json({ code: 'RATE_LIMITED' }, { status: 429 }),
      'Too many logos are being processed right now. Please try again in a minute.',
    ],
    ['no answer', () => HttpResponse.error(), 'Failed to upload logo. Please try again.'],
    [
      'a type the server refuses',
      () => HttpResponse.json({ code: 'UNSUPPORTED_MEDIA_TYPE' }, { status: 415 }),
      'Invalid file type. Only JPG, PNG, WEBP and SVG are allowed.',
    ],
    [
      'a size the server refuses',
      () => HttpResponse.json({ code: 'PAYLOAD_TOO_LARGE' }, { status: 413 }),
      'File too large. Maximum size is 2MB.',
    ],
  ])('says so after %s and keeps the settings as they were', async (_name, answer, text) => {
    uploadAnswer = answer;
    const { store } = await renderLogoArea();
    pick(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(uploads).toHaveLength(1);
    expect(selectSettings(store.getState()).logo).toBeNull();
    expect(area()).toHaveAttribute('data-state', 'idle');
    expect(input()).toBeEnabled();
  });

  it('shows the drag hover state and uploads a dropped file', async () => {
    const { store } = await renderLogoArea();
    expect(fireEvent.dragEnter(area(), dragWith([png('dropped.png')]))).toBe(false);
    expect(area()).toHaveAttribute('data-state', 'dragging');
    expect(area()).toHaveTextContent('Drop your logo here');
    // Moving over a child and back does not end the hover.
    const label = within(area()).getByText('Drop your logo here');
    fireEvent.dragEnter(label, dragWith([]));
    fireEvent.dragLeave(label, dragWith([]));
    expect(area()).toHaveAttribute('data-state', 'dragging');
    fireEvent.dragLeave(area(), dragWith([]));
    expect(area()).toHaveAttribute('data-state', 'idle');

    fireEvent.dragEnter(area(), dragWith([png('dropped.png')]));
    expect(fireEvent.dragOver(area(), dragWith([png('dropped.png')]))).toBe(false);
    fireEvent.drop(area(), dragWith([png('dropped.png')]));
    await screen.findByTestId('logo-image');
    expect(uploads.map((upload) => upload.name)).toEqual(['dropped.png']);
    expect(selectSettings(store.getState()).logo).toEqual(UPLOADED);
  });

  it('ignores a drag that carries no file (text from the page)', async () => {
    await renderLogoArea();
    const text = { dataTransfer: { types: ['text/plain'], files: [] } };
    expect(fireEvent.dragEnter(area(), text)).toBe(true);
    expect(area()).toHaveAttribute('data-state', 'idle');
  });

  it('shows an existing logo with change and remove, which opens the file input', async () => {
    await renderLogoArea({ logo: EXISTING });
    expect(screen.getByTestId('logo-loading')).toHaveTextContent('Loading your logo...');
    const image = await screen.findByRole('img', { name: 'Your logo (bakkerij.png)' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/logo-1');
    // One tab stop: the change button, which opens the (labelled) input.
    expect(input()).toHaveAttribute('tabindex', '-1');
    expect(input()).toHaveAccessibleName('Choose a new logo file');
    const opened = jest.fn();
    input().addEventListener('click', opened);
    fireEvent.click(screen.getByRole('button', { name: 'Change logo' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
  });

  it('replaces the logo: the old blob: URL is revoked, the new one shown', async () => {
    const { unmount } = await renderLogoArea({ logo: EXISTING });
    await screen.findByTestId('logo-image');
    pick(png());
    await waitFor(() =>
      expect(screen.getByTestId('logo-image')).toHaveAttribute(
        'src',
        'blob:http://localhost/logo-2',
      ),
    );
    expect(revoked).toEqual(['blob:http://localhost/logo-1']);
    unmount();
    expect(revoked).toEqual(['blob:http://localhost/logo-1', 'blob:http://localhost/logo-2']);
  });

  it('refreshes an expired token once to load the logo', async () => {
    validToken = 'token-2';
    setRefreshHandler(() => Promise.resolve('token-2'));
    await renderLogoArea({ logo: EXISTING });
    await screen.findByTestId('logo-image');
    expect(logoRequests.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('says when the logo cannot be loaded and still offers to change or remove it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    validToken = 'another';
    await renderLogoArea({ logo: EXISTING });
    expect(await screen.findByTestId('logo-unavailable')).toHaveTextContent(
      'Your logo (bakkerij.png) could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Change logo' })).toBeEnabled();
  });

  it('removes the logo only after confirmation', async () => {
    const { store } = await renderLogoArea({ logo: EXISTING });
    await screen.findByTestId('logo-image');

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    const dialog = screen.getByTestId('logo-delete-dialog');
    expect(dialog).toHaveTextContent(
      'Remove your logo? It will no longer appear on your invoices.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('logo-delete-dialog')).toBeNull();
    expect(deletes).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    fireEvent.click(screen.getByTestId('logo-delete-dialog-confirm'));
    await waitFor(() => expect(selectSettings(store.getState()).logo).toBeNull());
    expect(deletes).toBe(1);
    expect(screen.queryByTestId('logo-image')).toBeNull();
    expect(revoked).toEqual(['blob:http://localhost/logo-1']);
    expect(input()).toHaveAccessibleName('Add your logo');
    expect(input()).toHaveFocus();
  });

  it('keeps the logo and says so when removing fails', async () => {
    deleteAnswer = () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 });
    const { store } = await renderLogoArea({ logo: EXISTING });
    await screen.findByTestId('logo-image');
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    fireEvent.click(screen.getByTestId('logo-delete-dialog-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete logo. Please try again.',
    );
    expect(selectSettings(store.getState()).logo).toEqual(EXISTING);
    expect(screen.getByTestId('logo-image')).toBeInTheDocument();
  });

  it('treats a logo already removed elsewhere as removed', async () => {
    deleteAnswer = () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 });
    const { store } = await renderLogoArea({ logo: EXISTING });
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    fireEvent.click(screen.getByTestId('logo-delete-dialog-confirm'));
    await waitFor(() => expect(selectSettings(store.getState()).logo).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Dutch', async () => {
    uploadAnswer = () => HttpResponse.json({ code: 'INTERNAL_ERROR' }, { status: 500 });
    await renderLogoArea({ language: 'nl' });
    expect(input()).toHaveAccessibleName('Voeg je logo toe');
    pick(file('tekst.png', [0x68, 0x69]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ongeldig bestandstype. Alleen JPG, PNG, WEBP en SVG zijn toegestaan.',
    );
    pick(png());
    expect(await screen.findByText(/Het uploaden van het logo is mislukt/)).toBeInTheDocument();
  });
});

describe('the logo messages', () => {
  it.each(Object.entries(SETTINGS_MESSAGES))(
    '%s reads in English as contracts spells it',
    (key, text) => {
      expect(i18n.t(key, { ns: 'editor', lng: 'en' })).toBe(text);
      expect(i18n.t(key, { ns: 'editor', lng: 'nl' })).not.toBe(key);
    },
  );
});
