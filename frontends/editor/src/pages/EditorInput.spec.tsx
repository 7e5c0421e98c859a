import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { documentLabel } from '@app/contracts/documents';
import { storedDateOf } from '@app/contracts/invoice';
import { LIVE_AMOUNT_DEBOUNCE_MS } from '../features/invoices/persistence';
import { storedData } from '../testing/browser-database';
import { renderHome } from '../testing/renderEditor';

/** Types without leaving the field: the value is not blurred, only the pause stores it. */
function typeOnly(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function storedDraft(): Promise<{ items: { quantity: string; price: string }[] }> {
  return (await storedData()).draft?.draft ?? { items: [] };
}

describe('editor input (issue 20)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("follows the typing: a line's amount and the totals update after a pause, without leaving the field", async () => {
    await renderHome('/');
    typeOnly(screen.getByTestId('item-quantity'), '3');
    typeOnly(screen.getByTestId('item-price'), '12.5');
    expect(screen.getByTestId('item-amount')).toHaveTextContent('€0.00');

    await pause(LIVE_AMOUNT_DEBOUNCE_MS + 50);

    // 3 x 12.50 = 37.50; 21 % VAT is 7.88 (7.875 rounded half away from zero); total 45.38.
    expect(screen.getByTestId('item-amount')).toHaveTextContent('€37.50');
    expect(screen.getByTestId('total-subtotal')).toHaveTextContent('€37.50');
    expect(screen.getByTestId('total-total')).toHaveTextContent('€45.38');
    // What was typed stays as typed while the field has focus.
    expect(screen.getByTestId('item-price')).toHaveValue('12.5');

    fireEvent.change(screen.getByTestId('discount-type'), { target: { value: 'percentage' } });
    typeOnly(screen.getByTestId('discount-value'), '10');
    await pause(LIVE_AMOUNT_DEBOUNCE_MS + 50);
    // 37.50 less 10 % (3.75) is 33.75; plus 21 % VAT (7.09) is 40.84.
    expect(screen.getByTestId('total-discount')).toHaveTextContent('-€3.75');
    expect(screen.getByTestId('total-total')).toHaveTextContent('€40.84');
  });

  it('keeps a price typed and not yet left when the page is hidden (a reload)', async () => {
    await renderHome('/');
    typeOnly(screen.getByTestId('item-price'), '99.95');

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });

    await waitFor(async () => expect((await storedDraft()).items[0]?.price).toBe('99,95'), {
      // Sooner than the 300 ms pause: the page hiding stored it.
      timeout: 200,
    });
  });

  it('removes the minus from a quantity (spec §5): "-2" becomes 2 and the VAT stays positive', async () => {
    await renderHome('/');
    const quantity = screen.getByTestId('item-quantity');
    typeOnly(quantity, '-2');
    typeOnly(screen.getByTestId('item-price'), '10');
    fireEvent.blur(screen.getByTestId('item-price'));
    fireEvent.blur(quantity);

    expect(quantity).toHaveValue('2');
    expect(screen.getByTestId('item-amount')).toHaveTextContent('€20.00');
    expect(screen.getByTestId('total-vat')).toHaveTextContent('€4.20');
    expect(screen.getByTestId('total-total')).toHaveTextContent('€24.20');
  });
});

describe('the Dutch VAT label', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('is written the same on screen and in the PDF: "Btw 21%"', async () => {
    await renderHome('/nl');
    const price = screen.getByTestId('item-price');
    typeOnly(price, '100');
    fireEvent.blur(price);

    const label = screen.getByTestId('total-vat').previousElementSibling;
    expect(label).toHaveTextContent(/^Btw 21%$/);
    expect(`${documentLabel('nl', 'vat')} 21%`).toBe('Btw 21%');
  });
});

describe('a read-only invoice (spec §4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('offers no Preview and send, keeps Schedule and Export PDF, and shows no example text as data', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(await screen.findByTestId('saved-view'));
    expect(screen.getByTestId('action-schedule')).toBeInTheDocument();
    expect(screen.getByTestId('action-previewSend')).toBeInTheDocument();
    expect(screen.getByTestId('edit-recipient')).toHaveTextContent('Customer company');

    fireEvent.change(screen.getByTestId('payment-status'), { target: { value: 'paid' } });

    const actions = screen
      .getByTestId('editor-toolbar')
      .querySelectorAll('[data-testid^="action-"]');
    expect([...actions].map((action) => action.getAttribute('data-testid'))).toEqual([
      'action-schedule',
      'action-exportPdf',
      'action-exportUbl',
      'action-history',
      'action-delete',
      'action-new',
    ]);
    expect(screen.getByTestId('edit-recipient')).not.toHaveTextContent('Customer company');
  });
});

describe('the welcome bar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('shows only to someone with no invoices at all, not for an empty filter', async () => {
    await renderHome('/');
    expect(screen.getByTestId('welcome-bar')).toHaveTextContent(
      'Welcome! Write your first invoice above, no account needed.',
    );
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(await screen.findByTestId('saved-view'));

    fireEvent.click(screen.getByTestId('filter-paid'));

    expect(screen.getByTestId('overview-empty')).toHaveTextContent('No paid invoices');
    expect(screen.queryByTestId('welcome-bar')).toBeNull();
  });
});

describe('a discount the invoice cannot take', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  async function withSubtotal(price: string) {
    await renderHome('/');
    const input = screen.getByTestId('item-price');
    typeOnly(input, price);
    fireEvent.blur(input);
  }

  it('says a percentage above 100 is applied as 100 %', async () => {
    await withSubtotal('50');
    fireEvent.change(screen.getByTestId('discount-type'), { target: { value: 'percentage' } });
    const value = screen.getByTestId('discount-value');
    typeOnly(value, '150');
    fireEvent.blur(value);

    expect(screen.getByTestId('discount-notice')).toHaveTextContent(
      'A discount is at most 100%: 100% is applied.',
    );
    expect(screen.getByTestId('total-discount')).toHaveTextContent('-€50.00');
    expect(screen.getByTestId('total-total')).toHaveTextContent('€0.00');
  });

  it('says a fixed amount above the subtotal is applied as the subtotal, in Dutch too', async () => {
    await withSubtotal('50');
    fireEvent.change(screen.getByTestId('discount-type'), { target: { value: 'fixed' } });
    const value = screen.getByTestId('discount-value');
    typeOnly(value, '80');
    fireEvent.blur(value);

    expect(screen.getByTestId('discount-notice')).toHaveTextContent(
      'The discount is more than the subtotal: €50.00 is applied.',
    );
    typeOnly(value, '50');
    fireEvent.blur(value);
    expect(screen.queryByTestId('discount-notice')).toBeNull();
  });
});

describe('a saved invoice outside the shown period', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('says where it went, with a link to that period', async () => {
    await renderHome('/');
    fireEvent.click(screen.getByTestId('action-save'));
    fireEvent.click(await screen.findByTestId('saved-view'));
    const number = screen.getByTestId('invoice-number').textContent ?? '';
    expect(screen.queryByTestId('period-hint')).toBeNull();

    fireEvent.click(screen.getByTestId('period-planned'));

    const [year, month, day] = storedDateOf(new Date()).split('-');
    expect(screen.getByTestId('period-hint')).toHaveTextContent(
      `${number} is dated ${month}/${day}/${year}, outside this period. Show Current month`,
    );
    fireEvent.click(screen.getByTestId('period-hint-show'));
    expect(screen.getByTestId('period-current')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('period-hint')).toBeNull();
    expect(screen.getAllByTestId('invoice-card')).toHaveLength(1);
  });
});
