import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { BarChart } from './BarChart';
import { barChartOptions, barWidth } from './chartist';

const props = {
  label: 'Paid and outstanding per month',
  categories: ['Oct', 'Nov'],
  tableCategories: ['October 2026', 'November 2026'],
  series: [
    { name: 'Paid', values: [12100, 0], tone: 'paid' as const },
    { name: 'Outstanding', values: [0, 5050], tone: 'outstanding' as const },
  ],
  stacked: true,
  formatValue: (cents: number) => `€${(cents / 100).toFixed(2)}`,
  categoryHeader: 'Month',
  tableToggle: 'Show as table',
  testId: 'chart',
};

// Chartist asks for media queries (its responsive options); jsdom has none.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
});

describe('BarChart', () => {
  it('is one image with the chart’s name, and its figures are in a table', () => {
    render(<BarChart {...props} />);
    expect(screen.getByRole('img', { name: props.label })).toBeInTheDocument();
    // Made when opened (a closed disclosure's table is no one's to read).
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const details = screen.getByText('Show as table').closest('details') as HTMLDetailsElement;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    const table = screen.getByRole('table', { name: props.label });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthPaidOutstanding',
      'October 2026€121.00€0.00',
      'November 2026€0.00€50.50',
    ]);
    expect(screen.getByText('Show as table').tagName).toBe('SUMMARY');
    expect(screen.getByText('Outstanding', { selector: 'li' })).toBeInTheDocument();
  });

  it('draws a bar per category and series with the library it loads itself', async () => {
    render(<BarChart {...props} />);
    const plot = screen.getByTestId('chart-plot');
    await waitFor(() => expect(plot).toHaveAttribute('data-drawn', 'true'));
    expect(plot.querySelectorAll('.bar-chart__series--paid .ct-bar')).toHaveLength(2);
    expect(plot.querySelectorAll('.bar-chart__series--outstanding .ct-bar')).toHaveLength(2);
  });

  it('has no legend for a single series', () => {
    render(<BarChart {...props} series={[props.series[0]!]} compact />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('names every category that fits under the chart, every second one on a phone', () => {
    const labels = (width: number) => {
      const options = barChartOptions({
        stacked: true,
        compact: false,
        categories: 6,
        width,
        formatAxis: String,
      });
      const label = options.axisX?.labelInterpolationFnc;
      if (label === undefined) throw new Error('no x-axis labels');
      return ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((month, index) => label(month, index));
    };
    expect(labels(990)).toEqual(['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    expect(labels(290)).toEqual(['Jun', null, 'Aug', null, 'Oct', null]);
  });

  it('makes bars three fifths of their slot, never thinner than 2 px', () => {
    expect(barWidth(600, 6)).toBe('stroke-width: 60px');
    expect(barWidth(60, 30)).toBe('stroke-width: 2px');
    expect(barWidth(100, 0)).toBe('stroke-width: 60px');
  });
});
