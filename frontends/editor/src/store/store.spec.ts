import { describe, expect, it } from '@jest/globals';
import { storedDateOf, type Invoice } from '@app/contracts/invoice';
import { clientSettingsFor, type Settings } from '@app/contracts/settings';
import { createAppStore } from '@app/platform';
import { cloudMerged } from '../features/invoices/editor-actions';
import { editorActions, type EditorThunk } from '../features/invoices/editor-commands';
import { initialEditorState, type EditorState } from '../features/invoices/editor-state';
import { selectCurrentInvoice } from '../features/invoices/invoice-selectors';
import { settingsActions } from '../features/settings/settingsSlice';
import { selectEditor, selectSavedInvoices, selectSettings } from './store';

type Store = ReturnType<typeof createAppStore>;
type EditorAction = Parameters<Store['dispatch']>[0] | EditorThunk;

/** The three slices seen together, as the reducers of one editor slice used to hold them. */
type View = EditorState & { settings: Settings; invoices: Invoice[]; current: Invoice };

const viewOf = (store: Store): View => {
  const root = store.getState();
  return {
    ...selectEditor(root),
    settings: selectSettings(root),
    invoices: selectSavedInvoices(root),
    current: selectCurrentInvoice(root),
  };
};

/** Dispatches in order and returns what the store holds afterwards. */
const reduce = (store: Store, ...actions: EditorAction[]): View => {
  for (const action of actions) store.dispatch(action as Parameters<Store['dispatch']>[0]);
  return viewOf(store);
};

const newStore = (): Store => {
  const store = createAppStore();
  store.dispatch(editorActions.firstVisit('en'));
  return store;
};

const year = storedDateOf(new Date()).slice(0, 4);

/** A store whose draft has a sender, a recipient and one line of 100,00 at 21 %. */
const written = (): Store => {
  const store = newStore();
  const itemId = viewOf(store).draft.items[0]?.id ?? '';
  reduce(
    store,
    editorActions.senderChanged({ field: 'company', value: 'Jansen Design' }),
    editorActions.recipientChanged({ field: 'company', value: 'Acme' }),
    editorActions.itemChanged({ id: itemId, field: 'description', value: 'Work' }),
    editorActions.itemChanged({ id: itemId, field: 'price', value: '100,00' }),
  );
  return store;
};

