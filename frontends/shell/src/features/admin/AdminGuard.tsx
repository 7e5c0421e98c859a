import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectAdminChecked, selectAuthStatus, selectIsAdmin, useAppSelector } from '@app/platform';
import { namespace } from '../../i18n';

/** Where a refused visitor was going, kept in the history entry of `/` (spec §2 admin guard). */
export type AdminRefusedState = { from: string };

type Verdict = 'verifying' | 'admin' | 'refused';

/**
 * The admin routes' guard (spec §2): 'Verifying admin access...' while the session or the admin
 * check is loading; an admin sees the page; anyone else goes to `/` (replacing this entry) with
 * the address they came from. It sits in the shell, so the admin remote's code is only ever
 * requested for an admin (issue 16). The server decides again on every admin call.
 */
export function AdminGuard({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation(namespace);
  const status = useAppSelector(selectAuthStatus);
  const isAdmin = useAppSelector(selectIsAdmin);
  const checked = useAppSelector(selectAdminChecked);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const verdict: Verdict =
    status === 'loading' || (status === 'signedIn' && !checked)
      ? 'verifying'
      : status === 'signedIn' && isAdmin
        ? 'admin'
        : 'refused';

  useEffect(() => {
    if (verdict !== 'refused') return;
    const state: AdminRefusedState = { from: `${pathname}${search}` };
    navigate('/', { replace: true, state });
  }, [verdict, navigate, pathname, search]);

  if (verdict === 'admin') return children;
  return (
    <p className="admin-guard" role="status" data-testid="admin-verifying">
      {t('admin.verifying')}
    </p>
  );
}
