import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { adminRoutes, type AdminRouteId } from '@app/contracts/routing';
import { NotFoundPage } from '@app/platform';
import { AdminLayout } from './AdminLayout';
import { EmailQueuePage } from './features/email-queue/EmailQueuePage';
import { PeppolDeliveriesPage } from './features/peppol-deliveries/PeppolDeliveriesPage';
import { InvoiceRedirectPage } from './features/users/pages/InvoiceRedirectPage';
import { UserCompaniesPage } from './features/users/pages/UserCompaniesPage';
import { UserInvoicePage } from './features/users/pages/UserInvoicePage';
import { UserInvoicesPage } from './features/users/pages/UserInvoicesPage';
import { UserSchedulesPage } from './features/users/pages/UserSchedulesPage';
import { UserSettingsPage } from './features/users/pages/UserSettingsPage';
import { UsersPage } from './features/users/pages/UsersPage';

const adminPrefix = '/admin/';

const pages: Record<AdminRouteId, () => ReactElement> = {
  users: () => <UsersPage />,
  emailQueue: () => <EmailQueuePage />,
  peppolDeliveries: () => <PeppolDeliveriesPage />,
  userInvoices: () => <UserInvoicesPage />,
  userInvoice: () => <UserInvoicePage />,
  userCompanies: () => <UserCompaniesPage />,
  userSettings: () => <UserSettingsPage />,
  userSchedules: () => <UserSchedulesPage />,
  invoice: () => <InvoiceRedirectPage />,
};

/** `/admin/email-queue` -> `email-queue`: routes nested under the shell's `/admin/*`. */
function relativePath(pattern: string): string {
  return pattern.startsWith(adminPrefix) ? pattern.slice(adminPrefix.length) : '';
}

/**
 * Everything under `/admin` (mounted by the shell at `/admin/*`), from the admin route table in
 * contracts. Admin pages navigate in-app (spec §2); the shell guards the whole area.
 */
export function AdminRoutes() {
  return (
    <div data-remote="admin">
      <Routes>
        <Route element={<AdminLayout />}>
          {adminRoutes.map(({ id, pattern }) => {
            const path = relativePath(pattern);
            const element = pages[id]();
            return path === '' ? (
              <Route key={id} index element={element} />
            ) : (
              <Route key={id} path={path} element={element} />
            );
          })}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
