import {
  computeTotals,
  invoiceStatusBadge,
  paymentStatusBadge,
  paymentStatusOn,
  type Invoice,
} from '@app/contracts/invoice';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { useToday } from '../invoices/today';
import { Icon } from '@app/platform/controls';
import { CreditNoteReference, CreditStatusLine } from '../credit-notes/components/CreditLinks';
import { documentCents, isCreditNote } from '../credit-notes/credit-notes';
import { PeppolBadge } from '../peppol/components/PeppolBadge';
import type { CardPosition } from './VirtualCardList';
import './invoice-card.css';

export type InvoiceCardProps = {
  readonly invoice: Invoice;
  readonly planned: boolean;
  readonly current: boolean;
  /** The planned view: the date its schedule makes the next invoice (else its own date). */
  readonly nextDate?: string | undefined;
  /** Signed in and a change of it is not in the cloud yet. */
  readonly unsynced?: boolean;
  readonly onOpen: () => void;
  readonly onCopy: () => void;
  readonly onDelete: () => void;
  readonly onEditSchedule: () => void;
  /** A credit link on the card opened another document in the editor. */
  readonly onOpenedOther?: () => void;
  /** Where the card sits in a virtualised list (VirtualCardList); absent in a plain one. */
  readonly position?: CardPosition;
};

/**
 * One invoice in the overview (spec §2 "Invoice card"). Clicking anywhere on the card loads it:
 * the title's button stretches over the whole card (invoice-card.css), so the card is one
 * target for the mouse and one stop for the keyboard (Enter opens), while its copy and delete
 * buttons and credit links stay above it. A planned card is not loadable, so it has no button.
 */
export function InvoiceCard({
  invoice,
  planned,
  current,
  unsynced = false,
  nextDate,
  onOpen,
  onCopy,
  onDelete,
  onEditSchedule,
  onOpenedOther,
  position,
}: InvoiceCardProps) {
  const { t } = useEditorTranslation();
  const { money, date } = useFormatters();
  const today = useToday();
  const title =
    invoice.invoiceNumber === '' && invoice.status === 'concept'
      ? t('overview.workingDraft')
      : t(isCreditNote(invoice) ? 'overview.creditNoteFor' : 'overview.invoiceFor', {
          company: invoice.recipient.company || t('overview.noRecipient'),
        });
  const status = invoiceStatusBadge(invoice.status);
  const payment =
    invoice.status === 'concept'
      ? null
      : paymentStatusBadge(paymentStatusOn(invoice, today), 'editor');
  // As the documents print it: a credit note's total negative (issue 31).
  const total = documentCents(invoice, computeTotals(invoice).total);
  const label = invoice.invoiceNumber || t('overview.workingDraft');
  return (
    <li
      className={`invoice-card ${current ? 'invoice-card--current' : ''}`}
      data-testid="invoice-card"
      {...(position === undefined
        ? {}
        : {
            ref: position.measure,
            'data-index': position.index,
            'aria-posinset': position.index + 1,
            'aria-setsize': position.setSize,
            style: { transform: `translateY(${position.top}px)` },
          })}
    >
      <div className="invoice-card__main">
        {planned ? (
          <span className="invoice-card__title">{title}</span>
        ) : (
          <button
            type="button"
            className="invoice-card__open"
            aria-current={current ? 'true' : undefined}
            onClick={onOpen}
          >
            {title}
          </button>
        )}
        <span className="invoice-card__sender">{invoice.sender.company}</span>
        <span className="invoice-card__number" data-testid="card-number">
          {invoice.invoiceNumber || '—'}
        </span>
        <span className="invoice-card__date">
          {planned ? `${t('overview.nextDate')}: ` : ''}
          {date(planned ? (nextDate ?? invoice.date) : invoice.date)}
        </span>
        {planned ? null : (
          <>
            <CreditNoteReference invoice={invoice} onOpened={onOpenedOther} />
            <CreditStatusLine invoice={invoice} onOpened={onOpenedOther} />
          </>
        )}
      </div>
      <div className="invoice-card__side">
        <span className="invoice-card__total" data-testid="card-total">
          {money(total)}
        </span>
        <span className="invoice-card__badges">
          {status === null ? null : (
            <span className="editor-badge editor-badge--neutral">
              {'key' in status ? t(status.key) : status.text}
            </span>
          )}
          {payment === null ? null : (
            <span className={`editor-badge editor-badge--${payment.tone}`}>{t(payment.key)}</span>
          )}
          <PeppolBadge status={invoice.peppolStatus} />
          {unsynced ? (
            <span className="editor-badge editor-badge--neutral" data-testid="card-unsynced">
              {t('sync.notSynced')}
            </span>
          ) : null}
        </span>
        <span className="invoice-card__actions">
          <button
            type="button"
            className="editor-icon-button"
            aria-label={t('overview.copy', { number: label })}
            title={t('overview.copyShort')}
            data-testid="card-copy"
            onClick={onCopy}
          >
            <Icon name="copy" />
          </button>
          {planned ? (
            <button
              type="button"
              className="editor-icon-button"
              aria-label={t('overview.editSchedule', { number: label })}
              title={t('overview.editScheduleShort')}
              data-testid="card-edit-schedule"
              onClick={onEditSchedule}
            >
              <Icon name="edit" />
            </button>
          ) : (
            <button
              type="button"
              className="editor-icon-button"
              aria-label={t('overview.delete', { number: label })}
              title={t('overview.deleteShort')}
              data-testid="card-delete"
              onClick={onDelete}
            >
              <Icon name="trash" />
            </button>
          )}
        </span>
      </div>
    </li>
  );
}
