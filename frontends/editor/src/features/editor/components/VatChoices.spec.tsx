import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { selectEditor, selectSavedInvoices, selectSettings } from '../../../store';
import { renderHome } from '../../../testing/renderEditor';

const vatSelect = () => screen.getByTestId('item-vat');
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Writes a description, so the starter line becomes a line of the invoice. */
function describeLine(text = 'Consultancy') {
  fireEvent.change(screen.getByTestId('item-description'), { target: { value: text } });
}

function openSettings() {
  fireEvent.click(screen.getByTestId('settings-button'));
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("the line's VAT select (issue 32)", () => {
  it('picks a rate or a 0 % category, stores it, and shows it again', async () => {
    const { store } = await renderHome('/');
    const line = () => selectEditor(store.getState()).draft.items[0];
    describeLine();

    expect(optionTexts(vatSelect())).toEqual([
      '21%',
      '9%',
      '0% zero-rated',
      'Exempt',
      'Reverse charge',
      'Intra-EU supply (goods)',
      'Export outside the EU',
    ]);
    expect(vatSelect()).toHaveValue('21');

    fireEvent.change(vatSelect(), { target: { value: 'reverse_charge' } });
    expect(vatSelect()).toHaveValue('reverse_charge');
    expect(line()).toMatchObject({ vatRate: '0', vatCategory: 'reverse_charge' });
    expect(screen.queryByTestId('item-vat-reason')).toBeNull();
    expect(screen.getByTestId('vat-legal-texts')).toHaveTextContent('Reverse charge');

    fireEvent.change(vatSelect(), { target: { value: '9' } });
    expect(vatSelect()).toHaveValue('9');
    expect(line()?.vatRate).toBe('9');
    expect(line()?.vatCategory).toBeUndefined();
    expect(screen.queryByTestId('vat-legal-texts')).toBeNull();
  });

  it('asks an exempt line why, and prints the exemption the reason names', async () => {
    const { store } = await renderHome('/');
    describeLine();
    fireEvent.change(vatSelect(), { target: { value: '0' } });

    const reason = screen.getByTestId('item-vat-reason');
    expect(reason).toHaveAccessibleName('Exemption reason, line 1');
    expect(reason).toHaveValue('other');
    fireEvent.change(reason, { target: { value: 'medical' } });

    expect(selectEditor(store.getState()).draft.items[0]).toMatchObject({
      vatRate: '0',
      vatCategory: 'exempt',
      vatExemptionReason: 'medical',
    });
    expect(screen.getByTestId('vat-legal-texts')).toHaveTextContent(
      'Exempt from VAT: medical care (art. 11(1)(g) Dutch VAT Act 1968)',
    );
  });

  it('is Dutch on the Dutch page', async () => {
    await renderHome('/nl');
    expect(optionTexts(vatSelect()).slice(2)).toEqual([
      '0% nultarief',
      'Vrijgesteld',
      'Btw verlegd',
      'Intracommunautaire levering',
      'Export buiten de EU',
    ]);
  });
});

describe("the seller's VAT regime (issue 32)", () => {
  it('under the KOR shows every line as charging no VAT, and stores it at 0 % exempt', async () => {
    const { store } = await renderHome('/');
    describeLine();
    openSettings();
    const regime = screen.getByTestId('settings-vat-regime');
    expect(optionTexts(regime)).toEqual(['Standard VAT', 'Small businesses scheme (KOR)']);

    fireEvent.change(regime, { target: { value: 'small_business' } });

    expect(selectSettings(store.getState()).vatRegime).toBe('small_business');
    expect(screen.queryByTestId('item-vat')).toBeNull();
    expect(screen.getByTestId('item-vat-scheme')).toHaveTextContent('No VAT (KOR)');
    expect(selectEditor(store.getState()).draft.items[0]).toMatchObject({
      vatRate: '0',
      vatCategory: 'exempt',
    });
    expect(screen.getByTestId('vat-legal-texts')).toHaveTextContent(
      'Exempt from VAT (Dutch small business scheme, KOR)',
    );
    fireEvent.click(screen.getByTestId('add-item'));
    expect(selectEditor(store.getState()).draft.items[1]).toMatchObject({
      vatRate: '0',
      vatCategory: 'exempt',
    });
  });

  it('names the Belgian franchise scheme, and leaves it for a country without a scheme', async () => {
    const { store } = await renderHome('/');
    openSettings();
    fireEvent.change(screen.getByTestId('settings-country'), { target: { value: 'BE' } });
    const regime = screen.getByTestId('settings-vat-regime');
    expect(optionTexts(regime)).toEqual([
      'Standard VAT',
      'Franchise scheme for small enterprises (art. 56bis)',
    ]);
    fireEvent.change(regime, { target: { value: 'small_business' } });
    expect(screen.getByTestId('item-vat-scheme')).toHaveTextContent('No VAT (franchise scheme)');

    fireEvent.change(screen.getByTestId('settings-country'), { target: { value: 'DE' } });

    expect(screen.queryByTestId('settings-vat-regime')).toBeNull();
    expect(selectSettings(store.getState()).vatRegime).toBe('standard');
    // The untouched starter line charges the new country's standard rate again.
    expect(vatSelect()).toHaveValue('19');
  });

  it('keeps the payment reference new invoices ask for', async () => {
    const { store } = await renderHome('/');
    openSettings();
    const reference = screen.getByTestId('settings-payment-reference');
    expect(optionTexts(reference)).toEqual([
      'Invoice number',
      'Belgian structured reference (OGM/VCS)',
      'RF creditor reference',
    ]);
    fireEvent.change(reference, { target: { value: 'creditor' } });
    expect(selectSettings(store.getState()).paymentReferenceKind).toBe('creditor');
  });
});

describe('the checks before issuing (issue 32)', () => {
  it('refuses to save a reverse-charge invoice without the customer VAT number, until it has one', async () => {
    const { store } = await renderHome('/');
    describeLine();
    fireEvent.change(vatSelect(), { target: { value: 'reverse_charge' } });

    fireEvent.click(screen.getByTestId('action-save'));

    const alert = screen.getByTestId('issue-problems');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Reverse charge and intra-EU supplies need the customer's VAT number",
      'Your VAT number is missing: the invoice must show it.',
    ]);
    expect(selectSavedInvoices(store.getState())).toHaveLength(0);
    expect(selectEditor(store.getState()).draft.status).toBe('concept');

    // Each problem goes as it is fixed, the alert with the last one.
    fireEvent.click(screen.getByTestId('edit-recipient'));
    fireEvent.change(screen.getByTestId('recipient-vatNumber'), {
      target: { value: 'BE0123456749' },
    });
    expect(screen.getByTestId('issue-problems')).not.toHaveTextContent('customer');
    fireEvent.click(screen.getByTestId('edit-sender'));
    fireEvent.change(screen.getByTestId('sender-vatNumber'), {
      target: { value: 'NL123456789B01' },
    });
    expect(screen.queryByTestId('issue-problems')).toBeNull();

    fireEvent.click(screen.getByTestId('action-save'));
    expect(await screen.findByTestId('saved-dialog')).toBeInTheDocument();
    expect(selectSavedInvoices(store.getState())).toHaveLength(1);

    // A saved invoice's changes are stored as they are made: a problem shows as it comes.
    fireEvent.click(screen.getByTestId('saved-view'));
    fireEvent.click(screen.getByTestId('edit-recipient'));
    fireEvent.change(screen.getByTestId('recipient-vatNumber'), { target: { value: '' } });
    expect(screen.getByTestId('issue-problems')).toHaveTextContent(
      "Reverse charge and intra-EU supplies need the customer's VAT number",
    );
  });

  it('names the line and speaks Dutch on the Dutch page', async () => {
    await renderHome('/nl');
    describeLine('Advies');
    fireEvent.change(vatSelect(), { target: { value: 'export' } });
    fireEvent.click(screen.getByTestId('edit-recipient'));
    fireEvent.change(screen.getByTestId('recipient-vatNumber'), {
      target: { value: 'BE0123456749' },
    });

    fireEvent.click(screen.getByTestId('action-save'));

    expect(screen.getByTestId('issue-problems')).toHaveTextContent(
      'Regel 1: Het btw-nummer van de klant komt uit een EU-land.',
    );
  });
});

