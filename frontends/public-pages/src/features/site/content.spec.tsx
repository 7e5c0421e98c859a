import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@app/platform';
import { HomeCarousel } from './HomeCarousel';
import { renderPage } from '@app/platform/testing';
import { FaqPage } from './FaqPage';
import { FeaturesPage } from './FeaturesPage';
import { PricingPage } from './PricingPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('public page content', () => {
  it('opens one FAQ answer at a time', async () => {
    await renderPage(<FaqPage />, '/faq');
    const first = screen.getByRole('button', { name: 'Is Invoicing really free?' });
    const other = screen.getByRole('button', { name: 'How is VAT calculated?' });
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(other);
    expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('links the Dutch pricing tiers to /nl and /nl/contact', async () => {
    await renderPage(<PricingPage />, '/nl/pricing');
    expect(screen.getByTestId('tier-free-button')).toHaveAttribute('href', '/nl');
    expect(screen.getByTestId('tier-business-button')).toHaveAttribute('href', '/nl/contact');
  });

  it('lists nine payment logos and two sign-in providers', async () => {
    await renderPage(<FeaturesPage />, '/features');
    expect(within(screen.getByTestId('payment-logos')).getAllByRole('listitem')).toHaveLength(9);
    expect(within(screen.getByTestId('sign-in-providers')).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it.each([
    [PrivacyPage, '/privacy', 8],
    [TermsPage, '/terms', 11],
  ] as const)('shows the legal sections in English (%#)', async (Page, path, count) => {
    const { container } = await renderPage(<Page />, `/nl${path}`);
    expect(container.querySelectorAll('section[data-section]')).toHaveLength(count);
    expect(screen.getByTestId('legal-content')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('english-only-note')).toBeInTheDocument();
  });

  it('shows the five carousel cards in Dutch', async () => {
    await renderPage(<HomeCarousel />, '/nl');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Professioneel factureren, zonder gedoe.',
      }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('carousel-track')).getAllByRole('listitem')).toHaveLength(5);
  });
});
