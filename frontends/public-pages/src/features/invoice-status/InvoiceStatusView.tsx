import { Fragment } from 'react';
import {
  documentLocale,
  formatMoney,
  ibanGroups,
  isPastDate,
  paymentStatusBadge,
  showPayNow,
  storedDateOf,
} from '@app/contracts/invoice';
import type { Language } from '@app/contracts/routing';
import { CreditNoteStatusView } from './CreditNoteStatusView';
import { statusDate } from './status-date';
import type { Translate } from './status-texts';
import type { InvoiceStatusDto, PublicPartyDto } from './invoiceStatusApi.gen';

export type InvoiceStatusViewProps = {
  readonly status: InvoiceStatusDto;
  readonly language: Language;
  /** yyyy-MM-dd in Amsterdam, for the overdue warning. */
  readonly today: string;
  readonly t: Translate;
  /** Back from the payment provider and not paid yet: 'checking' while asking, then 'waiting'. */
  readonly returned: 'checking' | 'waiting' | null;
};

/**
 * The IBAN in groups of four, each kept on one line: a narrow screen wraps between groups, never
 * inside one, so the number can be read and copied group by group (issue 29).
 */
function IbanText({ iban }: { iban: string }) {
  return (
    <>
      {ibanGroups(iban).map((group, index) => (
        <Fragment key={index}>
          {index === 0 ? null : ' '}
          <span className="pp-status__iban-group" data-testid="iban-group">
            {group}
          </span>
        </Fragment>
      ))}
    </>
  );
}

function Party({ title, party }: { title: string; party: PublicPartyDto }) {
  const place = [party.postalCode, party.city].filter((part) => part.trim() !== '').join(' ');
  return (
    <section className="pp-status__party">
      <h2>{title}</h2>
      <p>
        {[party.company, party.address, place]
          .filter((line) => line.trim() !== '')
          .map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
      </p>
    </section>
  );
}

/** The status page's content (spec §2) for one loaded invoice. */
export function InvoiceStatusView({
  status,
  language,
  today,
  t,
  returned,
}: InvoiceStatusViewProps) {
  const { invoice, paymentLink, paymentRedirectUrl } = status;
  // The invoice's documents decide the wording: in Dutch, a Belgian seller's page speaks
  // Belgian Dutch (Vervaldag, Mededeling, 05/03/2026), as their PDF and e-mail do.
  const locale = documentLocale(language, status.sellerCountry);
  const belgian = locale === 'nl-BE';
  if (invoice.creditNote !== undefined) {
    return (
      <CreditNoteStatusView
        invoice={invoice}
        creditNote={invoice.creditNote}
        language={language}
        locale={locale}
        t={t}
        Party={Party}
      />
    );
  }
  const paid = invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'markedPaid';
  const total = formatMoney(invoice.total, language);
  const overdue = !paid && isPastDate(invoice.dueDate, today);
  const badge = paymentStatusBadge(invoice.paymentStatus, 'statusPage');
  const payUrl = paymentRedirectUrl ?? (paymentLink?.status === 'open' ? paymentLink.url : null);
  // Fully credited is never owed, whatever the payment status says (a credit note corrected it).
  const payNow =
    invoice.creditStatus !== 'full' &&
    showPayNow({ ...invoice, paymentLink, paymentRedirectUrl: payUrl });
  const { bank } = invoice.paymentMethods;
  return (
    <>
      <div className="pp-status__parties">
        <Party title={t('from')} party={invoice.sender} />
        <Party title={t('to')} party={invoice.recipient} />
      </div>
      <dl className="pp-status__facts">
        <dt>{t('dates.date')}</dt>
        <dd>{statusDate(invoice.date, locale)}</dd>
        <dt>{t(belgian ? 'dates.dueBelgian' : 'dates.due')}</dt>
        <dd data-testid="status-due" className={overdue ? 'pp-status__overdue' : undefined}>
          {statusDate(invoice.dueDate, locale)}
          {overdue ? (
            <span
              className="pp-status__warning"
              role="img"
              aria-label={t('dates.overdue')}
              title={t('dates.overdue')}
            >
              ⚠
            </span>
          ) : null}
        </dd>
        {paid && invoice.paidAt !== undefined ? (
          <>
            <dt>{t('dates.paidAt')}</dt>
            <dd data-testid="status-paid-at">
              {statusDate(storedDateOf(new Date(invoice.paidAt)), locale)}
            </dd>
          </>
        ) : null}
        <dt>{t('total')}</dt>
        <dd className="pp-status__total" data-testid="status-total">
          {total}
        </dd>
        {invoice.creditStatus === undefined ? null : (
          <>
            <dt>{t('credit.label')}</dt>
            <dd data-testid="status-credited">{t(`credit.${invoice.creditStatus}`)}</dd>
          </>
        )}
        {/* Partly credited and unpaid: the invoice keeps its total, the customer owes the rest. */}
        {!paid && invoice.creditStatus === 'partly' ? (
          <>
            <dt>{t('amountDue')}</dt>
            <dd className="pp-status__total" data-testid="status-amount-due">
              {formatMoney(invoice.amountDue, language)}
            </dd>
          </>
        ) : null}
      </dl>
      {paid ? (
        <section className="pp-status__banner" role="status" data-testid="status-paid-banner">
          <h2>{t('paid.title')}</h2>
          <p>{t('paid.text', { total })}</p>
        </section>
      ) : (
        <section className="pp-status__block" aria-label={t('status.label')}>
          <p>
            {t('status.label')}:{' '}
            <span className={`pp-badge pp-badge--${badge.tone}`} data-testid="status-badge">
              {t(`status.${badge.status}`)}
            </span>
          </p>
          {returned === null ? null : (
            <p className="pp-status__notice" role="status" data-testid="status-returned">
              {t(returned === 'checking' ? 'pay.checking' : 'pay.notConfirmed')}
            </p>
          )}
          {payNow && payUrl !== null ? (
            <a className="pp-button" href={payUrl} data-testid="status-pay-now">
              {t('pay.button')}
            </a>
          ) : null}
        </section>
      )}
      {bank.enabled && !paid ? (
        <section className="pp-status__bank" data-testid="status-bank">
          <h2>{t('bank.title')}</h2>
          <dl>
            <dt>{t('bank.iban')}</dt>
            <dd data-testid="status-iban">
              <IbanText iban={bank.iban} />
            </dd>
            {bank.bic.trim() === '' ? null : (
              <>
                <dt>{t('bank.bic')}</dt>
                <dd>{bank.bic}</dd>
              </>
            )}
            <dt>{t(belgian ? 'bank.accountNameBelgian' : 'bank.accountName')}</dt>
            <dd>{bank.accountName}</dd>
            {/* The invoice's own reference (a Belgian structured one, an RF), else its number. */}
            {bank.paymentReference === '' ? null : (
              <>
                <dt>{t(belgian ? 'bank.paymentReferenceBelgian' : 'bank.paymentReference')}</dt>
                <dd data-testid="status-payment-reference">{bank.paymentReference}</dd>
              </>
            )}
          </dl>
        </section>
      ) : null}
    </>
  );
}
