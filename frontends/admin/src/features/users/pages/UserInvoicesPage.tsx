import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackToUsers } from '../components/BackToUsers';
import { AdminError, AdminLoading } from '../../../shared/components/LoadStates';
import { UserHeader } from '../components/UserHeader';
import { UserInvoiceList } from '../components/UserInvoiceList';
import { UserLinks } from '../components/UserLinks';
import { useAdminUser } from '../hooks/useAdminUser';
import { namespace } from '../../../i18n';

/** `/admin/user/:uid/invoices`: who the user is and their invoices (spec §2). */
export function UserInvoicesPage() {
  const { t } = useTranslation(namespace);
  const { uid = '' } = useParams();
  const { user, isLoading, notFound, errorText } = useAdminUser(uid);

  return (
    <section className="admin-page" data-admin-page="userInvoices">
      <BackToUsers />
      <h2>{t('invoices.title', { email: user?.email ?? uid })}</h2>
      {isLoading ? <AdminLoading /> : null}
      {errorText === null ? null : <AdminError message={errorText} />}
      {user === undefined ? null : <UserHeader user={user} />}
      {/* An unknown user has no invoices to ask for. */}
      {notFound ? null : (
        <>
          <UserLinks uid={uid} pages={['companies', 'settings', 'schedules']} />
          <UserInvoiceList key={uid} uid={uid} />
        </>
      )}
    </section>
  );
}
