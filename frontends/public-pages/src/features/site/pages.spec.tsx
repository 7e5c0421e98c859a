import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderPage } from '@app/platform/testing';
import { ContactPage } from './ContactPage';
import { FaqPage } from './FaqPage';
import { FeaturesPage } from './FeaturesPage';
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
});
