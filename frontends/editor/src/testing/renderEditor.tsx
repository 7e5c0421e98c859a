import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { languageOfPath } from '@app/contracts/routing';
import { createAppStore, i18n, setLanguage } from '@app/platform';
import { HomePage } from '../pages/HomePage';
import { expect } from '@jest/globals';

/**
 * The home page as the shell renders it, with the store returned for assertions, once the
 * browser's stored data (IndexedDB: src/testing/browser-database.ts) is loaded.
 */
export async function renderHome(path = '/') {
  await setLanguage(languageOfPath(path));
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <HomePage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  await waitFor(() => expect(screen.queryByTestId('home-loading')).toBeNull(), { timeout: 5000 });
  return { store, ...view };
}
