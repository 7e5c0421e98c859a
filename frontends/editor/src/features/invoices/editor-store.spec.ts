import { describe, expect, it } from '@jest/globals';
import { computeTotals, storedDateOf } from '@app/contracts/invoice';
import {
  currentInvoiceOf,
  editorActions,
  editorSlice,
  initialEditorState,
  type EditorState,
} from './editorSlice';

const reduce = (state: EditorState, ...actions: Array<Parameters<typeof editorSlice.reducer>[1]>) =>
  actions.reduce((next, action) => editorSlice.reducer(next, action), state);

const year = storedDateOf(new Date()).slice(0, 4);

/** A draft with a sender, a recipient and one line of 100,00 at 21 %. */
const written = (): EditorState => {
  const state = initialEditorState('en');
  const itemId = state.draft.items[0]?.id ?? '';
  return reduce(
    state,
    editorActions.senderChanged({ field: 'company', value: 'Jansen Design' }),
    editorActions.recipientChanged({ field: 'company', value: 'Acme' }),
    editorActions.itemChanged({ id: itemId, field: 'description', value: 'Work' }),
    editorActions.itemChanged({ id: itemId, field: 'price', value: '100,00' }),
  );
};

describe('editorSlice', () => {
  it('starts with both languages and the default note in the interface language, and a concept draft', () => {
    const state = initialEditorState('nl');
    expect(state.settings.language).toBe('nl');
    expect(state.settings.invoiceLanguage).toBe('nl');
    expect(state.draft.status).toBe('concept');
    expect(state.draft.invoiceNumber).toBe('');
    expect(state.draft.notes).toBe('Bedankt voor uw opdracht!');
    expect(initialEditorState('en').draft.notes).toBe('Thank you for your business!');
  });

  it('assigns the next number when saving a draft and moves latestInvoiceNumber on', () => {
    const first = reduce(written(), editorActions.saved());
    const saved = currentInvoiceOf(first);
    expect(saved.invoiceNumber).toBe(`INV-${year}-0300`);
    expect(saved.status).toBe('saved');
    expect(saved.id).toHaveLength(21);
    expect(saved.total).toBe(12100);
    expect(first.settings.latestInvoiceNumber).toBe(300);
    expect(first.justSavedId).toBe(saved.id);
    expect(first.draft.invoiceNumber).toBe('');
    expect(first.draftEdited).toBe(false);

    const again = reduce(first, editorActions.saved());
    expect(again.invoices).toHaveLength(1);
    expect(currentInvoiceOf(again).invoiceNumber).toBe(`INV-${year}-0300`);

    const second = reduce(
      again,
      editorActions.draftOpened({ reset: false }),
      editorActions.saved(),
    );
    expect(currentInvoiceOf(second).invoiceNumber).toBe(`INV-${year}-0301`);
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
    const saved = reduce(
      written(),
      editorActions.discountChanged({ type: 'percentage', value: '10' }),
      editorActions.saved(),
    );
    const id = saved.currentId;
    const copied = reduce(saved, editorActions.copied({ id, today: '2026-03-01' }));
    const copy = currentInvoiceOf(copied);
    expect(copied.currentId).toBeNull();
    expect(copy.invoiceNumber).toBe('');
    expect(copy.status).toBe('concept');
    expect(copy.recipient.company).toBe('Acme');
    expect(copy.discount).toEqual({ type: 'percentage', value: '10' });
    expect(copy.items[0]?.description).toBe('Work');
    expect(copy.items[0]?.id).not.toBe(currentInvoiceOf(saved).items[0]?.id);
    expect(copy.date).toBe('2026-03-01');
    expect(copy.dueDate).toBe('2026-03-15');
  });

  it('resets the working draft on delete and removes a saved invoice', () => {
    const draftDeleted = reduce(written(), editorActions.deleted(null));
    expect(draftDeleted.draft.recipient.company).toBe('');
    expect(draftDeleted.draftEdited).toBe(false);

    const saved = reduce(written(), editorActions.saved());
    const removed = reduce(saved, editorActions.deleted(saved.currentId));
    expect(removed.invoices).toEqual([]);
    expect(removed.currentId).toBeNull();
  });

  it('marks paid with the time, and unpaid again without it', () => {
    const saved = reduce(written(), editorActions.saved());
    const id = saved.currentId ?? '';
    const paid = reduce(
      saved,
      editorActions.paymentStatusSet({ id, status: 'paid', now: '2026-05-01T10:00:00.000Z' }),
    );
    expect(currentInvoiceOf(paid)).toMatchObject({
      paymentStatus: 'paid',
      paidAt: '2026-05-01T10:00:00.000Z',
    });
    const unpaid = reduce(paid, editorActions.paymentStatusSet({ id, status: 'unpaid', now: 'x' }));
    expect(currentInvoiceOf(unpaid).paidAt).toBeUndefined();
  });

  it('recomputes the due date when the date or the terms change', () => {
    const state = reduce(
      initialEditorState(),
      editorActions.dateChanged('2026-01-10'),
      editorActions.termsChanged('30 days'),
    );
    expect(state.draft.dueDate).toBe('2026-02-09');
    const onReceipt = reduce(state, editorActions.termsChanged('Due on receipt'));
    expect(onReceipt.draft.dueDate).toBe('2026-01-10');
  });

  it('clears a placeholder flag on focus and on edit', () => {
    const state = initialEditorState();
    const itemId = state.draft.items[0]?.id ?? '';
    const next = reduce(
      state,
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
    const state = written();
    const firstId = state.draft.items[0]?.id ?? '';
    const next = reduce(state, editorActions.itemDuplicated(firstId), editorActions.itemAdded());
    expect(next.draft.items).toHaveLength(3);
    expect(next.draft.items[1]?.description).toBe('Work');
    expect(next.draft.items[2]).toMatchObject({ quantity: '1', price: '0,00', vatRate: '21' });
    expect(next.draft.total).toBe(computeTotals(next.draft).total);
    const removed = reduce(next, editorActions.itemRemoved(firstId));
    expect(removed.draft.items).toHaveLength(2);
    expect(removed.draft.total).toBe(12100);
  });

  it('keeps the number format valid', () => {
    const state = reduce(
      initialEditorState(),
      editorActions.numberFormatChanged({
        prefix: 'factuur',
        includeYear: false,
        yearFormat: 'short',
        separator: '/',
        numberPadding: 6,
      }),
    );
    expect(state.settings.invoiceNumberFormat.prefix).toBe('FACTU');
    const saved = reduce({ ...state, draft: written().draft }, editorActions.saved());
    expect(currentInvoiceOf(saved).invoiceNumber).toBe('FACTU/000300');
  });
});
