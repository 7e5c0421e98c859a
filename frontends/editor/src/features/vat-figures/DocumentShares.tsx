import { useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '@app/platform';
import { selectSavedInvoice, useAppDispatch, useAppSelector } from '../../store';
import { editorActions } from '../invoices/editor-commands';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import type { VatReturnDocumentShareDto } from './vatFiguresApi';

/**
 * A share's document as the lists name it: its number, and "(deleted)" after a document the
 * user deleted since it was issued (it still counts: the VAT on it is owed).
 */
export function useShareNumber(): (share: VatReturnDocumentShareDto) => string {
  const { t } = useEditorTranslation();
  return (share) =>
    share.deleted
      ? t('vatFigures.documents.deleted', { number: share.invoiceNumber })
      : share.invoiceNumber;
}

/** A document's number that opens it in the editor when this browser has it, else its number. */
function DocumentNumber({ share }: { share: VatReturnDocumentShareDto }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const numberOf = useShareNumber();
  const known = useAppSelector((root) => selectSavedInvoice(root, share.id) !== undefined);
  // A deleted document's id is its archived copy's: there is nothing to open in the editor.
  if (!known || share.deleted) return <>{numberOf(share)}</>;
  return (
    <button
      type="button"
      className="editor-link-button"
      aria-label={t('vatFigures.documents.open', { number: share.invoiceNumber })}
      onClick={() => {
        dispatch(editorActions.invoiceOpened(share.id));
        navigate(localized('/'));
      }}
    >
      {share.invoiceNumber}
    </button>
  );
}

/**
 * The documents behind one figure, each with the share it adds (signed as it counts there), so
 * the figure is the sum of its list. `columns` are the amounts the figure shows.
 */
export function DocumentShares({
  id,
  documents,
  columns,
  caption,
}: {
  id: string;
  documents: readonly VatReturnDocumentShareDto[];
  columns: readonly ('base' | 'vat')[];
  caption: string;
}) {
  const { t } = useEditorTranslation();
  const { money, date } = useFormatters();
  if (documents.length === 0) {
    return (
      <p id={id} className="vat-shares__none">
        {t('vatFigures.documents.none')}
      </p>
    );
  }
  return (
    <table id={id} className="vat-shares" data-testid={`${id}-documents`}>
      <caption className="app-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('vatFigures.documents.number')}</th>
          <th scope="col">{t('vatFigures.documents.type')}</th>
          <th scope="col">{t('vatFigures.documents.date')}</th>
          {columns.includes('base') && (
            <th scope="col" className="vat-amount">
              {t('vatFigures.columns.base')}
            </th>
          )}
          {columns.includes('vat') && (
            <th scope="col" className="vat-amount">
              {t('vatFigures.columns.vat')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {documents.map((share) => (
          <tr key={share.id}>
            <td>
              <DocumentNumber share={share} />
            </td>
            <td>
              {share.documentType === 'credit_note'
                ? t('vatFigures.documents.creditNote')
                : t('vatFigures.documents.invoice')}
            </td>
            <td>{date(share.date)}</td>
            {columns.includes('base') && <td className="vat-amount">{money(share.base)}</td>}
            {columns.includes('vat') && <td className="vat-amount">{money(share.vat)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
