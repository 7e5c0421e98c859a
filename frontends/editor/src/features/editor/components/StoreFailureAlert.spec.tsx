import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { selectSignInDialogOpen } from '@app/platform';
import { renderHome } from '../../../testing/renderEditor';

/** A browser without IndexedDB (some private modes): every write is refused. */
const withoutIndexedDb = () => {
  Object.defineProperty(globalThis, 'indexedDB', {
    value: undefined,
    configurable: true,
    writable: true,
  });
};

const typeInDraft = (text: string) =>
  fireEvent.change(screen.getAllByTestId('item-description')[0] as HTMLElement, {
    target: { value: text },
  });

describe('a browser that refuses to store', () => {
  afterEach(() => localStorage.clear());

  it('says so at once, keeps what was typed, and offers to sign in', async () => {
    withoutIndexedDb();
    const { store } = await renderHome('/');
    expect(screen.queryByRole('alert')).toBeNull();
    typeInDraft('Typed work');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved in this browser: it refused to store');
    expect(alert).toHaveTextContent('Delete old invoices you no longer need');
    expect(screen.getAllByTestId('item-description')[0]).toHaveValue('Typed work');

    fireEvent.click(within(alert).getByRole('button', { name: /Sign in/ }));
    expect(selectSignInDialogOpen(store.getState())).toBe(true);
  });

  it('says so in Dutch', async () => {
    withoutIndexedDb();
    await renderHome('/nl');
    typeInDraft('Getypt werk');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Niet bewaard in deze browser: de browser weigert op te slaan',
    );
  });
});
