import { useMemo } from 'react';
import type { VatReturnPeriod } from '@app/contracts/vat-return';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import './vat-period-picker.css';

/** How many years back the picker offers: the Dutch and Belgian retention is 7 and 10 years. */
const YEARS_BACK = 7;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const QUARTERS = [1, 2, 3, 4] as const;

/** A month keeps its quarter and a quarter starts at its first month when the kind changes. */
const asKind = (period: VatReturnPeriod, kind: VatReturnPeriod['kind']): VatReturnPeriod => {
  if (period.kind === kind) return period;
  return period.kind === 'quarter'
    ? { kind: 'month', year: period.year, month: period.quarter * 3 - 2 }
    : {
        kind: 'quarter',
        year: period.year,
        quarter: Math.ceil(period.month / 3) as 1 | 2 | 3 | 4,
      };
};

/**
 * The return period as both returns are filed: a quarter or a month of a year. Three native
 * selects, so the keyboard and screen readers work as everywhere else. The accountant's export
 * covers the same periods and picks them here too.
 */
export function VatPeriodPicker({
  period,
  thisYear,
  onChange,
  disabled = false,
}: {
  period: VatReturnPeriod;
  thisYear: number;
  onChange: (period: VatReturnPeriod) => void;
  /** While something runs for the chosen period (a download). */
  disabled?: boolean;
}) {
  const { t } = useEditorTranslation();
  const { language } = useFormatters();
  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    return (month: number) => format.format(new Date(Date.UTC(2000, month - 1, 1)));
  }, [language]);
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => thisYear - index);
  if (!years.includes(period.year)) years.push(period.year);
  return (
    <fieldset className="vat-period" data-testid="vat-period" disabled={disabled}>
      <legend>{t('vatFigures.period.legend')}</legend>
      <label className="vat-period__field">
        <span>{t('vatFigures.period.kind')}</span>
        <select
          value={period.kind}
          data-testid="vat-period-kind"
          onChange={(event) =>
            onChange(asKind(period, event.target.value as VatReturnPeriod['kind']))
          }
        >
          <option value="quarter">{t('vatFigures.period.quarterly')}</option>
          <option value="month">{t('vatFigures.period.monthly')}</option>
        </select>
      </label>
      <label className="vat-period__field">
        <span>
          {period.kind === 'quarter'
            ? t('vatFigures.period.quarter')
            : t('vatFigures.period.month')}
        </span>
        {period.kind === 'quarter' ? (
          <select
            value={period.quarter}
            data-testid="vat-period-part"
            onChange={(event) =>
              onChange({ ...period, quarter: Number(event.target.value) as 1 | 2 | 3 | 4 })
            }
          >
            {QUARTERS.map((quarter) => (
              <option key={quarter} value={quarter}>
                {t('vatFigures.period.quarterName', { quarter })}
              </option>
            ))}
          </select>
        ) : (
          <select
            value={period.month}
            data-testid="vat-period-part"
            onChange={(event) => onChange({ ...period, month: Number(event.target.value) })}
          >
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {monthName(month)}
              </option>
            ))}
          </select>
        )}
      </label>
      <label className="vat-period__field">
        <span>{t('vatFigures.period.year')}</span>
        <select
          value={period.year}
          data-testid="vat-period-year"
          onChange={(event) => onChange({ ...period, year: Number(event.target.value) })}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
