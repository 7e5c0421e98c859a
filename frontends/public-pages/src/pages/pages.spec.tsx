import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@app/platform/testing';
import { ContactPage } from './ContactPage';
import { FaqPage } from './FaqPage';
import { FeaturesPage } from './FeaturesPage';
import { InvoiceStatusPage } from './InvoiceStatusPage';
import { PayPage } from './PayPage';
import { PricingPage } from './PricingPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

describe('public pages', () => {
  it.each<[string, ComponentType, string, string, string]>([
    ['/features', FeaturesPage, 'features', 'Features', 'Functies'],
    ['/pricing', PricingPage, 'pricing', 'Pricing', 'Prijzen'],
    ['/contact', ContactPage, 'contact', 'Contact', 'Contact'],
    ['/faq', FaqPage, 'faq', 'Frequently asked questions', 'Veelgestelde vragen'],
    ['/privacy', PrivacyPage, 'privacy', 'Privacy policy', 'Privacybeleid'],
    ['/terms', TermsPage, 'terms', 'Terms of service', 'Algemene voorwaarden'],
  ])(
    '%s is marked as the public pages remote and has an English and a Dutch heading',
    async (path, Page, id, en, nl) => {
      const english = await renderPage(<Page />, path);
      const heading = screen.getByRole('heading', { level: 1, name: en });
      expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'publicPages');
      expect(heading.closest('[data-page]')).toHaveAttribute('data-page', id);
      english.unmount();

      await renderPage(<Page />, `/nl${path}`);
      expect(screen.getByRole('heading', { level: 1, name: nl })).toBeInTheDocument();
    },
  );

  it('shows the invoice id on the status page and keeps it out of search indexes', async () => {
    await renderPage(
      <Routes>
        <Route path="/invoice-status/:id" element={<InvoiceStatusPage />} />
      </Routes>,
      '/invoice-status/INV-2026-0007',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice status' })).toBeInTheDocument();
    expect(
      screen.getByText('The status of invoice INV-2026-0007 will appear here.'),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('shows the invoice id on the pay page', async () => {
    await renderPage(
      <Routes>
        <Route path="/invoice/:id" element={<PayPage />} />
      </Routes>,
      '/invoice/abc',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pay invoice' })).toBeInTheDocument();
    expect(screen.getByText('The payment of invoice abc will appear here.')).toBeInTheDocument();
  });
});
