import { companiesApi as generated } from './companiesApi.gen';

/** Cache tags for the generated company endpoints. */
export const companiesApi = generated.enhanceEndpoints({
  addTagTypes: ['Company', 'CompanyList'],
  endpoints: {
    listCompanies: { providesTags: ['CompanyList'] },
    autosuggestCompanies: { providesTags: ['CompanyList'] },
    getCompany: { providesTags: (_result, _error, { id }) => [{ type: 'Company', id }] },
    createCompany: { invalidatesTags: ['CompanyList'] },
    updateCompany: {
      invalidatesTags: (_result, _error, { id }) => ['CompanyList', { type: 'Company', id }],
    },
    deleteCompany: {
      invalidatesTags: (_result, _error, { id }) => ['CompanyList', { type: 'Company', id }],
    },
  },
});
