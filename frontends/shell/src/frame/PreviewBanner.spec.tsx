import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createAppStore, i18n, setLanguage } from '@app/platform';
import '../i18n';
import { PreviewBanner } from './PreviewBanner';

const server = setupServer();

function health(preview: boolean, status = 200) {
  const up = status === 200;
  return http.get('http://localhost/api/health', () =>
    HttpResponse.json(
      { status: up ? 'ok' : 'degraded', database: { status: up ? 'up' : 'down' }, preview },
      { status },
    ),
  );
}

async function renderBanner(language: 'en' | 'nl' = 'en') {
  await setLanguage(language);
  return render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <PreviewBanner />
      </I18nextProvider>
    </Provider>,
  );
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

describe('PreviewBanner', () => {
  it('stays hidden outside a preview environment', async () => {
    let answered = false;
    server.use(health(false));
    server.events.on('response:mocked', () => {
      answered = true;
    });
    const view = await renderBanner();
    while (!answered) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(view.container).toBeEmptyDOMElement();
  });

  it('says the preview backend runs while it answers', async () => {
    server.use(health(true));
    await renderBanner();
    expect(
      await screen.findByText('Preview backend running in this workspace.'),
    ).toBeInTheDocument();
  });

  it('warns in Dutch when the preview backend is degraded', async () => {
    server.use(health(true, 503));
    await renderBanner('nl');
    expect(
      await screen.findByText('Verbinding met de preview-backend verbroken.'),
    ).toBeInTheDocument();
  });
});
