// The editor's state shape, its initial value and the helpers its reducers share.
import {
  computeTotals,
  createEmptyInvoice,
  storedDateOf,
  type Invoice,
  type Language,
} from '@app/contracts/invoice';
import { clientDefaultSettings, defaultNotesFor, type Settings } from '@app/contracts/settings';

/** What is stored in the browser (schema version 3, see persistence.ts). */
export type PersistedEditorState = {
  settings: Settings;
  /** Saved invoices (they have an id and a number). */
  invoices: Invoice[];
  /** The working draft: the concept being written, without id or number. */
  draft: Invoice;
  /** True once the user changed the working draft, so it is listed in the overview. */
  draftEdited: boolean;
};

export type EditableSection =
  'invoiceNumber' | 'paymentTerms' | 'recipient' | 'sender' | 'paymentMethods' | 'notes';

export type EditorState = PersistedEditorState & {
  /** Id of the saved invoice in the editor; null shows the working draft. */
  currentId: string | null;
  /** The one section in edit mode. */
  editing: EditableSection | null;
  /** The 'save as default' box of the notes; null follows "notes equal the default notes". */
  notesAsDefault: boolean | null;
  /** Set when a concept was just saved: the saved-success dialog is open for this id. */
  justSavedId: string | null;
  /** False until the stored data was read (the overview shows its loading text until then). */
  loaded: boolean;
};

export const today = (): string => storedDateOf(new Date());

export const freshDraft = (settings: Settings, date: string = today()): Invoice =>
  createEmptyInvoice(settings, date);

/** The state of a browser that never used the editor; the languages follow the interface. */
export const initialEditorState = (language: Language = 'en'): EditorState => {
  const settings: Settings = {
    ...clientDefaultSettings(),
    language,
    invoiceLanguage: language,
    defaultNotes: defaultNotesFor(language),
  };
  return {
    settings,
    invoices: [],
    draft: freshDraft(settings),
    draftEdited: false,
    currentId: null,
    editing: null,
    notesAsDefault: null,
    justSavedId: null,
    loaded: false,
  };
};

/** The invoice shown in the editor. */
export const currentInvoiceOf = (state: EditorState): Invoice =>
  (state.currentId === null ? undefined : state.invoices.find((i) => i.id === state.currentId)) ??
  state.draft;

/** Applies an edit to the invoice in the editor, keeping the cached total right. */
export function editCurrent(
  state: EditorState,
  edit: (invoice: Invoice) => void,
  { content = true }: { content?: boolean } = {},
): void {
  const invoice = currentInvoiceOf(state);
  edit(invoice);
  invoice.total = computeTotals({ items: invoice.items, discount: invoice.discount }).total;
  // Focusing a placeholder is not an edit: the draft is listed once the user changed content.
  if (content && invoice === state.draft) state.draftEdited = true;
}

export type FieldEdit<Field extends string> = { field: Field; value: string };

/** Sets a field and clears its placeholder flag: any edit of a field makes it real content. */
/** Clears one field's placeholder flag in place (on an immer draft). */
export function clearPlaceholderFlag<F extends string>(
  target: { isPlaceholder?: Partial<Record<F, boolean>> },
  field: F,
): void {
  if (target.isPlaceholder?.[field]) {
    target.isPlaceholder = { ...target.isPlaceholder, [field]: false };
  }
}

export function withField<
  T extends { isPlaceholder?: Partial<Record<F, boolean>> },
  F extends string,
>(value: T, field: F, text: string): T {
  return {
    ...value,
    [field]: text,
    isPlaceholder: { ...value.isPlaceholder, [field]: false },
  };
}
