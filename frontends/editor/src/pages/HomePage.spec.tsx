import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { storedDateOf } from '@app/contracts/invoice';
import { selectSignInDialogOpen, sessionActions } from '@app/platform';
import { selectSettings } from '../store';
import { renderHome } from '../testing/renderEditor';

const year = storedDateOf(new Date()).slice(0, 4);

/** Types into a number field the way a user does: focus, type, leave (the value is stored on blur). */
function typeNumber(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('HomePage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('marks itself as rendered by the editor remote, in English', async () => {
    await renderHome('/');

    const heading = screen.getByRole('heading', { level: 1, name: 'Invoice editor' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'editor');
    expect(document.title).toBe('Create an invoice | Invoicing');
    expect(screen.getByTestId('cloud-sync-notice')).toHaveTextContent('only in this browser');
    expect(screen.queryByTestId('language-notice')).toBeNull();
  });

  it('says nothing about keeping data only in this browser to a signed-in user', async () => {
    const { store } = await renderHome('/');
    expect(screen.getByTestId('cloud-sync-notice')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        sessionActions.signedIn({
          id: 'user-1',
          email: 'eva@example.com',
          displayName: 'Eva',
          photoUrl: null,
        }),
      );
    });
    expect(screen.queryByTestId('cloud-sync-notice')).toBeNull();
  });

  it('speaks Dutch under /nl', async () => {
    await renderHome('/nl');

    expect(screen.getByRole('heading', { level: 1, name: 'Factuureditor' })).toBeInTheDocument();
    expect(document.title).toBe('Maak een factuur | Invoicing');
    expect(screen.getByRole('button', { name: 'Factuur opslaan' })).toBeInTheDocument();
  });

  it('edits a section on click, saves it on Enter and shows the totals', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('edit-recipient'));
    const company = screen.getByTestId('recipient-company');
    expect(company).toHaveValue('');
    expect(company).toHaveAttribute('placeholder', 'Customer company');
    fireEvent.change(company, { target: { value: 'Acme' } });
    fireEvent.submit(company.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('edit-recipient')).toHaveTextContent('Acme');

    typeNumber(screen.getByTestId('item-quantity'), '2.5');
    typeNumber(screen.getByTestId('item-price'), '1,000.10');
    fireEvent.change(screen.getByTestId('discount-type'), { target: { value: 'fixed' } });
    typeNumber(screen.getByTestId('discount-value'), '50');

    // 2.5 x 1,000.10 = 2,500.25; less 50.00 is 2,450.25; plus 21 % VAT (514.55) is 2,964.80.
    expect(screen.getByTestId('total-subtotal')).toHaveTextContent('€2,500.25');
    expect(screen.getByTestId('total-discount')).toHaveTextContent('-€50.00');
    expect(screen.getByTestId('total-vat')).toHaveTextContent('€514.55');
    expect(screen.getByTestId('total-total')).toHaveTextContent('€2,964.80');
  });

  it('saves with the next number and shows the saved-success dialog', async () => {
    const { store } = await renderHome('/');
    fireEvent.click(screen.getByTestId('action-save'));
    const dialog = await screen.findByTestId('saved-dialog');
    expect(within(dialog).getByRole('button', { name: 'New Invoice' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Invoice' }));
    expect(screen.queryByTestId('saved-dialog')).toBeNull();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent(`INV-${year}-0300`);
    expect(selectSettings(store.getState()).latestInvoiceNumber).toBe(300);
    expect(screen.getByTestId('overview-count')).toHaveTextContent('(1)');
    expect(screen.queryByTestId('action-save')).toBeNull();
    expect(screen.getByTestId('action-delete')).toBeInTheDocument();
  });

  it('asks before deleting: Escape cancels, confirming deletes', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(await screen.findByTestId('saved-view'));
    fireEvent.click(screen.getByTestId('card-delete'));
    fireEvent.keyDown(screen.getByTestId('delete-dialog'), { key: 'Escape' });
    expect(screen.queryByTestId('delete-dialog')).toBeNull();
    expect(screen.getAllByTestId('invoice-card')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('card-delete'));
    expect(screen.getByTestId('delete-dialog-confirm')).toHaveFocus();
    fireEvent.click(screen.getByTestId('delete-dialog-confirm'));
    expect(screen.queryAllByTestId('invoice-card')).toHaveLength(0);
    expect(screen.getByTestId('overview-empty')).toHaveTextContent(
      'No invoices in this period yet',
    );
    expect(screen.getByTestId('welcome-bar')).toBeInTheDocument();
  });

  it("opens the shell's sign-in dialog from the welcome bar, and resets the working draft without asking", async () => {
    const { store } = await renderHome('/');
    fireEvent.click(within(screen.getByTestId('welcome-bar')).getByRole('button'));
    expect(selectSignInDialogOpen(store.getState())).toBe(true);

    fireEvent.change(screen.getAllByTestId('item-description')[0] as HTMLElement, {
      target: { value: 'Draft work' },
    });
    const draftCard = screen.getByTestId('invoice-card');
    fireEvent.click(within(draftCard).getByTestId('card-delete'));
    expect(screen.queryByTestId('delete-dialog')).toBeNull();
    expect(screen.queryAllByTestId('invoice-card')).toHaveLength(0);
    expect(screen.getAllByTestId('item-description')[0]).toHaveValue('');
  });

  it('makes a paid invoice read-only with the summary panel', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(await screen.findByTestId('saved-view'));
    fireEvent.change(screen.getByTestId('payment-status'), { target: { value: 'paid' } });
    expect(screen.getByTestId('read-only-panel')).toHaveTextContent(`INV-${year}-0300`);
    // Locked, not unavailable: still focusable and announced as read-only (issue 29).
    expect(screen.getByTestId('item-price')).toHaveAttribute('readonly');
    expect(screen.getByTestId('item-price')).toBeEnabled();
    expect(screen.getByTestId('items-locked')).toHaveTextContent(
      'Locked: a sent or paid invoice can no longer be changed.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the summary' }));
    expect(screen.getByTestId('read-only-pill')).toHaveTextContent('Read only');
  });

  it('opens the login-required dialog for the logo and Mollie', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('logo-area'));
    expect(screen.getByTestId('login-required-dialog')).toHaveTextContent(
      'You need to login to upload a logo.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('login-required-dialog')).toBeNull();
  });

  it("closes the login-required dialog and opens the shell's sign-in dialog", async () => {
    const { store } = await renderHome('/');
    fireEvent.click(screen.getByTestId('logo-area'));
    expect(selectSignInDialogOpen(store.getState())).toBe(false);
    fireEvent.click(screen.getByTestId('login-required-sign-in'));
    expect(screen.queryByTestId('login-required-dialog')).toBeNull();
    expect(selectSignInDialogOpen(store.getState())).toBe(true);
  });

  it('says clearly when the IBAN is wrong', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('edit-paymentMethods'));
    fireEvent.click(screen.getByTestId('bank-enabled'));
    const iban = screen.getByTestId('bank-iban-input');
    fireEvent.change(iban, { target: { value: 'NL91ABNA0417164301' } });
    fireEvent.blur(iban);
    expect(screen.getByRole('alert')).toHaveTextContent('This IBAN is not valid');
    fireEvent.change(iban, { target: { value: 'NL91 ABNA 0417 1643 00' } });
    expect(screen.queryByText(/This IBAN is not valid/)).toBeNull();
  });

  it('shows the language notice when the invoice language differs from the interface', async () => {
    await renderHome('/nl');
    fireEvent.click(screen.getByTestId('settings-button'));
    fireEvent.change(screen.getByTestId('settings-invoice-language'), { target: { value: 'en' } });
    expect(screen.getByTestId('language-notice')).toHaveTextContent('Engels');
    expect(screen.getByTestId('interface-language-link')).toHaveAttribute('href', '/');
  });

  it('edits the number format with a live example', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('edit-invoiceNumber'));
    fireEvent.change(screen.getByTestId('number-format-prefix'), { target: { value: 'fac' } });
    expect(screen.getByTestId('number-format-example')).toHaveTextContent(`FAC-${year}-0300`);
    await act(async () => {
      fireEvent.mouseDown(document.body);
    });
    expect(screen.queryByTestId('number-format')).toBeNull();
  });

  it('hides the payment filter and resets it in the planned view', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('filter-paid'));
    expect(screen.getByTestId('overview-empty')).toHaveTextContent('No paid invoices');
    fireEvent.click(screen.getByTestId('period-planned'));
    expect(screen.queryByTestId('filter-paid')).toBeNull();
    fireEvent.click(screen.getByTestId('period-current'));
    expect(screen.getByTestId('filter-all')).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides New invoice for a concept and asks before discarding an edited draft', async () => {
    await renderHome('/');
    expect(screen.queryByTestId('action-new')).toBeNull();
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(await screen.findByTestId('saved-view'));
    fireEvent.click(screen.getByTestId('card-copy'));
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Draft');
    fireEvent.click(screen.getByRole('button', { name: /Invoice for/ }));
    fireEvent.click(screen.getByTestId('action-new'));
    expect(screen.getByTestId('new-invoice-dialog')).toHaveTextContent(
      'Start a new invoice? Any unsaved changes will be lost.',
    );
    fireEvent.click(screen.getByTestId('new-invoice-dialog-confirm'));
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('Number assigned on save');
    expect(screen.getAllByTestId('invoice-card')).toHaveLength(1);
  });
});
