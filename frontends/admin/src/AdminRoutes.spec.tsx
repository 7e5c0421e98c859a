import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AdminRoutes } from './AdminRoutes';
import { renderPage } from '@app/platform/testing';
import { adminHandlers } from './testing/admin-fixtures';

const server = setupServer(...adminHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderAdminAt(path: string) {
  return renderPage(
    <>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>
      <Where />
    </>,
    path,
  );
}

describe('AdminRoutes', () => {
  it('renders the admin area, marked as the admin remote, at /admin', async () => {
    await renderAdminAt('/admin');

    const heading = screen.getByRole('heading', { level: 1, name: 'Admin' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'admin');
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByTestId('admin-user-row')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it.each([
    ['/admin/email-queue', 'emailQueue', 'admin-email-row'],
    ['/admin/peppol-deliveries', 'peppolDeliveries', 'admin-peppol-row'],
    ['/admin/user/u1/invoices', 'userInvoices', 'admin-invoice-row'],
    ['/admin/user/u1/invoice/invoice-0000000001', 'userInvoice', 'admin-raw-data'],
    ['/admin/user/u1/companies', 'userCompanies', 'admin-company-row'],
    ['/admin/user/u1/settings', 'userSettings', 'admin-settings'],
    ['/admin/user/u1/schedules', 'userSchedules', 'admin-schedule-row'],
  ])('renders the page of %s', async (path, page, content) => {
    await renderAdminAt(path);
    expect(document.querySelector(`[data-admin-page="${page}"]`)).not.toBeNull();
    expect(await screen.findByTestId(content)).toBeInTheDocument();
  });

  it('forwards /admin/invoice/:id?uid= to the invoice under its owner', async () => {
    await renderAdminAt('/admin/invoice/invoice-0000000001?uid=u1');
    expect(await screen.findByTestId('admin-invoice')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/admin/user/u1/invoice/invoice-0000000001',
    );
  });

  it('sends /admin/invoice/:id without an owner to the user list', async () => {
    await renderAdminAt('/admin/invoice/invoice-0000000001');
    expect(await screen.findByTestId('admin-users')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/);
  });

  it('navigates between admin pages in the app', async () => {
    await renderAdminAt('/admin');
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Email queue' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Email queue' })).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('link', { name: 'Peppol deliveries' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Peppol deliveries' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/peppol-deliveries');
    fireEvent.click(within(nav).getByRole('link', { name: 'Users' }));
    fireEvent.click(await screen.findByTestId('admin-user-link'));
    expect(await screen.findByTestId('admin-user-header')).toHaveTextContent('Studio Vos');
  });

  it('shows the not-found page for an unknown admin path', async () => {
    await renderAdminAt('/admin/nope');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
