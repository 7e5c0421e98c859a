// The public pages' RTK Query endpoints, written from openapi.yaml by `npm run openapi`. Cache
// settings go in the hand-written file beside the generated one, never in it.
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
