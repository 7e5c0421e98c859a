import { useEffect, useRef, useState } from 'react';
import { barChartOptions, barWidth, chartData, loadChartist } from './chartist';
import type { BarChartProps } from './types';
import './bar-chart.css';

/**
 * A bar chart drawn as SVG by Chartist, loaded the first time a chart is drawn. The drawing is one
 * image with the chart's name (role="img"); the same figures are in a table behind a disclosure,
 * for screen readers, keyboard users and anyone who wants the exact numbers.
 */
export function BarChart(props: BarChartProps) {
  const {
    label,
    categories,
    series,
    stacked = false,
    compact = false,
    formatValue,
    formatAxisValue,
  } = props;
  const plot = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  // The table is made when it is opened: a month or a day per row adds up beside every chart.
  const [tableOpen, setTableOpen] = useState(false);
  // Redrawn when what is shown changes, not on every render (the callers' arrays are new each time).
  const shape = JSON.stringify({ categories, series, stacked, compact });
  const axis = useRef(formatAxisValue ?? formatValue);
  useEffect(() => {
    axis.current = formatAxisValue ?? formatValue;
  });

  useEffect(() => {
    const element = plot.current;
    // Chartist needs media queries; without them (jsdom) the table alone carries the figures.
    if (element === null || typeof window.matchMedia !== 'function') return undefined;
    let detach: (() => void) | undefined;
    let cancelled = false;
    loadChartist().then(
      (Chartist) => {
        if (cancelled) return;
        const chart = new Chartist(
          element,
          chartData(categories, series),
          barChartOptions({
            stacked,
            compact,
            categories: categories.length,
            width: element.clientWidth,
            formatAxis: (value) => axis.current(value),
          }),
        );
        chart.on('draw', (event) => {
          if (event.type !== 'bar') return;
          event.element.attr({ style: barWidth(event.chartRect.width(), categories.length) });
        });
        chart.on('created', () => setDrawn(true));
        detach = () => chart.detach();
      },
      // The table still has every figure; only the picture is missing.
      (error: unknown) => console.warn('Could not load the chart library', error),
    );
    return () => {
      cancelled = true;
      detach?.();
    };
    // `shape` stands for categories, series, stacked and compact.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape]);

  const names = props.tableCategories ?? categories;
  return (
    <figure
      className={`bar-chart${compact ? ' bar-chart--compact' : ''}`}
      data-testid={props.testId}
    >
      {series.length > 1 ? (
        <ul className="bar-chart__legend">
          {series.map((one) => (
            <li key={one.name}>
              <span className={`bar-chart__swatch bar-chart__swatch--${one.tone}`} />
              {one.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div
        ref={plot}
        className="bar-chart__plot"
        role="img"
        aria-label={label}
        data-drawn={drawn}
        data-testid={props.testId === undefined ? undefined : `${props.testId}-plot`}
      />
      <details
        className="bar-chart__data"
        onToggle={(event) => setTableOpen(event.currentTarget.open)}
      >
        <summary>{props.tableToggle}</summary>
        {tableOpen ? (
          <div className="bar-chart__table-wrap">
            <table>
              <caption>{label}</caption>
              <thead>
                <tr>
                  <th scope="col">{props.categoryHeader}</th>
                  {series.map((one) => (
                    <th scope="col" key={one.name}>
                      {one.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {names.map((name, index) => (
                  <tr key={categories[index] ?? name}>
                    <th scope="row">{name}</th>
                    {series.map((one) => (
                      <td key={one.name}>{formatValue(one.values[index] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </figure>
  );
}
