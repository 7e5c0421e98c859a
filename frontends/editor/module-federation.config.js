/**
 * The editor remote: the home page (invoice editor and overview), received e-invoices and the
 * quarter's reports.
 */
module.exports = {
  name: 'editor',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './ReceivedPage': './src/pages/ReceivedPage.tsx',
    './ReportsPage': './src/pages/ReportsPage.tsx',
  },
};
