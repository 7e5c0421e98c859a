import type { TFunction } from 'i18next';
import {
  computeLineAmount,
  computeTotals,
  formatInvoiceNumber,
  type Invoice,
  type PaymentMethods,
} from '@app/contracts/invoice';
import type { Settings } from '@app/contracts/settings';
import { smallBusinessScheme } from '@app/contracts/vat';
import { Modal } from '@app/platform/controls';
import { selectSync, useAppDispatch, useAppSelector } from '../../store';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import {
  INVOICE_FIELDS,
  invoiceConflict,
  settingsConflict,
  type InvoiceField,
  type SettingsField,
} from './conflicts';
import { isSettingsItem } from './offline-queue';
import { syncActions } from './syncSlice';
import './sync-status.css';

type Formatters = ReturnType<typeof useFormatters>;
type Row = { field: string; label: string; mine: string; theirs: string };

const lines = (...parts: Array<string | undefined>): string =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join('\n');

const party = (value: Partial<Invoice['sender']> | null): string =>
  value === null
    ? ''
    : lines(
        value.company,
        value.contactName,
        value.address,
        lines([value.postalCode, value.city].filter(Boolean).join(' ')),
        value.email,
        value.vatNumber,
        value.kvkNumber,
      );

const methods = (value: PaymentMethods, t: TFunction): string =>
  lines(
    value.bank.enabled ? `${t('conflict.method.bank')}: ${value.bank.iban}` : undefined,
    value.paypal.enabled ? `PayPal: ${value.paypal.email}` : undefined,
    value.mollie.enabled ? 'Mollie' : undefined,
    value.stripe.enabled ? 'Stripe' : undefined,
  );

/** A field of an invoice as a person reads it: the lines with amounts, money, dates, labels. */
function invoiceText(field: InvoiceField, invoice: Invoice, t: TFunction, fmt: Formatters) {
  switch (field) {
    case 'sender':
    case 'recipient':
      return party(invoice[field]);
    case 'date':
    case 'dueDate':
      return fmt.date(invoice[field]);
    case 'items':
      return lines(
        ...invoice.items.map(
          (item) =>
            `${item.quantity} × ${item.description || '…'}: ${fmt.money(computeLineAmount(item))}`,
        ),
      );
    case 'discount':
      return invoice.discount.type === 'none'
        ? ''
        : invoice.discount.type === 'percentage'
          ? `${invoice.discount.value} %`
          : `€ ${invoice.discount.value}`;
    case 'total':
      return fmt.money(computeTotals(invoice).total);
    case 'paymentMethods':
      return methods(invoice.paymentMethods, t);
    case 'paymentStatus':
      return t(`paymentStatus.${invoice.paymentStatus}`);
    case 'paymentReference':
      return invoice.paymentReference ?? '';
    default:
      return invoice[field];
  }
}

function settingsText(field: SettingsField, settings: Settings, t: TFunction) {
  switch (field) {
    case 'defaultCompany':
      return party(settings.defaultCompany);
    case 'paymentMethods':
      return methods(settings.paymentMethods, t);
    case 'defaultPaymentMethods':
      return settings.defaultPaymentMethods.join(', ');
    case 'invoiceNumberFormat':
      return formatInvoiceNumber(settings.invoiceNumberFormat, 1, '2026-01-01');
    case 'invoiceStartNumber':
      return String(settings.invoiceStartNumber);
    case 'creditNoteNumberFormat':
      return formatInvoiceNumber(settings.creditNoteNumberFormat, 1, '2026-01-01');
    case 'creditNoteStartNumber':
      return String(settings.creditNoteStartNumber);
    case 'reminders':
      return settings.reminders.enabled
        ? t('conflict.remindersOn', { count: settings.reminders.daysAfterDue })
        : t('conflict.remindersOff');
    case 'language':
    case 'invoiceLanguage':
      return t(`languages.${settings[field]}`);
    case 'country':
      return t(`countries.${settings.country}`, { defaultValue: settings.country });
    case 'vatRegime': {
      const scheme = smallBusinessScheme(settings.country);
      return settings.vatRegime === 'small_business' && scheme !== null
        ? t(`settings.vatRegimes.${scheme}`)
        : t('settings.vatRegimes.standard');
    }
    case 'paymentReferenceKind':
      return t(`settings.paymentReferences.${settings.paymentReferenceKind}`);
    default:
      return settings[field];
  }
}

