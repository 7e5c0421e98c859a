import { useState } from 'react';
import {
  computeTotals,
  paymentProviderName,
  paymentStatusBadge,
  paymentStatusOn,
  sentLineTimestamp,
  type Invoice,
} from '@app/contracts/invoice';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { useToday } from '../../invoices/today';
import { Icon } from '@app/platform/controls';
import { useInvoiceEmails } from '../../email/useInvoiceEmails';
import './read-only-panel.css';

/**
 * When the sent line says the invoice went out (spec §2): the first e-mail sent, else the
 * earliest planned one; 'recently' while that is unknown, the invoice date when loading failed.
 */
function SentLine({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const { date, instant } = useFormatters();
  const emails = useInvoiceEmails(invoice);
  const at = sentLineTimestamp(emails.records);
  const when =
    at !== null
      ? instant(at)
      : emails.status === 'error'
        ? date(invoice.date)
        : t('readOnly.recently');
  return (
    <li data-testid="read-only-sent">
      {t('readOnly.sentLine', { when, email: invoice.recipient.email || '-' })}
    </li>
  );
}

/**
 * The read-only summary (spec §2): number, recipient company, total and status lines. It
 * collapses to a small 'read only' pill and expands again.
 */
export function ReadOnlyPanel({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const { money, date, instant: timestamp } = useFormatters();
  const today = useToday();
  const [collapsed, setCollapsed] = useState(false);
  // Overdue as soon as the rule says so (contracts' paymentStatusOn), not after the sweep.
  const badge = paymentStatusBadge(paymentStatusOn(invoice, today), 'editor');
  const paidLink = invoice.paymentLinks?.find((link) => link.status === 'paid');
  const paid = invoice.paymentStatus === 'paid' || invoice.paymentStatus === 'markedPaid';

  if (collapsed) {
    return (
      <button
        type="button"
        className="read-only-pill"
        data-testid="read-only-pill"
        aria-expanded={false}
        onClick={() => setCollapsed(false)}
      >
        <Icon name="lock" />
        {t('readOnly.pill')}
      </button>
    );
  }
  return (
    <aside
      className="read-only-panel"
      aria-label={t('readOnly.title')}
      data-testid="read-only-panel"
    >
      <div className="read-only-panel__head">
        <h2 className="read-only-panel__title">{t('readOnly.title')}</h2>
        <button
          type="button"
          className="editor-icon-button"
          aria-expanded
          aria-label={t('readOnly.collapse')}
          onClick={() => setCollapsed(true)}
        >
          <Icon name="minus" />
        </button>
      </div>
      <dl className="read-only-panel__facts">
        <dt>{t('readOnly.number')}</dt>
        <dd data-testid="read-only-number">{invoice.invoiceNumber}</dd>
        <dt>{t('readOnly.recipient')}</dt>
        <dd>{invoice.recipient.company || '-'}</dd>
        <dt>{t('readOnly.total')}</dt>
        <dd>{money(computeTotals(invoice).total)}</dd>
      </dl>
      <ul className="read-only-panel__lines">
        {invoice.status === 'sent' ? <SentLine invoice={invoice} /> : null}
        {paid ? (
          <li data-testid="read-only-paid">
            {paidLink
              ? t('readOnly.paidVia', {
                  when: invoice.paidAt ? timestamp(invoice.paidAt) : date(invoice.date),
                  provider: paymentProviderName(paidLink.provider),
                })
              : invoice.paidAt
                ? t('readOnly.paidAt', { when: timestamp(invoice.paidAt) })
                : t('readOnly.paymentReceived')}
          </li>
        ) : badge !== null ? (
          <li>{t(badge.key)}</li>
        ) : null}
      </ul>
      <p className="read-only-panel__hint">{t('readOnly.hint')}</p>
    </aside>
  );
}
