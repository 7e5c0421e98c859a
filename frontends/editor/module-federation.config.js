/** The editor remote: the home page (invoice editor and overview). */
module.exports = {
  name: 'editor',
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
  },
};
