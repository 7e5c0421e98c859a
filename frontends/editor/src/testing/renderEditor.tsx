import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { languageOfPath } from '@app/contracts/routing';
import { createAppStore, i18n, setLanguage } from '@app/platform';
import { HomePage } from '../pages/HomePage';

/** The home page as the shell renders it, with the store returned for assertions. */
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
  return { store, ...view };
}