describe("the sender's legal form and register (issue 32)", () => {
  it('asks a Belgian company for its register, and keeps both for the next invoice', async () => {
    const { store } = await renderHome('/');
    fireEvent.click(screen.getByTestId('edit-sender'));
    expect(screen.getByTestId('sender-legal-form')).toBeInTheDocument();
    expect(screen.queryByTestId('sender-legal-register')).toBeNull();

    openSettings();
    fireEvent.change(screen.getByTestId('settings-country'), { target: { value: 'BE' } });
    fireEvent.change(screen.getByTestId('sender-company'), { target: { value: 'Peeters' } });
    fireEvent.change(screen.getByTestId('sender-legal-form'), { target: { value: 'BV' } });
    fireEvent.change(screen.getByTestId('sender-legal-register'), {
      target: { value: 'RPR Gent, afdeling Gent' },
    });
    describeLine();
    fireEvent.click(screen.getByTestId('action-save'));
    // A numbered save waits for the browser to store the invoice.
    await screen.findByTestId('saved-dialog');

    expect(selectSettings(store.getState()).defaultCompany).toMatchObject({
      company: 'Peeters',
      legalForm: 'BV',
      legalRegister: 'RPR Gent, afdeling Gent',
    });
    expect(selectEditor(store.getState()).draft.sender).toMatchObject({
      legalForm: 'BV',
      legalRegister: 'RPR Gent, afdeling Gent',
    });
  });
});
