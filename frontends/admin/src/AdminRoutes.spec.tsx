import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminRoutes } from './AdminRoutes';
import { renderPage } from '@app/platform/testing';

function renderAdminAt(path: string) {
  return renderPage(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    path,
  );
}

describe('AdminRoutes', () => {
  it('renders the admin area, marked as the admin remote, at /admin', async () => {
    await renderAdminAt('/admin');

    const heading = screen.getByRole('heading', { level: 1, name: 'Admin' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'admin');
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it.each([
    ['/admin/email-queue', 'emailQueue', 'Email queue'],
    ['/admin/user/u1/invoices', 'userInvoices', 'Invoices of user u1'],
    ['/admin/user/u1/invoice/i2', 'userInvoice', 'Invoice i2 of user u1'],
    ['/admin/user/u1/companies', 'userCompanies', 'Companies of user u1'],
    ['/admin/user/u1/settings', 'userSettings', 'Settings of user u1'],
    ['/admin/user/u1/schedules', 'userSchedules', 'Schedules of user u1'],
    ['/admin/invoice/i2', 'invoice', 'Invoice i2'],
  ])('renders the placeholder of %s', async (path, page, heading) => {
    await renderAdminAt(path);
    const title = screen.getByRole('heading', { level: 2, name: heading });
    expect(title.closest('[data-admin-page]')).toHaveAttribute('data-admin-page', page);
  });

  it('navigates between admin pages in the app', async () => {
    await renderAdminAt('/admin');
    fireEvent.click(screen.getByRole('link', { name: 'Email queue' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Email queue' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown admin path', async () => {
    await renderAdminAt('/admin/nope');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
