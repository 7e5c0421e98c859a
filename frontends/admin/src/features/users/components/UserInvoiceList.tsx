import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '@app/contracts/invoice';
import { useLanguage } from '@app/platform';
import type { AdminEmailPreviewDto, InvoiceDtoRead } from '../../../shared/api/adminApi.gen';
import { useLazyGetAdminEmailPreviewQuery } from '../../../shared/api/adminApi';
import { adminPaths } from '../../../admin-paths';
import { useUserInvoices } from '../hooks/useUserInvoices';
import { namespace } from '../../../i18n';
import { formatAdminDate } from '../../../shared/relative-time';
import { EmailPreviewDialog } from './EmailPreviewDialog';
import {
  AdminEmpty,
  AdminError,
  AdminLoadMore,
  AdminLoading,
} from '../../../shared/components/LoadStates';
import { PaymentStatusBadge } from './PaymentStatusBadge';

export type UserInvoiceListProps = { readonly uid: string };

/** A user's invoices, ten at a time, with 'Load more' while the server has more. */
export function UserInvoiceList({ uid }: UserInvoiceListProps) {
  const { t } = useTranslation(namespace);
  const { data, isLoading, isError, isFetching, loadMore } = useUserInvoices(uid);
  const [preview, setPreview] = useState<AdminEmailPreviewDto | null>(null);
  const [fetchPreview] = useLazyGetAdminEmailPreviewQuery();

  const openPreview = (invoiceId: string) => {
    fetchPreview({ id: uid, invoiceId })
      .unwrap()
      .then(setPreview)
      // Spec §8: a failed preview is logged only.
      .catch((error: unknown) => console.error('Failed to load the email preview', error));
  };

  if (isLoading) return <AdminLoading />;
  if (data === undefined) return <AdminError message={t('errors.invoices')} />;
  if (data.invoices.length === 0) return <AdminEmpty>{t('invoices.empty')}</AdminEmpty>;

  return (
    <>
      <InvoiceTable uid={uid} invoices={data.invoices} onPreview={openPreview} />
      <p className="admin-muted">
        {t('invoices.count', { shown: data.invoices.length, total: data.total })}
      </p>
      {isError ? <AdminError message={t('errors.loadMore')} /> : null}
      <AdminLoadMore hasMore={data.hasMore} busy={isFetching} onLoadMore={loadMore} />
      <EmailPreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </>
  );
}

type InvoiceTableProps = {
  readonly uid: string;
  readonly invoices: readonly InvoiceDtoRead[];
  readonly onPreview: (invoiceId: string) => void;
};

function InvoiceTable({ uid, invoices, onPreview }: InvoiceTableProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('invoices.columns.number')}</th>
            <th scope="col">{t('invoices.columns.date')}</th>
            <th scope="col">{t('invoices.columns.recipient')}</th>
            <th scope="col">{t('invoices.columns.total')}</th>
            <th scope="col">{t('invoices.columns.status')}</th>
            <th scope="col">{t('invoices.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid="admin-invoice-row" data-invoice-id={invoice.id}>
              <td>
                <Link to={adminPaths.userInvoice(uid, invoice.id)}>
                  {invoice.invoiceNumber === '' ? '-' : invoice.invoiceNumber}
                </Link>
              </td>
              <td>{formatAdminDate(invoice.date, language)}</td>
              <td>{invoice.recipient.company === '' ? '-' : invoice.recipient.company}</td>
              <td>{formatMoney(invoice.total, language)}</td>
              <td>
                <PaymentStatusBadge status={invoice.paymentStatus} />
              </td>
              <td>
                <button
                  type="button"
                  className="app-button app-button--secondary"
                  onClick={() => onPreview(invoice.id)}
                  data-testid="admin-email-preview"
                >
                  {t('invoices.preview')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
