import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import {
  amountsWindow,
  currentMonthPeriod,
  formatAmountMonth,
  storedDateOf,
} from '@app/contracts/invoice';
import { sessionActions } from '@app/platform';
import { renderHome } from '../../testing/renderEditor';

const months = amountsWindow(currentMonthPeriod(storedDateOf(new Date())))?.months ?? [];
const monthName = (month: string | undefined) => formatAmountMonth(month ?? '', 'nl', 'long');

function typeNumber(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('AmountsSummary (signed out: the same rule over this browser’s invoices)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('counts a saved invoice, not the working draft, in Dutch formats', async () => {
    await renderHome('/nl');
    typeNumber(screen.getByTestId('item-price'), '1.000,10');
    expect(screen.getByTestId('amount-invoiced')).toHaveTextContent('€ 0,00');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('action-save'));
    // A numbered save waits for the browser to store the invoice.
    await screen.findByTestId('saved-dialog');
    // 1.000,10 plus 21 % btw (210,02).
    expect(screen.getByTestId('amount-invoiced')).toHaveTextContent('€ 1.210,12');
    expect(screen.getByTestId('amount-outstanding')).toHaveTextContent('€ 1.210,12');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('€ 0,00');
    expect(screen.getByTestId('amount-overdue')).toHaveTextContent('€ 0,00');
    expect(
      screen.getByRole('img', {
        name: `Betaald en openstaand per maand, ${monthName(months[0])} t/m ${monthName(months[5])}`,
      }),
    ).toBeInTheDocument();
  });

  it('has no amounts in the planned view', async () => {
    await renderHome('/');
    expect(screen.getByTestId('amounts')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('period-planned'));
    expect(screen.queryByTestId('amounts')).not.toBeInTheDocument();
  });

  it('falls back to this browser’s invoices when the server cannot be asked, and says so', async () => {
    const { store } = await renderHome('/');
    typeNumber(screen.getByTestId('item-price'), '50');
    fireEvent.click(screen.getByTestId('action-save'));
    // A numbered save waits for the browser to store the invoice.
    await screen.findByTestId('saved-dialog');
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
    // No server answers in this test: the request fails.
    expect(await screen.findByTestId('amounts-failed')).toHaveTextContent(
      'Showing the invoices stored in this browser',
    );
    expect(screen.getByTestId('amount-invoiced')).toHaveTextContent('€60.50');
  });
});
