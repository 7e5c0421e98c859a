import { reportsApi as generated } from './reportsApi.gen';

/**
 * The reports' figures. They change with every invoice saved, paid or credited elsewhere in the
 * app, so the page asks again each time it is opened or the year changes (the hook's
 * `refetchOnMountOrArgChange`) rather than trusting a cache other features would have to clear.
 */
export const reportsApi = generated.enhanceEndpoints({
  addTagTypes: ['Reports'],
  endpoints: { getReports: { providesTags: ['Reports'] } },
});

export const { useGetReportsQuery } = reportsApi;

export type {
  AgeingFigureDto,
  CustomerRevenueDto,
  OutstandingFiguresDto,
  RevenueFiguresDto,
  YearReportDto,
} from './reportsApi.gen';
