// The generated API types of the reports and the contracts' own, held to the same shape at compile
// time: the page reads the server's figures as contracts `yearReport` makes them.
import type { SameShape, TypesMatch } from '@app/contracts/common';
import type { YearReport } from '@app/contracts/reports';
import type { YearReportDto } from './reportsApi.gen';

export type _YearReportDtoMatches = TypesMatch<SameShape<YearReportDto, YearReport>>;
