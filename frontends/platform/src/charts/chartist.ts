// What BarChart asks of Chartist: loading it, its data and options, and the bars' width.
import type { BarChart as ChartistBarChart, BarChartOptions } from 'chartist';
import type { ChartSeries } from './types';

/** Chartist's bar chart, from a chunk of its own: fetched when the first chart is drawn. */
export const loadChartist = (): Promise<typeof ChartistBarChart> =>
  import(/* webpackChunkName: "chartist" */ 'chartist').then((module) => module.BarChart);

export const chartData = (categories: readonly string[], series: readonly ChartSeries[]) => ({
  labels: [...categories],
  series: series.map((one) => ({
    name: one.name,
    className: `bar-chart__series bar-chart__series--${one.tone}`,
    data: [...one.values],
  })),
});

type Options = {
  stacked: boolean;
  compact: boolean;
  categories: number;
  /** The chart's width in pixels when it is drawn: how many category labels fit under it. */
  width: number;
  formatAxis: (value: number) => string;
};

/** The room a category label needs ('Nov 26', 'sep 26' at the labels' size). */
const CATEGORY_LABEL_PX = 64;

export const barChartOptions = ({
  stacked,
  compact,
  categories,
  width,
  formatAxis,
}: Options): BarChartOptions => {
  // Every label when they fit, else every second, third...: never two run into each other.
  const fitting = Math.max(2, Math.floor(width / CATEGORY_LABEL_PX));
  const step = Math.ceil(categories / fitting);
  return {
    stackBars: stacked,
    seriesBarDistance: 0,
    height: compact ? '3rem' : '11rem',
    chartPadding: compact
      ? { top: 2, right: 0, bottom: 0, left: 0 }
      : { top: 10, right: 4, bottom: 0, left: 4 },
    axisX: compact
      ? { showLabel: false, showGrid: false, offset: 0 }
      : {
          showGrid: false,
          offset: 24,
          labelInterpolationFnc: (value: string | number, index: number) =>
            index % step === 0 ? value : null,
        },
    axisY: compact
      ? { showLabel: false, showGrid: false, offset: 0, onlyInteger: true }
      : {
          offset: 56,
          scaleMinSpace: 28,
          labelInterpolationFnc: (value: string | number) => formatAxis(Number(value)),
        },
  };
};

/** Bars three fifths of their category's width (a stack is one bar), at least 2 px. */
export const barWidth = (plotWidth: number, categories: number): string =>
  `stroke-width: ${Math.max(2, Math.floor((plotWidth / Math.max(categories, 1)) * 0.6))}px`;
