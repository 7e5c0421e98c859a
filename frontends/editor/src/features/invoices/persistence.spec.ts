import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { selectBackupRecord } from '../../store';
import { backupActions } from '../backup/backupSlice';
import { storedData } from '../../testing/browser-database';
import { editorOf, openPage, pause, refusingDatabase } from '../../testing/persistence-pages';
import { openInvoicingDatabase } from './browser-store/database';
import { editorActions } from './editor-commands';
import { localDataCleared } from './editor-actions';
import { clearedState, normaliseEditorState, STORAGE_KEY } from './editor-schema';

const oldInvoice = {
  id: 'old-1',
  invoiceNumber: 'INV-2025-0310',
  date: '2025-04-01',
  status: 'saved',
  paymentStatus: 'bogus',
  items: [{ id: 'i1', description: 'Old work', quantity: 2, price: 12.5, vatRate: 21 }],
  discount: { type: 'weird', value: '5' },
  total: 1,
};
const halfWritten = { invoiceNumber: '', items: [], notes: 'half written' };
const settings = { country: 'BE', latestInvoiceNumber: 310, invoiceLanguage: 'nl' };

/** What each earlier release stored under `invoicing.editor`. */
const storedByVersion: Record<number, string> = {
  0: JSON.stringify([oldInvoice, halfWritten]),
  1: JSON.stringify({ version: 1, state: [oldInvoice, halfWritten] }),
  2: JSON.stringify({ version: 2, state: { invoices: [oldInvoice, halfWritten], settings } }),
  3: JSON.stringify({
    version: 3,
    state: { invoices: [oldInvoice], settings, draft: halfWritten, draftEdited: true },
  }),
};