/**
 * A change the server refused because another device changed the same invoice (or the
 * settings) first (docs/cloud-sync.md "Versions and conflicts"): both versions side by side,
 * the fields that differ, and the choice. Nothing is overwritten until the user chooses;
 * closing the dialog postpones the choice (SyncStatus offers it again) and the change waits.
 */
export function ConflictDialog() {
  const { t } = useEditorTranslation();
  const fmt = useFormatters();
  const dispatch = useAppDispatch();
  const { conflict, conflictOpen, queue } = useAppSelector(selectSync);
  const item =
    conflict === null ? undefined : queue.find((queued) => queued.id === conflict.itemId);
  if (conflict === null || !conflictOpen || item === undefined) return null;

  const empty = t('conflict.empty');
  const current = conflict.current;
  let rows: Row[];
  let title: string;
  let intro: string;
  if (current.kind === 'settings' && isSettingsItem(item)) {
    title = t('conflict.settingsTitle');
    intro = t('conflict.settingsIntro');
    rows = settingsConflict(item.data, current.settings).map((field) => ({
      field,
      label: t(`conflict.field.${field}`),
      mine: settingsText(field, item.data, t) || empty,
      theirs: settingsText(field, current.settings, t) || empty,
    }));
  } else if (current.kind === 'invoice') {
    const theirs = current.invoice;
    const number = theirs.invoiceNumber;
    if (item.type === 'delete') {
      title = t('conflict.deletedTitle', { number });
      intro = t('conflict.deletedIntro');
      const base = item.base;
      const fields =
        base === undefined
          ? INVOICE_FIELDS.filter((field) => field !== 'paymentReference')
          : invoiceConflict(base, theirs).differing;
      rows = fields.map((field) => ({
        field,
        label: t(`conflict.field.${field}`),
        mine: t('conflict.deletedHere'),
        theirs: invoiceText(field, theirs, t, fmt) || empty,
      }));
    } else {
      const mine = item.data as Invoice;
      title = t('conflict.invoiceTitle', { number });
      intro = t('conflict.invoiceIntro');
      rows = invoiceConflict(mine, theirs, item.base).differing.map((field) => ({
        field,
        label: t(`conflict.field.${field}`),
        mine: invoiceText(field, mine, t, fmt) || empty,
        theirs: invoiceText(field, theirs, t, fmt) || empty,
      }));
    }
  } else {
    return null;
  }

  const settle = (choice: 'keepMine' | 'takeTheirs') =>
    dispatch(syncActions.conflictSettled(choice));

  return (
    <Modal
      open
      onClose={() => dispatch(syncActions.conflictDialogShown(false))}
      title={title}
      size="lg"
      testId="conflict-dialog"
    >
      <p className="sync-conflict__intro">{intro}</p>
      <table className="sync-conflict__table" data-testid="conflict-fields">
        <thead>
          <tr>
            <th scope="col">{t('conflict.fieldHeading')}</th>
            <th scope="col">{t('conflict.mine')}</th>
            <th scope="col">{t('conflict.theirs')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} data-field={row.field}>
              <th scope="row">{row.label}</th>
              <td data-label={t('conflict.mine')} data-testid="conflict-mine">
                {row.mine}
              </td>
              <td data-label={t('conflict.theirs')} data-testid="conflict-theirs">
                {row.theirs}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sync-conflict__actions">
        <button
          type="button"
          className="app-button"
          data-testid="conflict-keep-mine"
          onClick={() => settle('keepMine')}
        >
          {item.type === 'delete' ? t('conflict.deleteAnyway') : t('conflict.keepMine')}
        </button>
        <button
          type="button"
          className="app-button app-button--secondary"
          data-testid="conflict-take-theirs"
          onClick={() => settle('takeTheirs')}
        >
          {item.type === 'delete' ? t('conflict.restore') : t('conflict.takeTheirs')}
        </button>
      </div>
    </Modal>
  );
}
