// What the editor keeps while the browser refuses to store (issue 39): a signed-in save goes to
// the account, and what waits survives the page going (a reload, a sign-in's redirect).
import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { storedData } from '../../testing/browser-database';
import {
  editorOf,
  leavePage,
  openPage,
  pause,
  refusingDatabase,
  type EditorPage,
} from '../../testing/persistence-pages';
import { UNSTORED_KEY } from './browser-store/unstored';
import { localDataCleared } from './editor-actions';
import { editorActions } from './editor-commands';
import { clearedState } from './editor-schema';
import { signedInAs } from '../../testing/session';

/** Writes a new concept for `company` and saves it. */
function saveInvoiceFor(store: EditorPage, company: string) {
  store.dispatch(editorActions.draftOpened({ reset: false }));
  store.dispatch(editorActions.recipientChanged({ field: 'company', value: company }));
  store.dispatch(editorActions.saved());
}

const companies = (store: EditorPage) =>
  editorOf(store).invoices.map((invoice) => invoice.recipient.company);

describe('while the browser refuses to store', () => {
  it('numbers a signed-in save: the account keeps it (the sync sends what invoiceSaved names)', async () => {
    const { open } = refusingDatabase();
    const store = await openPage('en', { open });
    store.dispatch(signedInAs());
    saveInvoiceFor(store, 'Kept In The Account');
    await waitFor(() => expect(companies(store)).toEqual(['Kept In The Account']));
    expect(editorOf(store).invoices[0]?.invoiceNumber).toMatch(/-0300$/);
    // Not in this browser, and the alert still says so.
    await waitFor(() => expect(editorOf(store).storeFailure).toBe('refused'));
    expect((await storedData()).invoices).toEqual([]);
  });

  it('keeps what was typed across a reload of the tab, and stores it once there is room', async () => {
    const { refusing, open } = refusingDatabase();
    const first = await openPage('en', { open });
    first.dispatch(editorActions.notesChanged('typed at quota'));
    await waitFor(() => expect(editorOf(first).storeFailure).toBe('refused'));
    leavePage(first);
    expect(sessionStorage.getItem(UNSTORED_KEY)).not.toBeNull();

    // Still no room: the text is back, and so is the alert.
    const second = await openPage('en', { open });
    await waitFor(() => expect(editorOf(second).draft.notes).toBe('typed at quota'));
    await waitFor(() => expect(editorOf(second).storeFailure).toBe('refused'));
    leavePage(second);

    refusing.now = false;
    const third = await openPage('en', { open });
    await waitFor(() => expect(editorOf(third).draft.notes).toBe('typed at quota'));
    await waitFor(async () =>
      expect((await storedData()).draft?.draft.notes).toBe('typed at quota'),
    );
    expect(editorOf(third).storeFailure).toBeNull();
    // Stored: the next load reads the database alone.
    expect(sessionStorage.getItem(UNSTORED_KEY)).toBeNull();
  });

  it('keeps an edit and a deletion of saved invoices across a reload', async () => {
    const { refusing, open } = refusingDatabase();
    refusing.now = false;
    const first = await openPage('en', { open });
    saveInvoiceFor(first, 'Edited B.V.');
    await waitFor(() => expect(companies(first)).toEqual(['Edited B.V.']));
    saveInvoiceFor(first, 'Deleted B.V.');
    await waitFor(async () => expect((await storedData()).invoices).toHaveLength(2));
    const [edited, deleted] = editorOf(first).invoices;

    refusing.now = true;
    first.dispatch(editorActions.invoiceOpened(edited!.id!));
    first.dispatch(editorActions.notesChanged('changed at quota'));
    first.dispatch(editorActions.deleted(deleted!.id!));
    await waitFor(() => expect(editorOf(first).storeFailure).toBe('refused'));
    leavePage(first);

    refusing.now = false;
    const second = await openPage('en', { open });
    await waitFor(() => expect(companies(second)).toEqual(['Edited B.V.']));
    expect(editorOf(second).invoices[0]?.notes).toBe('changed at quota');
    await waitFor(async () => {
      const stored = await storedData();
      expect(stored.invoices.map((record) => record.invoice.notes)).toEqual(['changed at quota']);
    });
  });

  it('forgets what waits when the user signs out', async () => {
    const { open } = refusingDatabase();
    const first = await openPage('en', { open });
    first.dispatch(editorActions.notesChanged('of the account'));
    await waitFor(() => expect(editorOf(first).storeFailure).toBe('refused'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(UNSTORED_KEY)).not.toBeNull();
    first.dispatch(localDataCleared(clearedState('en')));
    await pause(50);
    expect(sessionStorage.getItem(UNSTORED_KEY)).toBeNull();
  });
});
