import { Route, Routes } from 'react-router-dom';
import { adminRoutes } from '@app/contracts/routing';
import { NotFoundPage } from '@app/platform';
import { AdminLayout } from './AdminLayout';
import { AdminPlaceholderPage } from './pages/AdminPlaceholderPage';

const adminPrefix = '/admin/';

/** `/admin/email-queue` -> `email-queue`: routes nested under the shell's `/admin/*`. */
function relativePath(pattern: string): string {
  return pattern.startsWith(adminPrefix) ? pattern.slice(adminPrefix.length) : '';
}

/**
 * Everything under `/admin` (mounted by the shell at `/admin/*`), from the admin route table in
 * contracts. Admin pages navigate in-app (spec §2); the access guard comes with the accounts work.
 */
export function AdminRoutes() {
  return (
    <div data-remote="admin">
      <Routes>
        <Route element={<AdminLayout />}>
          {adminRoutes.map(({ id, pattern }) => {
            const path = relativePath(pattern);
            const element = <AdminPlaceholderPage page={id} />;
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
