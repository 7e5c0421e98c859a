import { forwardRef } from 'react';
import { isInvoiceReadOnly } from '@app/contracts/invoice';
import { useCurrentInvoice, useEditorTranslation } from '../../invoices/hooks';
import { isCreditNote } from '../../credit-notes/credit-notes';
import { CreditNoteLines } from '../../credit-notes/components/CreditNoteLines';
import { DatesSection } from './DatesSection';
import { DiscountControl, TotalsRows } from './DiscountAndTotals';
import { EditorToolbar } from './EditorToolbar';
import { InvoiceHeader } from './InvoiceHeader';
import { LineItemsTable } from './LineItemsTable';
import { LogoArea } from './LogoArea';
import { EmailMessageSection, NotesSection } from './NotesAndMessage';
import { PartySection } from './PartySection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { ReadOnlyPanel } from './ReadOnlyPanel';
import { SettingsMenu } from './SettingsMenu';
import { VatLegalTexts } from './VatLegalTexts';
import { IssueProblemsAlert } from './VatProblems';
import './invoice-editor.css';

/** The invoice document being written (spec §2 "Invoice editor"). */
export const InvoiceEditor = forwardRef<HTMLElement>(function InvoiceEditor(_props, ref) {
  const { t } = useEditorTranslation();
  const invoice = useCurrentInvoice();
  // A credit note's content was fixed when it was made, under the credit rules (issue 31).
  const creditNote = isCreditNote(invoice);
  const readOnly = isInvoiceReadOnly(invoice) || creditNote;
  return (
    <section
      ref={ref}
      className="invoice-editor"
      aria-label={t('editor.label')}
      data-testid="invoice-editor"
      data-status={invoice.status}
      data-read-only={readOnly}
      data-document-type={invoice.documentType ?? 'invoice'}
      tabIndex={-1}
    >
      <div className="invoice-editor__bar">
        <EditorToolbar invoice={invoice} />
        <SettingsMenu />
      </div>
      <IssueProblemsAlert />
      <div className={`invoice-sheet ${readOnly ? 'invoice-sheet--read-only' : ''}`}>
        {isInvoiceReadOnly(invoice) ? <ReadOnlyPanel invoice={invoice} /> : null}
        <div className="invoice-sheet__top">
          <LogoArea />
          <InvoiceHeader invoice={invoice} readOnly={readOnly} />
        </div>
        <DatesSection
          key={`${invoice.id ?? 'draft'}-dates`}
          invoice={invoice}
          readOnly={readOnly}
        />
        <div className="invoice-sheet__parties">
          <PartySection party="recipient" readOnly={readOnly} />
          <PartySection party="sender" readOnly={readOnly} />
        </div>
        {creditNote ? (
          <CreditNoteLines invoice={invoice} />
        ) : (
          <LineItemsTable items={invoice.items} readOnly={readOnly} />
        )}
        <div className="invoice-sheet__sums">
          <DiscountControl invoice={invoice} readOnly={readOnly} />
          <TotalsRows invoice={invoice} />
        </div>
        <VatLegalTexts invoice={invoice} />
        <PaymentMethodsSection invoice={invoice} readOnly={readOnly} />
        <NotesSection invoice={invoice} readOnly={readOnly} />
        <EmailMessageSection invoice={invoice} readOnly={readOnly} />
      </div>
    </section>
  );
});
