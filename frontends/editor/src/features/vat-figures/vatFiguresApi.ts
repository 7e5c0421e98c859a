import { vatFiguresApi as generated } from './vatFiguresApi.gen';

/**
 * The VAT return's figures follow the invoices: each visit of the page asks again
 * (`refetchOnMountOrArgChange` where it is used) rather than trusting a cached quarter.
 */
export const vatFiguresApi = generated.enhanceEndpoints({
  addTagTypes: ['VatReturn'],
  endpoints: {
    getVatReturn: { providesTags: ['VatReturn'] },
  },
});

export const { useGetVatReturnQuery } = vatFiguresApi;

export type {
  VatReturnBoxDto,
  VatReturnDocumentShareDto,
  VatReturnDto,
  VatReturnListingLineDto,
  VatReturnNotReportedDto,
} from './vatFiguresApi.gen';
