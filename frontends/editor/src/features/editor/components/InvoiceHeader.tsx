import { nextInvoiceNumber, type Invoice } from '@app/contracts/invoice';
import { useAppDispatch } from '../../../store';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { settingsActions } from '../../settings/settingsSlice';
import { isCreditNote } from '../../credit-notes/credit-notes';
import { CreditNoteReference } from '../../credit-notes/components/CreditLinks';
import { EditableSection } from './EditableSection';
import { NumberFormatFields } from './NumberFormatFields';
import './invoice-header.css';

function NumberFormatEditor({ invoiceDate }: { invoiceDate: string }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const settings = useSettings();
  const format = settings.invoiceNumberFormat;
  const { invoiceNumber: example } = nextInvoiceNumber({
    format,
    latestInvoiceNumber: settings.latestInvoiceNumber,
    invoiceStartNumber: settings.invoiceStartNumber,
    invoiceDate,
  });
  return (
    <NumberFormatFields
      format={format}
      onChange={(next) => dispatch(settingsActions.numberFormatChanged(next))}
      example={example}
      title={t('numberFormat.title')}
      testId="number-format"
    />
  );
}

/**
 * Title and number; the number's section opens the number-format editor (spec §2). A credit note
 * is titled as its PDF is, and names the invoice it corrects (issue 31).
 */
export function InvoiceHeader({ invoice, readOnly }: { invoice: Invoice; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const creditNote = isCreditNote(invoice);
  const numberShown =
    invoice.invoiceNumber === '' ? t('header.numberOnSave') : invoice.invoiceNumber;
  return (
    <div className="invoice-header">
      <h2 className="invoice-header__title" data-testid="document-title">
        {creditNote ? t('creditNote.title') : t('header.title')}
      </h2>
      <CreditNoteReference invoice={invoice} />
      <EditableSection
        section="invoiceNumber"
        label={creditNote ? t('creditNote.number') : t('header.number')}
        readOnly={readOnly}
        summary={
          <span
            className={`invoice-header__number ${invoice.invoiceNumber === '' ? 'is-placeholder' : ''}`}
            data-testid="invoice-number"
          >
            {numberShown}
          </span>
        }
      >
        <NumberFormatEditor invoiceDate={invoice.date} />
      </EditableSection>
    </div>
  );
}
