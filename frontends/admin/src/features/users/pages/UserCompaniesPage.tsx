import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatListTotal } from '@app/contracts/common';
import { useLanguage } from '@app/platform';
import type { CompanyDtoRead, CompanyListDtoRead } from '../../../shared/api/adminApi.gen';
import { BackToUsers } from '../components/BackToUsers';
import {
  AdminEmpty,
  AdminError,
  AdminLoadMore,
  AdminLoading,
} from '../../../shared/components/LoadStates';
import { UserHeader } from '../components/UserHeader';
import { UserLinks } from '../components/UserLinks';
import { useAdminUser } from '../hooks/useAdminUser';
import { useUserCompanies } from '../hooks/useUserCompanies';
import { namespace } from '../../../i18n';
import { formatAdminDate, isoOfEpochSeconds } from '../../../shared/relative-time';

const orDash = (text: string | undefined): string =>
  text === undefined || text === '' ? '-' : text;

/**
 * `/admin/user/:uid/companies`: the customers a user saved (spec §2), newest first, a page at a
 * time with 'Load more' while the server has more.
 */
export function UserCompaniesPage() {
  const { t } = useTranslation(namespace);
  const { uid = '' } = useParams();
  const { user } = useAdminUser(uid);
  const { data, isLoading, isError, isFetching, loadMore } = useUserCompanies(uid);

  return (
    <section className="admin-page" data-admin-page="userCompanies">
      <BackToUsers />
      <h2>{t('companies.title', { email: user?.email ?? uid })}</h2>
      <UserLinks uid={uid} pages={['invoices', 'settings']} />
      {user === undefined ? null : <UserHeader user={user} />}
      {isLoading ? (
        <AdminLoading />
      ) : data === undefined ? (
        <AdminError message={t('errors.companies')} />
      ) : data.companies.length === 0 ? (
        <AdminEmpty>{t('companies.empty')}</AdminEmpty>
      ) : (
        <>
          <CompaniesTable list={data} />
          {isError ? <AdminError message={t('companies.loadMoreFailed')} /> : null}
          <AdminLoadMore hasMore={data.hasMore} busy={isFetching} onLoadMore={loadMore} />
        </>
      )}
    </section>
  );
}

type CompaniesTableProps = { readonly list: CompanyListDtoRead };

/** The companies loaded so far, captioned with how many the user has in all. */
function CompaniesTable({ list }: CompaniesTableProps) {
  const { t } = useTranslation(namespace);
  const language = useLanguage();
  const companies: readonly CompanyDtoRead[] = list.companies;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{t('companies.table', { total: formatListTotal(list, language) })}</caption>
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
