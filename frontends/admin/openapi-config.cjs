// The admin remote's RTK Query endpoints, written from openapi.yaml by `npm run openapi`. Cache
// tags and settings go in the hand-written file beside the generated one, never in it.
module.exports = {
  schemaFile: '../../openapi.yaml',
  apiFile: '@app/platform',
  apiImport: 'baseApi',
  hooks: true,
  prettierConfigFile: '../../.prettierrc.json',
  outputFiles: {
    './src/shared/api/adminApi.gen.ts': {
      exportName: 'adminApi',
      filterEndpoints: [
        'listAdminUsers',
        'getAdminUser',
        'listAdminUserInvoices',
        'listAdminUserCompanies',
        'getAdminUserSettings',
        'listAdminUserSchedules',
        'getAdminEmailPreview',
        'listAdminEmails',
        'sendAdminEmail',
        'requeueAdminEmail',
        'listAdminPeppolDeliveries',
        'getAdminDailyStats',
      ],
    },
  },
};
