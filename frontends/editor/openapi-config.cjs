// The editor's RTK Query endpoints, one generated file per feature, written from openapi.yaml by
// `npm run openapi`. Cache tags go in the hand-written `<feature>Api.ts` beside each, never in
// the generated file.
module.exports = {
  schemaFile: '../../openapi.yaml',
  apiFile: '@app/platform',
  apiImport: 'baseApi',
  hooks: true,
  prettierConfigFile: '../../.prettierrc.json',
  outputFiles: {
    './src/features/invoices/invoicesApi.gen.ts': {
      exportName: 'invoicesApi',
      filterEndpoints: [
        'listInvoices',
        'getInvoice',
        'createInvoice',
        'updateInvoice',
        'deleteInvoice',
        'bulkCreateInvoices',
        'getInvoiceAmounts',
        'issueInvoice',
      ],
    },
    './src/features/settings/settingsApi.gen.ts': {
      exportName: 'settingsApi',
      filterEndpoints: ['getSettings', 'updateSettings'],
    },
    // The logo itself is fetched with the token and shown from a blob: URL (an <img> cannot
    // send the Bearer token), so getLogo is not a generated query.
    './src/features/logo/logoApi.gen.ts': {
      exportName: 'logoApi',
      filterEndpoints: ['uploadLogo', 'deleteLogo'],
    },
    './src/features/schedules/schedulesApi.gen.ts': {
      exportName: 'schedulesApi',
      filterEndpoints: [
        'listSchedules',
        'getSchedule',
        'getScheduleForInvoice',
        'createSchedule',
        'updateSchedule',
        'deleteSchedule',
      ],
    },
    './src/features/companies/companiesApi.gen.ts': {
      exportName: 'companiesApi',
      filterEndpoints: [
        'listCompanies',
        'autosuggestCompanies',
        'getCompany',
        'createCompany',
        'updateCompany',
        'deleteCompany',
      ],
    },
    './src/features/email/emailApi.gen.ts': {
      exportName: 'emailApi',
      filterEndpoints: ['sendInvoiceEmail', 'listInvoiceEmails'],
    },
    './src/features/credit-notes/refundsApi.gen.ts': {
      exportName: 'refundsApi',
      filterEndpoints: ['refundCreditNote'],
    },
    './src/features/payments/mollieApi.gen.ts': {
      exportName: 'mollieApi',
      filterEndpoints: ['getMollieAuthUrl', 'disconnectMollie'],
    },
    './src/features/api-tokens/apiTokensApi.gen.ts': {
      exportName: 'apiTokensApi',
      filterEndpoints: ['listPersonalTokens', 'createPersonalToken', 'revokePersonalToken'],
    },
    './src/features/vies/viesApi.gen.ts': {
      exportName: 'viesApi',
      filterEndpoints: ['checkVatNumber'],
    },
    './src/features/received/receivedApi.gen.ts': {
      exportName: 'receivedApi',
      filterEndpoints: ['listReceivedDocuments', 'getReceivedDocument', 'patchReceivedDocument'],
    },
    './src/features/reports/reportsApi.gen.ts': {
      exportName: 'reportsApi',
      filterEndpoints: ['getReports'],
    },
    // importBankStatement sends the file as the raw body: bankApi.ts sets its content type.
    './src/features/bank/bankApi.gen.ts': {
      exportName: 'bankApi',
      filterEndpoints: [
        'importBankStatement',
        'listBankCredits',
        'confirmBankCredit',
        'dismissBankCredit',
      ],
    },
    './src/features/peppol/peppolApi.gen.ts': {
      exportName: 'peppolApi',
      filterEndpoints: [
        'getPeppolRegistration',
        'registerForPeppol',
        'leavePeppol',
        'getPeppolParticipant',
        'sendPeppolDelivery',
        'listPeppolDeliveries',
      ],
    },
    './src/features/vat-figures/vatFiguresApi.gen.ts': {
      exportName: 'vatFiguresApi',
      filterEndpoints: ['getVatReturn'],
    },
    // The ZIP itself is read with the token as a stream (progress, cancel): not a generated query.
    './src/features/accountant-export/accountantExportApi.gen.ts': {
      exportName: 'accountantExportApi',
      filterEndpoints: ['getAccountantExportSummary'],
    },
    './src/features/webhooks/webhooksApi.gen.ts': {
      exportName: 'webhooksApi',
      filterEndpoints: [
        'listWebhookEndpoints',
        'createWebhookEndpoint',
        'updateWebhookEndpoint',
        'deleteWebhookEndpoint',
        'rotateWebhookSecret',
        'listWebhookDeliveries',
        'sendWebhookTestEvent',
      ],
    },
  },
};
