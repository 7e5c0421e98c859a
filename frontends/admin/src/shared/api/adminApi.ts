import { adminApi as generated, type ListAdminUserInvoicesApiArg } from './adminApi.gen';

/** One cache entry per user for the invoice pages, so 'Load more' appends and pages are shared. */
const invoicesCacheKey = (arg: ListAdminUserInvoicesApiArg): string =>
  `listAdminUserInvoices(${arg.id})`;

/**
 * The admin API with cache rules. Admin screens watch other people's live data, so nothing is
 * kept once a page stops using it. A user's invoice pages merge into one list (page 1 starts it
 * afresh), so the invoice page can walk the pages until it finds its invoice (spec §2).
 */
export const adminApi = generated
  .enhanceEndpoints({ addTagTypes: ['AdminEmailQueue'] })
  .enhanceEndpoints({
    endpoints: {
      listAdminEmails: { keepUnusedDataFor: 0, providesTags: ['AdminEmailQueue'] },
      listAdminUsers: { keepUnusedDataFor: 0 },
      getAdminUser: { keepUnusedDataFor: 0 },
      listAdminUserCompanies: { keepUnusedDataFor: 0 },
      getAdminUserSettings: { keepUnusedDataFor: 0 },
      listAdminUserSchedules: { keepUnusedDataFor: 0 },
      // The preview is the e-mail as it would go out now: never a stale copy.
      getAdminEmailPreview: { keepUnusedDataFor: 0 },
      listAdminUserInvoices: {
        keepUnusedDataFor: 0,
        serializeQueryArgs: ({ queryArgs }) => invoicesCacheKey(queryArgs),
        merge: (cached, incoming, { arg }) => {
          if ((arg.page ?? 1) <= 1) return incoming;
          const known = new Set(cached.invoices.map((invoice) => invoice.id));
          return {
            ...incoming,
            invoices: [
              ...cached.invoices,
              ...incoming.invoices.filter((invoice) => !known.has(invoice.id)),
            ],
          };
        },
        forceRefetch: ({ currentArg, previousArg }) =>
          currentArg?.page !== previousArg?.page || currentArg?.id !== previousArg?.id,
      },
    },
  });

export const {
  useGetAdminUserQuery,
  useGetAdminUserSettingsQuery,
  useLazyGetAdminEmailPreviewQuery,
  useListAdminEmailsQuery,
  useListAdminUserCompaniesQuery,
  useListAdminUserInvoicesQuery,
  useListAdminUserSchedulesQuery,
  useListAdminUsersQuery,
  useRequeueAdminEmailMutation,
  useSendAdminEmailMutation,
} = adminApi;
