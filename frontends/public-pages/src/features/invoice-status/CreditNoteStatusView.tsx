import { formatMoney, type DocumentLocale } from '@app/contracts/invoice';
import type { Language } from '@app/contracts/routing';
import type { InvoiceStatusDto, PublicCreditNoteDto, PublicPartyDto } from './invoiceStatusApi.gen';
import { statusDate } from './status-date';
import type { Translate } from './status-texts';

export type CreditNoteStatusViewProps = {
  readonly invoice: InvoiceStatusDto['invoice'];
  readonly creditNote: PublicCreditNoteDto;
  readonly language: Language;
  /** The documents' wording and dates (`documentLocale`). */
  readonly locale: DocumentLocale;
  readonly t: Translate;
  readonly Party: (props: { title: string; party: PublicPartyDto }) => React.JSX.Element;
};

/**
 * A credit note's status page: what it takes back and from which invoice, and the refund's
 * status when the seller refunds it online. Nothing is owed on it: no due date, bank details
 * or Pay now, whatever its payment methods say.
 */
export function CreditNoteStatusView({
  invoice,
  creditNote,
  language,
  locale,
  t,
  Party,
}: CreditNoteStatusViewProps) {
  const { creditedInvoice, refundStatus } = creditNote;
  return (
    <>
      <div className="pp-status__parties">
        <Party title={t('from')} party={invoice.sender} />
        <Party title={t('to')} party={invoice.recipient} />
      </div>
      {creditedInvoice.invoiceNumber === '' ? null : (
        <p data-testid="status-credited-invoice">
          {t('creditNote.reference', {
            number: creditedInvoice.invoiceNumber,
            date: statusDate(creditedInvoice.date, locale),
          })}
        </p>
      )}
      <dl className="pp-status__facts">
        <dt>{t('creditNote.date')}</dt>
        <dd>{statusDate(invoice.date, locale)}</dd>
        <dt>{t('total')}</dt>
        <dd className="pp-status__total" data-testid="status-total">
          {formatMoney(invoice.total, language)}
        </dd>
        {refundStatus === null ? null : (
          <>
            <dt>{t('creditNote.refund')}</dt>
            <dd data-testid="status-refund">{t(`creditNote.refundStatus.${refundStatus}`)}</dd>
          </>
        )}
      </dl>
      <section className="pp-status__block" role="status" data-testid="status-credit-note">
        <p>{t('creditNote.nothingToPay')}</p>
      </section>
    </>
  );
}
