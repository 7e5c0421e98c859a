// Read equals write (issue 30): what a GET answers type-checks as the body of a PUT, in the
// generated types. Both forms of the input are checked: without the read-only fields (what RTK
// Query's codegen sends) and with them (what a generator that ignores readOnly, such as
// openapi-typescript, makes). A field the answer carries that the input types differently, or
// an input field the answer lacks, fails `npm run typecheck`.
import type { TypesMatch } from '@app/contracts/common';
import type {
  CompanyDtoRead,
  SaveCompanyDto,
  SaveCompanyDtoRead,
} from '../companies/companiesApi.gen';
import type {
  InvoiceDtoRead,
  InvoiceInputDto,
  InvoiceInputDtoRead,
} from '../invoices/invoicesApi.gen';
import type {
  ScheduleDtoRead,
  UpdateScheduleDto,
  UpdateScheduleDtoRead,
} from '../schedules/schedulesApi.gen';
import type {
  SaveSettingsBodyDto,
  SaveSettingsBodyDtoRead,
  SettingsResponseDtoRead,
} from '../settings/settingsApi.gen';

type Writable<Read, Input> = [Read] extends [Input] ? true : { notAssignableTo: Input };

export type _InvoiceReadIsWritable = TypesMatch<Writable<InvoiceDtoRead, InvoiceInputDto>>;
export type _InvoiceReadIsWholeInput = TypesMatch<Writable<InvoiceDtoRead, InvoiceInputDtoRead>>;
export type _CompanyReadIsWritable = TypesMatch<Writable<CompanyDtoRead, SaveCompanyDto>>;
export type _CompanyReadIsWholeInput = TypesMatch<Writable<CompanyDtoRead, SaveCompanyDtoRead>>;
export type _ScheduleReadIsWritable = TypesMatch<Writable<ScheduleDtoRead, UpdateScheduleDto>>;
export type _ScheduleReadIsWholeInput = TypesMatch<
  Writable<ScheduleDtoRead, UpdateScheduleDtoRead>
>;
export type _SettingsReadIsWritable = TypesMatch<
  Writable<SettingsResponseDtoRead, SaveSettingsBodyDto>
>;
export type _SettingsReadIsWholeInput = TypesMatch<
  Writable<SettingsResponseDtoRead, SaveSettingsBodyDtoRead>
>;
