/** The editor remote: the home page (invoice editor and overview) and received e-invoices. */
module.exports = {
  name: 'editor',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './ReceivedPage': './src/pages/ReceivedPage.tsx',
  },
};
