// A signed-in (or signed-out) editor store with one saved invoice open, for the e-mail dialogs'
// specs.
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createEmptyInvoice, type Invoice } from '@app/contracts/invoice';
import { clientSettingsFor } from '@app/contracts/settings';
import { createAppStore, i18n, sessionActions, setLanguage, type AppStore } from '@app/platform';
import '../i18n';
import { LoginRequiredProvider } from '../features/account/LoginRequired';
import { editorActions } from '../features/invoices/editor-commands';
import { selectSavedInvoice } from '../store';

export const INVOICE_ID = 'inv-0042-abcdefghijkl';

export function savedInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const empty = createEmptyInvoice(clientSettingsFor('en'), '2026-05-04');
  return {
    ...empty,
    id: INVOICE_ID,
    invoiceNumber: 'INV-2026-0042',
    status: 'saved',
    synced: true,
    recipient: {
      ...empty.recipient,
      company: 'Acme Studio B.V.',
      contactName: 'Jan Jansen',
      email: 'jan@acme.example',
      isPlaceholder: {},
    },
    emailMessage: 'Hello Jan, here is the invoice for May.',
    isPlaceholder: { ...empty.isPlaceholder, emailMessage: false },
    ...overrides,
  };
}

export async function editorStore({
  invoice = savedInvoice(),
  signedIn = true,
  language = 'en',
  invoiceLanguage = 'en',
}: {
  invoice?: Invoice;
  signedIn?: boolean;
  language?: 'en' | 'nl';
  invoiceLanguage?: 'en' | 'nl';
} = {}): Promise<AppStore> {
  await setLanguage(language);
  const store = createAppStore();
  const settings = { ...clientSettingsFor(language), invoiceLanguage };
  store.dispatch(
    editorActions.hydrated({
      settings,
      invoices: [invoice],
      draft: createEmptyInvoice(settings, '2026-05-04'),
      draftEdited: false,
    }),
  );
  store.dispatch(editorActions.invoiceOpened(invoice.id ?? ''));
  store.dispatch(
    signedIn
      ? sessionActions.signedIn({
          id: 'user-1',
          email: 'eva@example.com',
          displayName: 'Eva',
          photoUrl: null,
        })
      : sessionActions.signedOut(),
  );
  return store;
}

export const storedInvoice = (store: AppStore, id = INVOICE_ID): Invoice | undefined =>
  selectSavedInvoice(store.getState(), id);

/** Renders under the page of the interface language `editorStore` set (`/` or `/nl`). */
export function renderWith(store: AppStore, children: ReactNode) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[i18n.language === 'nl' ? '/nl' : '/']}>
          <LoginRequiredProvider>{children}</LoginRequiredProvider>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

type EmailsAnswer = () => Response | Promise<Response>;
const noEmails: EmailsAnswer = () => HttpResponse.json({ emails: [] });
const noDeliveries: EmailsAnswer = () => HttpResponse.json({ deliveries: [] });

/**
 * A server for `GET /api/invoices/{id}/emails` and `GET /api/invoices/{id}/peppol-deliveries`
 * over the calling file's tests: it counts the calls (`asked`, `peppolAsked`) and answers with
 * `answer` and `peppolAnswer`; all go back to nothing asked and nothing sent after each test.
 */
export function serveInvoiceEmails(): {
  asked: number;
  answer: EmailsAnswer;
  peppolAsked: number;
  peppolAnswer: EmailsAnswer;
} {
  const emails = { asked: 0, answer: noEmails, peppolAsked: 0, peppolAnswer: noDeliveries };
  const server = setupServer(
    http.get('http://localhost/api/invoices/:id/emails', () => {
      emails.asked += 1;
      return emails.answer();
    }),
    http.get('http://localhost/api/invoices/:id/peppol-deliveries', () => {
      emails.peppolAsked += 1;
      return emails.peppolAnswer();
    }),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    emails.asked = 0;
    emails.answer = noEmails;
    emails.peppolAsked = 0;
    emails.peppolAnswer = noDeliveries;
  });
  afterAll(() => server.close());
  return emails;
}
