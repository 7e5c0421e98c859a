import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@app/platform';
import { useGetAdminUserQuery } from '../../../shared/api/adminApi';
import { namespace } from '../../../i18n';

/** The user a page is about, with the text to show when that user cannot be loaded. */
export function useAdminUser(uid: string) {
  const { t } = useTranslation(namespace);
  const query = useGetAdminUserQuery({ id: uid }, { skip: uid === '' });
  const notFound = query.isError && apiErrorOf(query.error).code === 'NOT_FOUND';
  const errorText = !query.isError
    ? null
    : notFound
      ? t('errors.userNotFound', { uid })
      : t('errors.userDetails');
  return { user: query.data?.user, isLoading: query.isLoading, notFound, errorText };
}
