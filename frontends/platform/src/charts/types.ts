// The shapes BarChart takes (charts/index.ts).

/** The palette: a tone names the same thing in every chart (legend and bars share it). */
export type ChartTone = 'paid' | 'outstanding' | 'accent';

export type ChartSeries = {
  /** The legend's and the table column's name. */
  name: string;
  values: readonly number[];
  tone: ChartTone;
};

export type BarChartProps = {
  /** The chart's accessible name; also its table's caption. */
  label: string;
  /** One per bar (or stack): months, days. */
  categories: readonly string[];
  /** The categories as the table names them (defaults to `categories`). */
  tableCategories?: readonly string[];
  series: readonly ChartSeries[];
  /** One bar per category with the series on top of each other. */
  stacked?: boolean;
  /** A value in the table (and the axis, unless `formatAxisValue`). */
  formatValue: (value: number) => string;
  formatAxisValue?: (value: number) => string;
  /** Bars only, no axes or grid: a small chart beside a figure. */
  compact?: boolean;
  /** The table's first column ('Month', 'Day'). */
  categoryHeader: string;
  /** The text that opens the table ('Show as table'). */
  tableToggle: string;
  testId?: string;
};
