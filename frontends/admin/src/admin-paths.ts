import { adminRoutes, buildPath, type AdminRouteId } from '@app/contracts/routing';

export type UserPage = 'invoices' | 'companies' | 'settings' | 'schedules';

const USER_PAGE_ROUTES: Record<UserPage, AdminRouteId> = {
  invoices: 'userInvoices',
  companies: 'userCompanies',
  settings: 'userSettings',
  schedules: 'userSchedules',
};

function pathOf(id: AdminRouteId, params: Record<string, string> = {}): string {
  const route = adminRoutes.find((candidate) => candidate.id === id);
  if (route === undefined) throw new Error(`No admin route ${id}`);
  return buildPath(route.pattern, params);
}

/** Where the admin pages live, built from the route table in contracts (`adminRoutes`). */
export const adminPaths = {
  users: (): string => pathOf('users'),
  emailQueue: (): string => pathOf('emailQueue'),
  peppolDeliveries: (): string => pathOf('peppolDeliveries'),
  userPage: (uid: string, page: UserPage): string => pathOf(USER_PAGE_ROUTES[page], { uid }),
  userInvoice: (uid: string, invoiceId: string): string =>
    pathOf('userInvoice', { uid, invoiceId }),
  // A schedule names its template without the owner, so the owner travels in the query.
  templateInvoice: (uid: string, invoiceId: string): string =>
    `${pathOf('invoice', { invoiceId })}?uid=${encodeURIComponent(uid)}`,
};
