// The public pages' endpoints, written from openapi.yaml by `npm run openapi`. The pages use its
// types only: they call the endpoints with `fetch` (status-api.ts), so the light entry of the
// invoice status and pay pages needs no RTK Query (docs/public-pages.md).
module.exports = {
  schemaFile: '../../openapi.yaml',
  apiFile: '@app/platform',
  apiImport: 'baseApi',
  hooks: true,
  prettierConfigFile: '../../.prettierrc.json',
  outputFiles: {
    './src/features/invoice-status/invoiceStatusApi.gen.ts': {
      exportName: 'invoiceStatusApi',
      filterEndpoints: ['getInvoiceStatus', 'startInvoicePayment'],
    },
  },
};
