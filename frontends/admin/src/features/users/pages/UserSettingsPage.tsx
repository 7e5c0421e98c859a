import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SettingsResponseDtoRead } from '../../../shared/api/adminApi.gen';
import { useGetAdminUserSettingsQuery } from '../../../shared/api/adminApi';
import { BackToUsers } from '../components/BackToUsers';
import { AdminEmpty, AdminError, AdminLoading } from '../../../shared/components/LoadStates';
import { RawData } from '../../../shared/components/RawData';
import { RelativeTime } from '../../../shared/components/Timestamp';
import { UserLinks } from '../components/UserLinks';
import { useAdminUser } from '../hooks/useAdminUser';
import { namespace } from '../../../i18n';

/** `/admin/user/:uid/settings`: a user's settings, secrets masked (spec §2). */
export function UserSettingsPage() {
  const { t } = useTranslation(namespace);
  const { uid = '' } = useParams();
  const { user } = useAdminUser(uid);
  const { data, isLoading, isError } = useGetAdminUserSettingsQuery(
    { id: uid },
    { skip: uid === '' },
  );

  return (
    <section className="admin-page" data-admin-page="userSettings">
      <BackToUsers />
      <h2>{t('settings.title', { email: user?.email ?? uid })}</h2>
      {user === undefined ? null : (
        <p>
          {t('user.lastActive')}:{' '}
          {user.lastActiveAt === null ? (
            t('user.never')
          ) : (
            <RelativeTime value={user.lastActiveAt} />
          )}
        </p>
      )}
      <UserLinks uid={uid} pages={['invoices', 'companies', 'schedules']} />
      {uid === '' || isError ? (
        <AdminError message={t('errors.settings')} />
      ) : isLoading || data === undefined ? (
        <AdminLoading />
      ) : (
        <SettingsView response={data} />
      )}
    </section>
  );
}

type SettingsViewProps = { readonly response: SettingsResponseDtoRead };

function SettingsView({ response }: SettingsViewProps) {
  const { t } = useTranslation(namespace);
  const { settings } = response;
  return (
    <div data-testid="admin-settings">
      {/* Never saved: what follows are the defaults the server answers with. */}
      {response.savedAt === null ? <AdminEmpty>{t('settings.empty')}</AdminEmpty> : null}
      <p>
        <button
          type="button"
          className="app-button app-button--secondary"
          onClick={() => console.log('Admin: raw settings', response)}
        >
          {t('settings.logRawData')}
        </button>
      </p>
      <dl className="admin-summary">
        <dt>{t('settings.language')}</dt>
        <dd>{t(`settings.languages.${settings.language}`, { defaultValue: settings.language })}</dd>
        <dt>{t('settings.country')}</dt>
        <dd>{settings.country}</dd>
        <dt>{t('settings.invoiceStartNumber')}</dt>
        <dd>{settings.invoiceStartNumber}</dd>
        <dt>{t('settings.latestInvoiceNumber')}</dt>
        <dd>{settings.latestInvoiceNumber}</dd>
      </dl>
      <RawData value={response} />
    </div>
  );
}
