/** The admin remote: everything under /admin, with its own nested routes. */
module.exports = {
  name: 'admin',
  exposes: {
    './AdminRoutes': './src/AdminRoutes.tsx',
  },
};
