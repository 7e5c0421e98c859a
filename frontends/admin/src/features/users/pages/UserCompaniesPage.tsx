import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLanguage } from '@app/platform';
import type { CompanyDto } from '../../../shared/api/adminApi.gen';
import { useListAdminUserCompaniesQuery } from '../../../shared/api/adminApi';
import { BackToUsers } from '../components/BackToUsers';
import { AdminEmpty, AdminError, AdminLoading } from '../../../shared/components/LoadStates';
import { UserHeader } from '../components/UserHeader';
import { UserLinks } from '../components/UserLinks';
import { useAdminUser } from '../hooks/useAdminUser';
import { namespace } from '../../../i18n';
import { formatAdminDate, isoOfEpochSeconds } from '../../../shared/relative-time';

const orDash = (text: string | undefined): string =>
  text === undefined || text === '' ? '-' : text;

/** `/admin/user/:uid/companies`: the customers a user saved (spec §2). */
export function UserCompaniesPage() {
  const { t } = useTranslation(namespace);
  const { uid = '' } = useParams();
  const { user } = useAdminUser(uid);
  const { data, isLoading, isError } = useListAdminUserCompaniesQuery(
    { id: uid },
    { skip: uid === '' },
  );

  return (
    <section className="admin-page" data-admin-page="userCompanies">
      <BackToUsers />
      <h2>{t('companies.title', { email: user?.email ?? uid })}</h2>
      <UserLinks uid={uid} pages={['invoices', 'settings']} />
      {user === undefined ? null : <UserHeader user={user} />}
      {isLoading ? (
        <AdminLoading />
      ) : isError || data === undefined ? (
        <AdminError message={t('errors.companies')} />
      ) : data.companies.length === 0 ? (
        <AdminEmpty>{t('companies.empty')}</AdminEmpty>
      ) : (
        <CompaniesTable companies={data.companies} />
      )}
    </section>
  );
}

type CompaniesTableProps = { readonly companies: readonly CompanyDto[] };

function CompaniesTable({ companies }: CompaniesTableProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{t('companies.table', { count: companies.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('companies.columns.name')}</th>
            <th scope="col">{t('companies.columns.address')}</th>
            <th scope="col">{t('companies.columns.city')}</th>
            <th scope="col">{t('companies.columns.contactName')}</th>
            <th scope="col">{t('companies.columns.email')}</th>
            <th scope="col">{t('companies.columns.created')}</th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => (
            <tr key={company.id} data-testid="admin-company-row">
              <td>{company.name}</td>
              <td>{orDash(company.address)}</td>
              <td>{orDash(company.city)}</td>
              <td>{orDash(company.contactName)}</td>
              <td>{orDash(company.email)}</td>
              <td>{formatAdminDate(isoOfEpochSeconds(company.createdAt), language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
