import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createEmptyInvoice, storedDateOf, type Invoice } from '@app/contracts/invoice';
import { clientSettingsFor } from '@app/contracts/settings';
import { renderHome } from '../../testing/renderEditor';
import { editorActions } from '../invoices/editor-commands';

const INVOICES = 10_000;
/** Where the list starts on the page: jsdom lays nothing out, so the spec says where. */
const LIST_TOP = 900;

/** Ten thousand saved invoices of this month (the overview's first period), numbered 1 to 10,000. */
const manyInvoices = (): Invoice[] => {
  const settings = clientSettingsFor('en');
  const today = storedDateOf(new Date());
  return Array.from({ length: INVOICES }, (_, index) => ({
    ...createEmptyInvoice(settings, today),
    id: `invoice-${index + 1}`,
    invoiceNumber: `INV-${index + 1}`,
    status: 'saved' as const,
  }));
};

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

const shownNumbers = () =>
  screen.getAllByTestId('card-number').map((number) => Number(number.textContent?.slice(4)));

describe('the overview with 10,000 invoices', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.classList.contains('overview__list') ? LIST_TOP - window.scrollY : 0;
      return { top, bottom: top, left: 0, right: 0, height: 0, width: 0, x: 0, y: top } as DOMRect;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    scrollTo(0);
  });

  it('renders the cards on screen, not all of them, and others as the page scrolls', async () => {
    const { store } = await renderHome('/');
    const settings = clientSettingsFor('en');
    act(() => {
      store.dispatch(
        editorActions.hydrated({
          settings,
          invoices: manyInvoices(),
          draft: createEmptyInvoice(settings, storedDateOf(new Date())),
          draftEdited: false,
        }),
      );
    });

    expect(screen.getByTestId('overview-count')).toHaveTextContent(`(${INVOICES})`);
    // A list this long is virtualised once the virtualiser's code has loaded.
    await waitFor(() => expect(document.querySelector('.overview__list--virtual')).not.toBeNull());
    const list = screen.getByRole('list', { name: '' });
    const first = within(list).getAllByRole('listitem');
    expect(first.length).toBeGreaterThan(3);
    expect(first.length).toBeLessThan(40);
    // Highest number first; each card tells a screen reader where it is in the whole list.
    expect(shownNumbers()[0]).toBe(INVOICES);
    expect(first[0]).toHaveAttribute('aria-posinset', '1');
    expect(first[0]).toHaveAttribute('aria-setsize', String(INVOICES));

    scrollTo(LIST_TOP + 5_000 * 122);
    const numbers = shownNumbers();
    expect(numbers).not.toContain(INVOICES);
    expect(numbers.some((number) => number <= 5_100 && number >= 4_900)).toBe(true);
    expect(screen.getAllByTestId('invoice-card').length).toBeLessThan(40);
  }, 20_000); // ten thousand invoices through the store and the overview's rules: slow in jsdom
});
