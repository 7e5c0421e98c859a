import { useRef, useState } from 'react';
import {
  PLANNED_PERIOD,
  currentMonthPeriod,
  customPeriod,
  formatPeriodTabDate,
  nextMonthPeriod,
  parsePeriod,
  type Language,
} from '@app/contracts/invoice';
import { useEditorTranslation } from '../invoices/hooks';
import { RangePopover } from './RangePopover';
import './period-selector.css';

export type PeriodSelectorProps = {
  readonly period: string;
  readonly today: string;
  readonly language: Language;
  readonly onChange: (period: string) => void;
};

/** Planned, current month, next month and a custom range (spec §2 "Invoice overview"). */
export function PeriodSelector({ period, today, language, onChange }: PeriodSelectorProps) {
  const { t } = useEditorTranslation();
  const [picking, setPicking] = useState(false);
  const customRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setPicking(false);
    customRef.current?.focus();
  };
  const parsed = parsePeriod(period);
  const custom = parsed?.kind === 'custom' ? parsed : null;
  const tabDate = (date: string) => {
    const result = formatPeriodTabDate(date, language);
    return result.ok ? result.text : date;
  };
  const tabs: Array<{ value: string; label: string }> = [
    { value: PLANNED_PERIOD, label: t('period.planned') },
    { value: currentMonthPeriod(today), label: t('period.currentMonth') },
    { value: nextMonthPeriod(today), label: t('period.nextMonth') },
  ];
  return (
    <div className="period-selector" role="group" aria-label={t('period.label')}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          className="period-selector__tab"
          aria-pressed={period === tab.value}
          data-testid={`period-${tab.value === PLANNED_PERIOD ? 'planned' : tab.value === tabs[1]?.value ? 'current' : 'next'}`}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
      <button
        ref={customRef}
        type="button"
        className="period-selector__tab"
        aria-pressed={custom !== null}
        aria-expanded={picking}
        data-testid="period-custom"
        onClick={() => setPicking(!picking)}
      >
        {custom === null ? t('period.custom') : `${tabDate(custom.start)} – ${tabDate(custom.end)}`}
      </button>
      {picking ? (
        <RangePopover
          today={today}
          language={language}
          initial={custom}
          onClose={close}
          onApply={(range) => {
            close();
            onChange(customPeriod(range));
          }}
        />
      ) : null}
    </div>
  );
}
