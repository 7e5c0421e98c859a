import {
  computeTotals,
  generateId,
  createEmptyInvoice,
  normaliseDiscount,
  normalisePaymentMethods,
  canonicalisePrice,
  canonicaliseQuantity,
  canonicalVatRate,
  isInvoiceStatus,
  isPaymentStatus,
  isValidStoredDate,
  storedDateOf,
  type Invoice,
  type Language,
  type LineItem,
} from '@app/contracts/invoice';
import { clientDefaultSettings, normaliseSettings, type Settings } from '@app/contracts/settings';
import {
  createVersionedStorage,
  debounce,
  type AppStore,
  type Migration,
  type VersionedStorage,
} from '@app/platform';
import {
  editorActions,
  freshDraft,
  type EditorRootState,
  type PersistedEditorState,
} from './editorSlice';

/** The editor's key in localStorage and its schema version (DESIGN.md: version 3). */
export const STORAGE_KEY = 'invoicing.editor';
export const STORAGE_VERSION = 3;
/** Spec §9: local saving is debounced 300 ms. */
export const LOCAL_SAVE_DEBOUNCE_MS = 300;

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

/**
 * Migrations. Version 1 was a bare list of invoices (numbers possibly typed as JS numbers);
 * version 2 wrapped it with the settings (`{ invoices, settings }`); version 3 adds the working
 * draft. Every read ends in `normaliseEditorState`, which repairs each invoice field by field.
 */
export const editorMigrations: Record<number, Migration> = {
  0: (state) => (Array.isArray(state) ? state : isRecord(state) ? state : []),
  1: (state) => (Array.isArray(state) ? { invoices: state, settings: {} } : state),
  2: (state) => {
    const raw = isRecord(state) ? state : {};
    const invoices = Array.isArray(raw.invoices) ? raw.invoices : [];
    // v2 kept the working draft in the list as the entry without a number.
    const draft = invoices.find((i) => isRecord(i) && text(i.invoiceNumber).trim() === '');
    return {
      ...raw,
      invoices: invoices.filter((i) => i !== draft),
      draft: draft ?? null,
      draftEdited: draft !== undefined,
    };
  },
};

const normaliseItem = (raw: unknown): LineItem | null => {
  if (!isRecord(raw)) return null;
  const flags = isRecord(raw.isPlaceholder) ? raw.isPlaceholder : undefined;
  return {
    id: text(raw.id) || generateId(),
    description: text(raw.description),
    quantity: canonicaliseQuantity(text(raw.quantity, '1')),
    price: canonicalisePrice(text(raw.price, '0')),
    vatRate: canonicalVatRate(text(raw.vatRate, '21')),
    ...(flags === undefined
      ? {}
      : {
          isPlaceholder: {
            description: flags.description === true,
            quantity: flags.quantity === true,
            price: flags.price === true,
          },
        }),
  };
};

/**
 * One stored invoice repaired onto a fresh invoice: known fields of the right type are kept,
 * money and quantities are put in canonical form, the discount and payment methods normalised,
 * and the cached total recomputed (a stored total is never trusted).
 */
export const normaliseInvoice = (
  raw: unknown,
  settings: Settings,
  today: string,
): Invoice | null => {
  if (!isRecord(raw)) return null;
  const base = createEmptyInvoice(settings, today);
  const items = (Array.isArray(raw.items) ? raw.items : [])
    .map(normaliseItem)
    .filter((item): item is LineItem => item !== null);
  const discount = normaliseDiscount(
    isRecord(raw.discount)
      ? { type: text(raw.discount.type, 'none'), value: text(raw.discount.value, '0') }
      : base.discount,
  );
  const invoice: Invoice = {
    ...base,
    ...(typeof raw.id === 'string' && raw.id !== '' ? { id: raw.id } : {}),
    invoiceNumber: text(raw.invoiceNumber),
    date: isValidStoredDate(text(raw.date)) ? text(raw.date) : base.date,
    dueDate: isValidStoredDate(text(raw.dueDate)) ? text(raw.dueDate) : base.dueDate,
    paymentTerms: text(raw.paymentTerms) || base.paymentTerms,
    status: isInvoiceStatus(raw.status) ? raw.status : base.status,
    paymentStatus: isPaymentStatus(raw.paymentStatus) ? raw.paymentStatus : base.paymentStatus,
    ...(typeof raw.paidAt === 'string' ? { paidAt: raw.paidAt } : {}),
    sender: isRecord(raw.sender) ? { ...base.sender, ...(raw.sender as object) } : base.sender,
    recipient: isRecord(raw.recipient)
      ? { ...base.recipient, ...(raw.recipient as object) }
      : base.recipient,
    items: items.length > 0 || Array.isArray(raw.items) ? items : base.items,
    discount,
    notes: typeof raw.notes === 'string' ? raw.notes : base.notes,
    emailMessage: text(raw.emailMessage),
    paymentMethods: normalisePaymentMethods(raw.paymentMethods),
    paymentLinks: Array.isArray(raw.paymentLinks)
      ? (raw.paymentLinks as Invoice['paymentLinks'])
      : [],
    ...(typeof raw.scheduleId === 'string' ? { scheduleId: raw.scheduleId } : {}),
    ...(typeof raw.generatedFromScheduleId === 'string'
      ? { generatedFromScheduleId: raw.generatedFromScheduleId }
      : {}),
    ...(typeof raw.companyId === 'string' ? { companyId: raw.companyId } : {}),
    synced: raw.synced === true,
    isPlaceholder: isRecord(raw.isPlaceholder)
      ? (raw.isPlaceholder as Invoice['isPlaceholder'])
      : base.isPlaceholder,
  };
  invoice.total = computeTotals({ items: invoice.items, discount: invoice.discount }).total;
  return invoice;
};