describe('the editor store', () => {
  it('starts with both languages and the default note in the interface language, and a concept draft', () => {
    const settings = clientSettingsFor('nl');
    const state = initialEditorState(settings);
    expect(settings.language).toBe('nl');
    expect(settings.invoiceLanguage).toBe('nl');
    expect(state.draft.status).toBe('concept');
    expect(state.draft.invoiceNumber).toBe('');
    expect(state.draft.notes).toBe('Bedankt voor uw opdracht!');
    expect(initialEditorState().draft.notes).toBe('Thank you for your business!');
  });

  it('assigns the next number when saving a draft and moves latestInvoiceNumber on', () => {
    const store = written();
    const first = reduce(store, editorActions.saved());
    const saved = first.current;
    expect(saved.invoiceNumber).toBe(`INV-${year}-0300`);
    expect(saved.status).toBe('saved');
    expect(saved.id).toHaveLength(21);
    expect(saved.total).toBe(12100);
    expect(first.settings.latestInvoiceNumber).toBe(300);
    expect(first.justSavedId).toBe(saved.id);
    expect(first.draft.invoiceNumber).toBe('');
    expect(first.draftEdited).toBe(false);

    const again = reduce(store, editorActions.saved());
    expect(again.invoices).toHaveLength(1);
    expect(again.current.invoiceNumber).toBe(`INV-${year}-0300`);

    const second = reduce(
      store,
      editorActions.draftOpened({ reset: false }),
      editorActions.saved(),
    );
    expect(second.current.invoiceNumber).toBe(`INV-${year}-0301`);
  });

  it('remembers the sender, and the notes when they equal the default', () => {
    const state = reduce(written(), editorActions.saved());
    expect(state.settings.defaultCompany?.company).toBe('Jansen Design');
    expect(state.draft.sender.company).toBe('Jansen Design');
    expect(state.draft.sender.isPlaceholder).toEqual({});
  });

  it('saves changed notes as the default only when the box is checked', () => {
    const unchecked = reduce(
      written(),
      editorActions.notesChanged('Pay soon'),
      editorActions.saved(),
    );
    expect(unchecked.settings.defaultNotes).toBe('Thank you for your business!');
    const checked = reduce(
      written(),
      editorActions.notesChanged('Pay soon'),
      editorActions.notesAsDefaultToggled(true),
      editorActions.saved(),
    );
    expect(checked.settings.defaultNotes).toBe('Pay soon');
    expect(checked.draft.notes).toBe('Pay soon');
  });

  it('copies an invoice into a new concept without number that keeps its content', () => {
    const store = written();
    const saved = reduce(
      store,
      editorActions.discountChanged({ type: 'percentage', value: '10' }),
      editorActions.saved(),
    );
    const id = saved.currentId;
    const copied = reduce(store, editorActions.copied({ id, today: '2026-03-01' }));
    const copy = copied.current;
    expect(copied.currentId).toBeNull();
    expect(copy.invoiceNumber).toBe('');
    expect(copy.status).toBe('concept');
    expect(copy.recipient.company).toBe('Acme');
    expect(copy.discount).toEqual({ type: 'percentage', value: '10' });
    expect(copy.items[0]?.description).toBe('Work');
    expect(copy.items[0]?.id).not.toBe(saved.current.items[0]?.id);
    expect(copy.date).toBe('2026-03-01');
    expect(copy.dueDate).toBe('2026-03-15');
  });

  it('resets the working draft on delete and removes a saved invoice', () => {
    const draftDeleted = reduce(written(), editorActions.deleted(null));
    expect(draftDeleted.draft.recipient.company).toBe('');
    expect(draftDeleted.draftEdited).toBe(false);

    const store = written();
    const saved = reduce(store, editorActions.saved());
    const removed = reduce(store, editorActions.deleted(saved.currentId));
    expect(removed.invoices).toEqual([]);
    expect(removed.currentId).toBeNull();
  });

  it('marks paid with the time, and unpaid again without it', () => {
    const store = written();
    const saved = reduce(store, editorActions.saved());
    const id = saved.currentId ?? '';
    const paid = reduce(
      store,
      editorActions.paymentStatusSet({ id, status: 'paid', now: '2026-05-01T10:00:00.000Z' }),
    );
    expect(paid.current).toMatchObject({
      paymentStatus: 'paid',
      paidAt: '2026-05-01T10:00:00.000Z',
    });
    const unpaid = reduce(
      store,
      editorActions.paymentStatusSet({ id, status: 'unpaid', now: 'x' }),
    );
    expect(unpaid.current.paidAt).toBeUndefined();
  });

  it('recomputes the due date when the date or the terms change', () => {
    const store = newStore();
    const state = reduce(
      store,
      editorActions.dateChanged('2026-01-10'),
      editorActions.termsChanged('30 days'),
    );
    expect(state.draft.dueDate).toBe('2026-02-09');
    const onReceipt = reduce(store, editorActions.termsChanged('Due on receipt'));
    expect(onReceipt.draft.dueDate).toBe('2026-01-10');
  });

  it('clears a placeholder flag on focus and on edit', () => {
    const store = newStore();
    const itemId = viewOf(store).draft.items[0]?.id ?? '';
    const next = reduce(
      store,
      editorActions.itemPlaceholderCleared({ id: itemId, field: 'price' }),
      editorActions.recipientPlaceholderCleared('company'),
      editorActions.senderChanged({ field: 'city', value: 'Delft' }),
    );
    expect(next.draft.items[0]?.isPlaceholder?.price).toBe(false);
    expect(next.draft.items[0]?.isPlaceholder?.quantity).toBe(true);
    expect(next.draft.recipient.isPlaceholder?.company).toBe(false);
    expect(next.draft.sender.isPlaceholder?.city).toBe(false);
    expect(next.draftEdited).toBe(true);
  });

  it('adds, duplicates and removes lines, keeping the cached total right', () => {
    const store = written();
    const firstId = viewOf(store).draft.items[0]?.id ?? '';
    const next = reduce(store, editorActions.itemDuplicated(firstId), editorActions.itemAdded());
    expect(next.draft.items).toHaveLength(3);
    expect(next.draft.items[1]?.description).toBe('Work');
    expect(next.draft.items[2]).toMatchObject({ quantity: '1', price: '0,00', vatRate: '21' });
    // 2 x 100,00 + 0,00, plus 21 % VAT.
    expect(next.draft.total).toBe(24200);
    const removed = reduce(store, editorActions.itemRemoved(firstId));
    expect(removed.draft.items).toHaveLength(2);
    expect(removed.draft.total).toBe(12100);
  });

  it('keeps the number format valid', () => {
    const store = written();
    const state = reduce(
      store,
      settingsActions.numberFormatChanged({
        prefix: 'factuur',
        includeYear: false,
        yearFormat: 'short',
        separator: '/',
        numberPadding: 6,
      }),
    );
    expect(state.settings.invoiceNumberFormat.prefix).toBe('FACTU');
    const saved = reduce(store, editorActions.saved());
    expect(saved.current.invoiceNumber).toBe('FACTU/000300');
  });

  it("keeps a concept's schedule as scheduleData through the save, and follows the server's link", () => {
    const draft = {
      id: 'sch-0042-abcdefghijkl',
      type: 'monthly' as const,
      dayOfMonth: 15,
      startDate: '2026-06-01',
      active: true,
    };
    const store = newStore();
    const scheduled = reduce(store, editorActions.scheduleDraftChanged({ id: null, draft }));
    expect(scheduled.draft.scheduleData).toEqual(draft);
    // A schedule is a change of the draft: it is listed, and a new invoice asks first.
    expect(scheduled.draftEdited).toBe(true);

    const saved = reduce(store, editorActions.saved());
    const id = saved.currentId ?? '';
    expect(saved.current.scheduleData).toEqual(draft);
    expect(saved.draft.scheduleData).toBeUndefined();

    const linked = reduce(store, editorActions.scheduleLinked({ id, scheduleId: draft.id }));
    expect(linked.current.scheduleId).toBe(draft.id);
    expect(linked.current.scheduleData).toBeUndefined();

    const unlinked = reduce(store, editorActions.scheduleUnlinked(id));
    expect(unlinked.current.scheduleId).toBeUndefined();

    const cleared = reduce(
      store,
      editorActions.scheduleDraftChanged({ id, draft }),
      editorActions.scheduleDraftChanged({ id, draft: null }),
      editorActions.draftOpened({ reset: false }),
      editorActions.scheduleDraftChanged({ id: null, draft }),
      editorActions.scheduleDraftChanged({ id: null, draft: null }),
    );
    expect(cleared.invoices[0]?.scheduleData).toBeUndefined();
    expect(cleared.draft.scheduleData).toBeUndefined();
  });

  it("keeps a schedule draft when the cloud's copy of its invoice arrives, until the cloud names a schedule", () => {
    const draft = {
      id: 'sch-0042-abcdefghijkl',
      type: 'yearly' as const,
      dayOfMonth: 1,
      startDate: '2026-06-01',
      active: true,
    };
    const store = written();
    const id = reduce(store, editorActions.saved()).currentId ?? '';
    reduce(store, editorActions.scheduleDraftChanged({ id, draft }));
    const fromCloud = { ...viewOf(store).current, synced: true };
    delete fromCloud.scheduleData;

    const merged = reduce(store, cloudMerged([fromCloud]));
    expect(merged.current).toMatchObject({ synced: true, scheduleData: draft });

    const named = reduce(
      store,
      cloudMerged([{ ...fromCloud, scheduleId: 'sch-0042-abcdefghijkl' }]),
    );
    expect(named.current.scheduleId).toBe('sch-0042-abcdefghijkl');
    expect(named.current.scheduleData).toBeUndefined();
  });
});
