import { bankApi as generated } from './bankApi.gen';

/**
 * Cache tags for bank reconciliation. An import, a confirmation or a dismissal changes the
 * credit lists; an import and a confirmation also pay invoices, so the invoice list and the
 * invoices are stale too (features/invoices/invoicesApi.ts's tags).
 */
export const bankApi = generated.enhanceEndpoints({
  addTagTypes: ['BankCredits', 'Invoice', 'InvoiceList'],
  endpoints: {
    importBankStatement: (endpoint) => {
      // The file is the body itself, streamed by the server into its reader: sent as XML
      // whatever type the browser guessed for it (often none for a .xml download).
      endpoint.query = ({ body }) => ({
        url: '/api/bank-statements',
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/xml' },
      });
      endpoint.invalidatesTags = ['BankCredits', 'InvoiceList', 'Invoice'];
    },
    listBankCredits: { providesTags: ['BankCredits'] },
    confirmBankCredit: {
      invalidatesTags: (_result, _error, { confirmBankCreditDto }) => [
        'BankCredits',
        'InvoiceList',
        { type: 'Invoice', id: confirmBankCreditDto.invoiceId },
      ],
    },
    dismissBankCredit: { invalidatesTags: ['BankCredits'] },
  },
});

export const {
  useImportBankStatementMutation,
  useListBankCreditsQuery,
  useConfirmBankCreditMutation,
  useDismissBankCreditMutation,
} = bankApi;

export type {
  BankCreditCandidateDto,
  BankCreditDto,
  BankStatementImportDto,
  SkippedCreditDto,
} from './bankApi.gen';
