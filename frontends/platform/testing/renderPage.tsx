import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { languageOfPath } from '@app/contracts/routing';
import { createAppStore, i18n, setLanguage } from '@app/platform';

/** Renders a page the way the shell does: store, i18n in the URL's language, router at `path`. */
export async function renderPage(page: ReactElement, path = '/') {
  await setLanguage(languageOfPath(path));
  return render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}
