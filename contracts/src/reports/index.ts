export {
  AGEING_BUCKETS,
  type AgeingBucket,
  type AgeingFigure,
  type CustomerRevenue,
  type MonthRevenue,
  type OpenInvoice,
  type OtherCustomers,
  type OutstandingFigures,
  type ReportCustomer,
  type RevenueDocument,
  type RevenueFigures,
  type YearReport,
} from './types.js';
export {
  REPORT_YEARS,
  TOP_CUSTOMERS,
  customerKey,
  customerNameKey,
  isReportYear,
  netAmountOf,
  revenueOfYear,
} from './revenue.js';
export { ageingBucketOf, outstandingOn } from './outstanding.js';
export { yearReport } from './report.js';
