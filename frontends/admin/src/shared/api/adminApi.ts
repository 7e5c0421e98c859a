import {
  adminApi as generated,
  type ListAdminEmailsApiArg,
  type ListAdminPeppolDeliveriesApiArg,
  type ListAdminUserCompaniesApiArg,
  type ListAdminUserInvoicesApiArg,
  type ListAdminUserSchedulesApiArg,
  type ListAdminUsersApiArg,
} from './adminApi.gen';

/** One cache entry per user for the invoice pages, so 'Load more' appends and pages are shared. */
const invoicesCacheKey = (arg: ListAdminUserInvoicesApiArg): string =>
  `listAdminUserInvoices(${arg.id})`;

/** One cache entry per user and search for the company pages: 'Load more' appends the next. */
const companiesCacheKey = (arg: ListAdminUserCompaniesApiArg): string =>
  `listAdminUserCompanies(${arg.id},${arg.query ?? ''})`;

/** One cache entry per user and filter for the schedule pages: 'Load more' appends the next. */
const schedulesCacheKey = (arg: ListAdminUserSchedulesApiArg): string =>
  `listAdminUserSchedules(${arg.id},${String(arg.activeOnly ?? '')})`;

/** One cache entry per search for the users list: 'Load more' appends the next page. */
const usersCacheKey = (arg: ListAdminUsersApiArg): string => `listAdminUsers(${arg.query ?? ''})`;

/** One cache entry for the e-mail queue's pages: 'Load more' appends the next. */
const emailsCacheKey = (arg: ListAdminEmailsApiArg): string =>
  `listAdminEmails(${arg.limit ?? ''})`;

/** One cache entry for the Peppol deliveries' pages: 'Load more' appends the next. */
const peppolCacheKey = (arg: ListAdminPeppolDeliveriesApiArg): string =>
  `listAdminPeppolDeliveries(${arg.limit ?? ''})`;

/** Rows of a page after a cursor, after those already there (each once); the first page afresh. */
function appended<Row extends { id: string }>(
  cached: readonly Row[],
  incoming: readonly Row[],
  cursor: string | undefined,
): Row[] {
  if (cursor === undefined) return [...incoming];
  const known = new Set(cached.map((row) => row.id));
  return [...cached, ...incoming.filter((row) => !known.has(row.id))];
}

/**
 * The admin API with cache rules. Admin screens watch other people's live data, so nothing is
 * kept once a page stops using it. A user's invoice pages merge into one list (page 1 starts it
 * afresh), so the invoice page can walk the pages until it finds its invoice (spec §2).
 */
export const adminApi = generated
  .enhanceEndpoints({ addTagTypes: ['AdminEmailQueue'] })
  .enhanceEndpoints({
    endpoints: {
      // The first page (no cursor) starts the list afresh; a page after a cursor is appended,
      // with the counters of its answer (the latest).
      listAdminEmails: {
        keepUnusedDataFor: 0,
        providesTags: ['AdminEmailQueue'],
        serializeQueryArgs: ({ queryArgs }) => emailsCacheKey(queryArgs),
        merge: (cached, incoming, { arg }) => ({
          ...incoming,
          emails: appended(cached.emails, incoming.emails, arg.cursor),
        }),
        forceRefetch: ({ currentArg, previousArg }) =>
          currentArg?.cursor !== previousArg?.cursor || currentArg?.limit !== previousArg?.limit,
      },
      listAdminPeppolDeliveries: {
        keepUnusedDataFor: 0,
        serializeQueryArgs: ({ queryArgs }) => peppolCacheKey(queryArgs),
        merge: (cached, incoming, { arg }) => ({
          ...incoming,
          deliveries: appended(cached.deliveries, incoming.deliveries, arg.cursor),
        }),
        forceRefetch: ({ currentArg, previousArg }) =>
          currentArg?.cursor !== previousArg?.cursor || currentArg?.limit !== previousArg?.limit,
      },
      listAdminUsers: {
        keepUnusedDataFor: 0,
        serializeQueryArgs: ({ queryArgs }) => usersCacheKey(queryArgs),
        merge: (cached, incoming, { arg }) => ({
          ...incoming,
          users: appended(cached.users, incoming.users, arg.cursor),
        }),
        forceRefetch: ({ currentArg, previousArg }) =>
          currentArg?.cursor !== previousArg?.cursor || currentArg?.query !== previousArg?.query,
      },
      getAdminUser: { keepUnusedDataFor: 0 },
      // Today's figures move while the dashboard is open elsewhere: read afresh each visit.
      getAdminDailyStats: { keepUnusedDataFor: 0 },
      // The first page (no cursor) starts the list afresh; a page after a cursor is appended.
      listAdminUserCompanies: {
        keepUnusedDataFor: 0,
        serializeQueryArgs: ({ queryArgs }) => companiesCacheKey(queryArgs),
        merge: (cached, incoming, { arg }) => {
          if (arg.cursor === undefined) return incoming;
          const known = new Set(cached.companies.map((company) => company.id));
          return {
            ...incoming,
            companies: [
              ...cached.companies,
              ...incoming.companies.filter((company) => !known.has(company.id)),
            ],
          };
        },
        forceRefetch: ({ currentArg, previousArg }) =>
          currentArg?.cursor !== previousArg?.cursor ||
          currentArg?.id !== previousArg?.id ||
          currentArg?.query !== previousArg?.query,
      },
      getAdminUserSettings: { keepUnusedDataFor: 0 },
      listAdminUserSchedules: {
        keepUnusedDataFor: 0,
        serializeQueryArgs: ({ queryArgs }) => schedulesCacheKey(queryArgs),
        merge: (cached, incoming, { arg }) => ({
          ...incoming,
          schedules: appended(cached.schedules, incoming.schedules, arg.cursor),
        }),
        forceRefetch: ({ currentArg, previousArg }) =>
          currentArg?.cursor !== previousArg?.cursor ||
          currentArg?.id !== previousArg?.id ||
          currentArg?.activeOnly !== previousArg?.activeOnly,
      },
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
  useGetAdminDailyStatsQuery,
  useGetAdminUserQuery,
  useGetAdminUserSettingsQuery,
  useLazyGetAdminEmailPreviewQuery,
  useListAdminEmailsQuery,
  useListAdminPeppolDeliveriesQuery,
  useListAdminUserCompaniesQuery,
  useListAdminUserInvoicesQuery,
  useListAdminUserSchedulesQuery,
  useListAdminUsersQuery,
  useRequeueAdminEmailMutation,
  useSendAdminEmailMutation,
} = adminApi;
