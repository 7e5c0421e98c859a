/** The public pages remote: one exposed module per page, so each route loads only its own code. */
module.exports = {
  name: 'publicPages',
  exposes: {
    './HomeCarousel': './src/features/site/HomeCarousel.tsx',
    './FeaturesPage': './src/features/site/FeaturesPage.tsx',
    './PricingPage': './src/features/site/PricingPage.tsx',
    './ContactPage': './src/features/site/ContactPage.tsx',
    './FaqPage': './src/features/site/FaqPage.tsx',
    './PrivacyPage': './src/features/site/PrivacyPage.tsx',
    './TermsPage': './src/features/site/TermsPage.tsx',
    './InvoiceStatusPage': './src/features/invoice-status/InvoiceStatusPage.tsx',
    './PayPage': './src/features/invoice-status/PayPage.tsx',
  },
};
