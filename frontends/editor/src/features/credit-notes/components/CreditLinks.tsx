import { computeTotals, type Invoice } from '@app/contracts/invoice';
import { useAppDispatch, useAppSelector, selectSavedInvoice } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorTranslation, useFormatters, useSavedInvoices } from '../../invoices/hooks';
import { creditInfoOf, documentCents, isCreditNote } from '../credit-notes';
import { useServerRefunds } from '../refunds';
import { RefundStatusBadge } from './RefundStatus';
import './credit-notes.css';

/** A document's number that opens it in the editor (a link in the editor's own way). */
function OpenLink({
  id,
  number,
  onOpened,
  testId,
}: {
  id: string;
  number: string;
  onOpened?: () => void;
  testId: string;
}) {
  const dispatch = useAppDispatch();
  const { t } = useEditorTranslation();
  const known = useAppSelector((root) => selectSavedInvoice(root, id) !== undefined);
  // A document this browser does not have (another period, not yet synced) is named only.
  if (!known) return <span data-testid={testId}>{number}</span>;
  return (
    <button
      type="button"
      className="editor-link-button credit-links__link"
      aria-label={t('creditNote.open', { number })}
      data-testid={testId}
      onClick={() => {
        dispatch(editorActions.invoiceOpened(id));
        onOpened?.();
      }}
    >
      {number}
    </button>
  );
}

/**
 * The credit status of an original, "Credited" or "Partly credited", with its credit notes'
 * numbers as links (editor, overview card, history). Nothing for an uncredited invoice.
 */
export function CreditStatusLine({
  invoice,
  onOpened,
  withAmounts = false,
  withRefunds = false,
}: {
  invoice: Invoice;
  onOpened?: () => void;
  withAmounts?: boolean;
  /** Each credit note's refund through Mollie, as the server answers it (the editor's toolbar). */
  withRefunds?: boolean;
}) {
  const { t } = useEditorTranslation();
  const { money, date } = useFormatters();
  const invoices = useSavedInvoices();
  const refunds = useServerRefunds(invoice, withRefunds);
  if (isCreditNote(invoice)) return null;
  const info = creditInfoOf(invoice, invoices);
  if (info.status === 'none') return null;
  return (
    <span className="credit-links" data-testid="credit-status" data-credit-status={info.status}>
      <span className={`editor-badge editor-badge--neutral`} data-testid="credit-status-badge">
        {t(`creditStatus.${info.status}`)}
      </span>{' '}
      <span className="credit-links__list">
        {t('creditNote.by')}{' '}
        {info.notes.map((note, index) => (
          <span key={note.id} className="credit-links__item">
            {index > 0 ? ', ' : null}
            <OpenLink
              id={note.id ?? ''}
              number={note.invoiceNumber}
              onOpened={onOpened}
              testId="credit-note-link"
            />
            {withAmounts
              ? ` (${date(note.date)}, ${money(documentCents(note, computeTotals(note).total))})`
              : null}
            {withRefunds ? (
              <RefundStatusBadge refund={refunds.byCreditNote.get(note.id ?? '')} />
            ) : null}
          </span>
        ))}
      </span>
    </span>
  );
}

/** Where the number goes in the translated sentence, so it can become a link. */
const MARK = '§§';

/** "Credit note for invoice {number} of {date}", the number a link to the original. */
export function CreditNoteReference({
  invoice,
  onOpened,
}: {
  invoice: Invoice;
  onOpened?: () => void;
}) {
  const { t } = useEditorTranslation();
  const { date } = useFormatters();
  const original = invoice.creditedInvoice;
  if (!isCreditNote(invoice) || original === undefined) return null;
  const [before, after] = t('creditNote.reference', {
    number: MARK,
    date: date(original.date),
  }).split(MARK);
  return (
    <p className="credit-reference" data-testid="credit-reference">
      {before}
      <OpenLink
        id={original.id}
        number={original.invoiceNumber}
        onOpened={onOpened}
        testId="credited-invoice-link"
      />
      {after}
    </p>
  );
}