describe('editor persistence', () => {
  it('starts a first visit in the interface language and writes nothing until a change', async () => {
    const store = await openPage('nl');
    expect(editorOf(store).settings.invoiceLanguage).toBe('nl');
    await pause(400);
    expect(await storedData()).toEqual({ invoices: [] });
  });

  it('writes one record per invoice after a pause and reads them back in a new page', async () => {
    const store = await openPage('nl');
    store.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Acme' }));
    store.dispatch(editorActions.saved());
    await waitFor(async () => expect((await storedData()).invoices).toHaveLength(1));
    const stored = await storedData();
    expect(stored.settings?.latestInvoiceNumber).toBe(300);
    expect(stored.invoices[0]?.invoice.recipient.company).toBe('Acme');

    const reloaded = await openPage('en');
    expect(editorOf(reloaded).invoices[0]?.recipient.company).toBe('Acme');
    expect(editorOf(reloaded).settings.invoiceLanguage).toBe('nl');

    // Deleting it removes its record.
    reloaded.dispatch(editorActions.deleted(editorOf(reloaded).invoices[0]!.id!));
    await waitFor(async () => expect((await storedData()).invoices).toEqual([]));
  });

  it('writes only the draft for a keystroke in it, not the saved invoices', async () => {
    const store = await openPage();
    store.dispatch(editorActions.recipientChanged({ field: 'company', value: 'First' }));
    store.dispatch(editorActions.saved());
    await waitFor(async () => expect((await storedData()).invoices).toHaveLength(1));
    // The stored invoice is changed behind the page's back: a draft keystroke must not rewrite it.
    const db = await openInvoicingDatabase();
    const [record] = await db.getAll('invoices');
    await db.put('invoices', { ...record!, invoice: { ...record!.invoice, notes: 'untouched' } });
    db.close();
    store.dispatch(editorActions.draftOpened({ reset: false }));
    store.dispatch(editorActions.notesChanged('typed in the draft'));
    await waitFor(async () =>
      expect((await storedData()).draft?.draft.notes).toBe('typed in the draft'),
    );
    expect((await storedData()).invoices[0]?.invoice.notes).toBe('untouched');
  });

  it('repairs an invoice record of another format on reading, and takes its own as written', async () => {
    const store = await openPage();
    store.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Own' }));
    store.dispatch(editorActions.saved());
    await waitFor(async () => expect((await storedData()).invoices).toHaveLength(1));
    const db = await openInvoicingDatabase();
    // As another release might have written it: no format, a payment status this one lacks.
    await db.put('invoices', { id: 'old-1', seq: 5, invoice: oldInvoice as never });
    db.close();
    const reloaded = await openPage();
    const [own, old] = editorOf(reloaded).invoices;
    expect(own?.recipient.company).toBe('Own');
    expect(old).toMatchObject({ id: 'old-1', paymentStatus: 'unpaid', total: 3025 });
  });

  it("remembers the backup reminder's answer after a reload (features/backup)", async () => {
    const store = await openPage();
    store.dispatch(backupActions.reminderAnswered('2026-11-20T10:00:00.000Z'));
    await waitFor(async () =>
      expect((await storedData()).backup).toEqual({ lastReminderAt: '2026-11-20T10:00:00.000Z' }),
    );
    const reloaded = await openPage();
    expect(selectBackupRecord(reloaded.getState())).toEqual({
      lastReminderAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it.each([0, 1, 2, 3])(
    'migrates version %i from localStorage without loss, and removes it once read back',
    async (version) => {
      localStorage.setItem(STORAGE_KEY, storedByVersion[version]!);
      localStorage.setItem(
        'invoicing.sync-queue',
        JSON.stringify({ version: 1, state: { ownerId: 'user-1', queue: [], settingsVersion: 4 } }),
      );
      const expected = normaliseEditorState(
        version < 2
          ? { invoices: [oldInvoice], draft: halfWritten, draftEdited: true }
          : { invoices: [oldInvoice], settings, draft: halfWritten, draftEdited: true },
      );
      const store = await openPage('nl');
      const migrated = editorOf(store);
      expect(migrated.invoices).toEqual(expected.invoices);
      expect(migrated.settings).toEqual(expected.settings);
      expect(migrated.draft).toEqual({ ...expected.draft, id: migrated.draft.id });
      expect(migrated.draftEdited).toBe(true);
      expect(migrated.invoices[0]).toMatchObject({
        id: 'old-1',
        paymentStatus: 'unpaid',
        discount: { type: 'none', value: '0' },
        total: 3025,
      });
      expect(migrated.invoices[0]?.items[0]).toMatchObject({ quantity: '2', price: '12,50' });
      expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem('invoicing.sync-queue')).toBeNull();
      const stored = await storedData();
      expect(stored.invoices.map((record) => record.invoice)).toEqual(migrated.invoices);
      expect(stored.syncQueue).toEqual({ ownerId: 'user-1', queue: [], settingsVersion: 4 });

      // A new page reads the same from the database alone.
      const reloaded = await openPage('en');
      expect(editorOf(reloaded).invoices).toEqual(migrated.invoices);
      expect(editorOf(reloaded).settings).toEqual(migrated.settings);
    },
  );

  it('leaves localStorage untouched when the migration cannot be stored, shows it and keeps the data', async () => {
    localStorage.setItem(STORAGE_KEY, storedByVersion[3]!);
    const quotaError = () => Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const refusing = async () => {
      const db = await openInvoicingDatabase();
      db.put = () => Promise.reject(quotaError());
      db.transaction = (() => {
        throw quotaError();
      }) as typeof db.transaction;
      return db;
    };
    const store = await openPage('en', { open: refusing });
    expect(editorOf(store).invoices[0]?.id).toBe('old-1');
    expect(editorOf(store).storeFailure).toBe('full');
    expect(localStorage.getItem(STORAGE_KEY)).toBe(storedByVersion[3]);

    // Saving gives no number while nothing can be stored.
    store.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Not stored' }));
    store.dispatch(editorActions.saved());
    await pause(100);
    expect(editorOf(store).invoices).toHaveLength(1);
    expect(editorOf(store).draft.invoiceNumber).toBe('');
    expect(editorOf(store).settings.latestInvoiceNumber).toBe(310);
  });

  it('leaves localStorage untouched when the read-back differs (a partial migration)', async () => {
    localStorage.setItem(STORAGE_KEY, storedByVersion[3]!);
    const losing = async () => {
      const db = await openInvoicingDatabase();
      // A browser that stores the records but reads back none of the invoices.
      const transaction = db.transaction.bind(db);
      db.transaction = ((names: never, mode: never) => {
        const tx = transaction(names, mode);
        if (mode !== 'readonly') return tx;
        const index = { getAll: () => Promise.resolve([]) };
        return {
          ...tx,
          done: tx.done,
          objectStore: () => ({ index: () => index, get: () => undefined }),
        };
      }) as unknown as typeof db.transaction;
      return db;
    };
    const store = await openPage('en', { open: losing });
    expect(localStorage.getItem(STORAGE_KEY)).toBe(storedByVersion[3]);
    expect(editorOf(store).invoices[0]?.id).toBe('old-1');
    expect(editorOf(store).storeFailure).toBe('refused');
  });

  it('says at once when the browser refuses a write, and stops saying so once one succeeds', async () => {
    const { refusing, open } = refusingDatabase();
    const store = await openPage('en', { open });
    store.dispatch(editorActions.notesChanged('kept in memory'));
    await waitFor(() => expect(editorOf(store).storeFailure).toBe('refused'));
    expect(editorOf(store).draft.notes).toBe('kept in memory');
    // A concept that cannot be stored stays a concept: its number is not taken.
    store.dispatch(editorActions.saved());
    await pause(100);
    expect(editorOf(store).invoices).toEqual([]);
    expect(editorOf(store).draft.invoiceNumber).toBe('');
    expect(editorOf(store).settings.latestInvoiceNumber).toBe(0);
    refusing.now = false;
    store.dispatch(editorActions.notesChanged('kept in memory, then stored'));
    await waitFor(() => expect(editorOf(store).storeFailure).toBeNull());
    expect((await storedData()).draft?.draft.notes).toBe('kept in memory, then stored');
  });

  it('keeps a second tab in step: a keystroke, a save, and signing out', async () => {
    const first = await openPage();
    const second = await openPage();
    first.dispatch(editorActions.notesChanged('typed in the first tab'));
    await waitFor(() => expect(editorOf(second).draft.notes).toBe('typed in the first tab'));

    first.dispatch(editorActions.recipientChanged({ field: 'company', value: 'Saved in one' }));
    first.dispatch(editorActions.saved());
    await waitFor(() =>
      expect(editorOf(second).invoices.map((invoice) => invoice.recipient.company)).toEqual([
        'Saved in one',
      ]),
    );
    expect(editorOf(second).settings.latestInvoiceNumber).toBe(300);

    first.dispatch(localDataCleared(clearedState('en')));
    await waitFor(() => expect(editorOf(second).invoices).toEqual([]));
    await waitFor(async () => expect(await storedData()).toEqual({ invoices: [] }));
  });

  it('normalises rubbish into a usable state', () => {
    const state = normaliseEditorState({
      settings: { country: 'XX', latestInvoiceNumber: -4 },
      invoices: 'no',
    });
    expect(state.settings.country).toBe('NL');
    expect(state.settings.latestInvoiceNumber).toBe(0);
    expect(state.invoices).toEqual([]);
    expect(state.draft.status).toBe('concept');
  });
});
