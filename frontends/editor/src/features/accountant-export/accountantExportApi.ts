import { accountantExportApi as generated } from './accountantExportApi.gen';

/**
 * The export's size, asked afresh each time the section opens: a document sent or deleted
 * since changes it, and no other feature of the editor invalidates it.
 */
export const accountantExportApi = generated.enhanceEndpoints({
  endpoints: { getAccountantExportSummary: { keepUnusedDataFor: 0 } },
});

export const { useGetAccountantExportSummaryQuery } = accountantExportApi;
export type { AccountantExportSummaryDto } from './accountantExportApi.gen';
