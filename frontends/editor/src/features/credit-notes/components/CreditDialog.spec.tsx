import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { storedDateOf } from '@app/contracts/invoice';
import { selectSavedInvoices, selectSettings } from '../../../store';
import { renderHome } from '../../../testing/renderEditor';

const year = storedDateOf(new Date()).slice(0, 4);

function typeNumber(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

const editor = () => screen.getByTestId('invoice-editor');

/** A saved invoice of 2 x 100.00 at 21 % (242.00), open in the editor. */
async function savedInvoice(path: string) {
  const view = await renderHome(path);
  typeNumber(screen.getByTestId('item-quantity'), '2');
  typeNumber(screen.getByTestId('item-price'), '100');
  fireEvent.click(screen.getByTestId('action-save'));
  fireEvent.click(await screen.findByTestId('saved-view'));
  return view;
}

describe('crediting an invoice in the browser, without an account', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('credits part of a line, refusing more than is left, and links both ways', async () => {
    const { store } = await savedInvoice('/');
    const invoiceNumber = within(editor()).getByTestId('invoice-number').textContent ?? '';
    expect(within(editor()).getByTestId('document-title')).toHaveTextContent('Invoice');

    fireEvent.click(screen.getByTestId('action-credit-part'));
    const dialog = screen.getByTestId('credit-dialog');
    expect(within(dialog).getByTestId('credit-left')).toHaveTextContent('Left to credit: €242.00');
    expect(within(dialog).getByTestId('credit-line-left')).toHaveTextContent('2 left');
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity to credit of/ });

    fireEvent.change(quantity, { target: { value: '3' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This credits more of a line than is left uncredited',
    );
    fireEvent.click(within(dialog).getByTestId('credit-submit'));
    expect(selectSavedInvoices(store.getState())).toHaveLength(1);

    fireEvent.change(quantity, { target: { value: '1' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('credit-total')).toHaveTextContent('€121.00');
    fireEvent.click(within(dialog).getByTestId('credit-submit'));

    // The credit note opens: its own title, series and the original's number as a link.
    expect(screen.queryByTestId('credit-dialog')).toBeNull();
    expect(within(editor()).getByTestId('document-title')).toHaveTextContent('Credit note');
    expect(within(editor()).getByTestId('invoice-number')).toHaveTextContent(`CN-${year}-0001`);
    expect(within(editor()).getByTestId('credit-reference')).toHaveTextContent(
      `Credit note for invoice ${invoiceNumber} of`,
    );
    expect(within(editor()).getByTestId('credit-note-line-amount')).toHaveTextContent('-€100.00');
    expect(within(editor()).getByTestId('total-total')).toHaveTextContent('-€121.00');
    expect(screen.queryByTestId('action-schedule')).toBeNull();
    expect(selectSettings(store.getState()).latestCreditNoteNumber).toBe(1);
    const creditNote = selectSavedInvoices(store.getState())[1];
    expect(creditNote).toMatchObject({
      documentType: 'credit_note',
      creditedInvoice: { invoiceNumber },
      paymentStatus: 'credited',
      total: 12100,
    });

    fireEvent.click(within(editor()).getByTestId('credited-invoice-link'));
    expect(within(editor()).getByTestId('invoice-number')).toHaveTextContent(invoiceNumber);
    const status = within(editor()).getByTestId('credit-status');
    expect(status).toHaveTextContent('Partly credited');
    expect(within(status).getByTestId('credit-note-link')).toHaveTextContent(`CN-${year}-0001`);
  });

  it('credits what is left in full: the invoice is credited and offers no more credit', async () => {
    const { store } = await savedInvoice('/');
    fireEvent.click(screen.getByTestId('action-credit'));
    const confirm = screen.getByTestId('credit-full-dialog');
    expect(confirm).toHaveTextContent('€242.00');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make credit note' }));

    expect(within(editor()).getByTestId('total-total')).toHaveTextContent('-€242.00');
    fireEvent.click(within(editor()).getByTestId('credited-invoice-link'));
    expect(within(editor()).getByTestId('credit-status')).toHaveTextContent('Credited');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Credited');
    expect(screen.queryByTestId('action-credit')).toBeNull();
    expect(screen.queryByTestId('action-credit-part')).toBeNull();
    expect(selectSavedInvoices(store.getState())[0].paymentStatus).toBe('credited');
  });

  it('credits an amount, and says in Dutch when it is more than is left', async () => {
    await savedInvoice('/nl');
    fireEvent.click(screen.getByTestId('action-credit-part'));
    const dialog = screen.getByTestId('credit-dialog');
    fireEvent.click(within(dialog).getByLabelText('Een bedrag'));
    const amount = within(dialog).getByLabelText('Te crediteren bedrag, inclusief btw');
    fireEvent.change(amount, { target: { value: '242,01' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Dit crediteert meer dan er nog niet gecrediteerd is op de factuur',
    );
    fireEvent.change(amount, { target: { value: '42,35' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Creditnota maken' }));
    expect(within(editor()).getByTestId('document-title')).toHaveTextContent('Creditnota');
    expect(within(editor()).getByTestId('total-total')).toHaveTextContent('-42,35');
  });

  it('asks for something to credit before making a credit note', async () => {
    await savedInvoice('/');
    fireEvent.click(screen.getByTestId('action-credit-part'));
    const dialog = screen.getByTestId('credit-dialog');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('credit-submit'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what to credit');
  });
});
