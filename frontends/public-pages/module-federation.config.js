/** The public pages remote: one exposed module per page, so each route loads only its own code. */
module.exports = {
  name: 'publicPages',
  exposes: {
    './HomeCarousel': './src/components/HomeCarousel.tsx',
    './FeaturesPage': './src/pages/FeaturesPage.tsx',
    './PricingPage': './src/pages/PricingPage.tsx',
    './ContactPage': './src/pages/ContactPage.tsx',
    './FaqPage': './src/pages/FaqPage.tsx',
    './PrivacyPage': './src/pages/PrivacyPage.tsx',
    './TermsPage': './src/pages/TermsPage.tsx',
    './InvoiceStatusPage': './src/pages/InvoiceStatusPage.tsx',
    './PayPage': './src/pages/PayPage.tsx',
  },
};
