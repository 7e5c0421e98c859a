import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useLanguage } from '@app/platform';
import type { InvoiceDtoRead } from '../../../shared/api/adminApi.gen';
import { adminPaths } from '../../../admin-paths';
import { BackToUsers } from '../components/BackToUsers';
import { AdminError, AdminLoading } from '../../../shared/components/LoadStates';
import { PaymentStatusBadge } from '../components/PaymentStatusBadge';
import { RawData } from '../../../shared/components/RawData';
import { RelativeTime } from '../../../shared/components/Timestamp';
import { UserLinks } from '../components/UserLinks';
import { useAdminUser } from '../hooks/useAdminUser';
import { useUserInvoices } from '../hooks/useUserInvoices';
import { namespace } from '../../../i18n';
import { formatAdminDate } from '../../../shared/relative-time';

/** `/admin/user/:uid/invoice/:invoiceId`: one invoice of a user, found page by page (spec §2). */
export function UserInvoicePage() {
  const { uid = '', invoiceId = '' } = useParams();
  const navigate = useNavigate();
  const missing = uid === '' || invoiceId === '';

  useEffect(() => {
    if (missing) void navigate(adminPaths.users(), { replace: true });
  }, [missing, navigate]);

  return missing ? null : (
    <UserInvoice key={`${uid}/${invoiceId}`} uid={uid} invoiceId={invoiceId} />
  );
}

type UserInvoiceProps = { readonly uid: string; readonly invoiceId: string };

function UserInvoice({ uid, invoiceId }: UserInvoiceProps) {
  const { t } = useTranslation(namespace);
  const { user } = useAdminUser(uid);
  const { data, isError, isFetching, loadMore, reload } = useUserInvoices(uid);
  const invoice = data?.invoices.find((candidate) => candidate.id === invoiceId);
  const searching = invoice === undefined && !isError && (data === undefined || data.hasMore);

  useEffect(() => {
    if (invoice === undefined && !isFetching && !isError && data?.hasMore === true) loadMore();
  }, [invoice, isFetching, isError, data?.hasMore, loadMore]);

  return (
    <section className="admin-page" data-admin-page="userInvoice" data-testid="admin-invoice">
      <BackToUsers />
      <h2>{t('invoice.title', { number: invoice?.invoiceNumber || invoiceId })}</h2>
      <p>
        {t('invoice.user')}: {user?.email ?? uid}
        {invoice === undefined ? null : (
          <>
            {' · '}
            {t('invoice.lastChanged')}:{' '}
            <RelativeTime value={invoice.updatedAt || invoice.createdAt} />
          </>
        )}
      </p>
      <div className="admin-toolbar">
        <UserLinks uid={uid} pages={['invoices', 'companies', 'settings']} />
        <button
          type="button"
          className="app-button app-button--secondary"
          onClick={reload}
          disabled={isFetching}
          data-testid="admin-refresh"
        >
          {t('common.refresh')}
        </button>
      </div>
      {invoice !== undefined ? (
        <InvoiceDetails invoice={invoice} />
      ) : searching ? (
        <AdminLoading />
      ) : isError ? (
        <AdminError message={t('errors.invoices')} />
      ) : (
        <AdminError message={t('errors.invoiceNotFound', { invoiceId })} />
      )}
    </section>
  );
}

type InvoiceDetailsProps = { readonly invoice: InvoiceDtoRead };

function InvoiceDetails({ invoice }: InvoiceDetailsProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <>
      <dl className="admin-summary">
        <dt>{t('invoice.number')}</dt>
        <dd>{invoice.invoiceNumber === '' ? '-' : invoice.invoiceNumber}</dd>
        <dt>{t('invoice.date')}</dt>
        <dd>{formatAdminDate(invoice.date, language)}</dd>
        <dt>{t('invoice.recipient')}</dt>
        <dd>{invoice.recipient.company === '' ? '-' : invoice.recipient.company}</dd>
        <dt>{t('invoice.status')}</dt>
        <dd>
          <PaymentStatusBadge status={invoice.paymentStatus} />
        </dd>
      </dl>
      <RawData value={invoice} />
    </>
  );
}
