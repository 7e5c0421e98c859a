import type { DateRange } from '@app/contracts/invoice';
import {
  parseVatReturnPeriod,
  vatReturnRange,
  type VatReturnPeriod,
} from '@app/contracts/vat-return';

/** What `period` accepts, as the 400 says it. */
export const EXPORT_PERIOD_MESSAGE = 'must be a quarter (2026-Q3) or a month (2026-07)';

/** The export's period is the VAT return's: one spelling, parsed by contracts. */
const parseExportPeriod = (text: unknown): VatReturnPeriod | null =>
  typeof text === 'string' ? parseVatReturnPeriod(text) : null;

export const isExportPeriod = (text: unknown): boolean => parseExportPeriod(text) !== null;

/** A parsed period with its dates and the name its files carry. */
export type ExportPeriod = { name: string; period: VatReturnPeriod; range: DateRange };

export function exportPeriodOf(text: string): ExportPeriod {
  const period = parseExportPeriod(text);
  if (period === null) throw new RangeError(`Not an export period: ${text}`);
  return { name: text, period, range: vatReturnRange(period) };
}