export const normaliseEditorState = (input: unknown): PersistedEditorState => {
  const raw = isRecord(input) ? input : {};
  const today = storedDateOf(new Date());
  const settings = normaliseSettings(raw.settings, clientDefaultSettings());
  const invoices = (Array.isArray(raw.invoices) ? raw.invoices : [])
    .map((invoice) => normaliseInvoice(invoice, settings, today))
    // Saved invoices need an id to be opened, copied or deleted; a numbered one without gets one.
    .filter((invoice): invoice is Invoice => invoice !== null)
    .map((invoice) => (invoice.id === undefined ? { ...invoice, id: generateId() } : invoice));
  const draft = normaliseInvoice(raw.draft, settings, today);
  return {
    settings,
    invoices,
    draft: draft === null ? freshDraft(settings, today) : { ...draft, status: 'concept' },
    draftEdited: raw.draftEdited === true && draft !== null,
  };
};

export const createEditorStorage = (storage?: Storage): VersionedStorage<PersistedEditorState> =>
  createVersionedStorage({
    key: STORAGE_KEY,
    version: STORAGE_VERSION,
    migrations: editorMigrations,
    normalise: normaliseEditorState,
    ...(storage === undefined ? {} : { storage }),
  });

const persistedPart = (state: EditorRootState): PersistedEditorState => {
  const { settings, invoices, draft, draftEdited } = state.editor;
  return { settings, invoices, draft, draftEdited };
};

/**
 * Local-first persistence: loads what this browser stored (or starts with the interface language
 * as both languages), writes every change after a 300 ms pause and on page hide, and takes over
 * what another tab writes. Returns the stop function.
 */
export function startEditorPersistence(
  store: Pick<AppStore, 'dispatch' | 'subscribe'> & { getState: () => unknown },
  interfaceLanguage: Language,
  storage: VersionedStorage<PersistedEditorState> = createEditorStorage(),
): () => void {
  const state = () => store.getState() as EditorRootState;
  const loaded = storage.load();
  store.dispatch(
    loaded === null ? editorActions.firstVisit(interfaceLanguage) : editorActions.hydrated(loaded),
  );
  let written = storage.serialise(persistedPart(state()));
  let last = persistedPart(state());

  const write = debounce(() => {
    const serialised = storage.serialise(persistedPart(state()));
    if (serialised !== written && storage.save(persistedPart(state()))) {
      written = serialised;
    }
  }, LOCAL_SAVE_DEBOUNCE_MS);

  const unsubscribeStore = store.subscribe(() => {
    const next = persistedPart(state());
    if (
      next.settings !== last.settings ||
      next.invoices !== last.invoices ||
      next.draft !== last.draft ||
      next.draftEdited !== last.draftEdited
    ) {
      last = next;
      write();
    }
  });

  const unsubscribeStorage = storage.subscribe((other) => {
    if (other === null) return;
    // A pending local write would overwrite the other tab's change with older data.
    write.cancel();
    written = storage.serialise(other);
    store.dispatch(editorActions.hydrated(other));
    last = persistedPart(state());
  });

  const flush = () => write.flush();
  window.addEventListener('pagehide', flush);
  return () => {
    write.flush();
    unsubscribeStore();
    unsubscribeStorage();
    window.removeEventListener('pagehide', flush);
  };
}
