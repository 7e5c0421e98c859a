// The charts shared by the editor and the admin (issue 29). Not part of the platform singleton
// the shell loads (`@app/platform`): each remote bundles this entry itself
// (`@app/platform/charts`), and the charting library only in a chunk of its own, fetched when a
// chart is first drawn. The shell never loads either.
export { BarChart } from './BarChart';
export type { BarChartProps, ChartSeries, ChartTone } from './types';
