// The preview's chart (the contract's ReportChart: bars per x stacked or grouped by series, or a line per series) in
// the shapes @fluentui/react-charts draws. Pure, so the mapping is tested without drawing.

export interface ReportChartInput {
  readonly title: string;
  readonly kind: 'BAR' | 'STACKED_BAR' | 'LINE' | '%future added value';
  readonly xLabel: string;
  readonly yLabel: string;
  readonly series: ReadonlyArray<{ readonly name: string; readonly points: ReadonlyArray<{ readonly x: string; readonly y: number }> }>;
}

export interface BarStack {
  xAxisPoint: string;
  chartData: { legend: string; data: number; color: string }[];
}

export interface BarGroup {
  name: string;
  series: { key: string; legend: string; data: number; color: string }[];
}

export interface Line {
  legend: string;
  color: string;
  data: { x: Date; y: number }[];
}

export type ChartShape =
  | { kind: 'stacked'; stacks: BarStack[] }
  | { kind: 'grouped'; groups: BarGroup[] }
  | { kind: 'line'; lines: Line[] }
  | { kind: 'empty' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENUM = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}$/;

/** An axis label: the API's enum values read as words ('AWAITING_WITHOUT_PROBE' -> 'Awaiting without probe'). */
export function axisLabelOf(x: string): string {
  if (!ENUM.test(x)) return x;
  const text = x.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The x values in the order they first appear, across series (the server sends them in order). */
export function xValuesOf(chart: ReportChartInput): string[] {
  const seen = new Set<string>();
  for (const series of chart.series) for (const point of series.points) seen.add(point.x);
  return [...seen];
}

/** A calendar day at midnight UTC (the chart is told to draw in UTC, so the day is the day sent). */
const dayOf = (text: string) => new Date(`${text}T00:00:00Z`);

export function chartShapeOf(chart: ReportChartInput, colors: readonly string[]): ChartShape {
  const xs = xValuesOf(chart);
  if (xs.length === 0 || chart.series.length === 0) return { kind: 'empty' };
  const colorOf = (index: number) => colors[index % colors.length];
  const valueAt = (seriesIndex: number, x: string) => chart.series[seriesIndex].points.find((point) => point.x === x)?.y ?? 0;
  if (chart.kind === 'LINE' && xs.every((x) => DAY.test(x))) {
    return {
      kind: 'line',
      lines: chart.series.map((series, index) => ({
        legend: series.name,
        color: colorOf(index),
        data: [...series.points].sort((a, b) => a.x.localeCompare(b.x)).map((point) => ({ x: dayOf(point.x), y: point.y })),
      })),
    };
  }
  if (chart.kind === 'BAR' && chart.series.length > 1) {
    return {
      kind: 'grouped',
      groups: xs.map((x) => ({
        name: axisLabelOf(x),
        series: chart.series.map((series, index) => ({ key: `${index}`, legend: series.name, data: valueAt(index, x), color: colorOf(index) })),
      })),
    };
  }
  return {
    kind: 'stacked',
    stacks: xs.map((x) => ({
      xAxisPoint: axisLabelOf(x),
      chartData: chart.series.map((series, index) => ({ legend: series.name, data: valueAt(index, x), color: colorOf(index) })),
    })),
  };
}

/** The sum of every point: an all-zero chart says "nothing in this range" better than empty axes. */
export const chartTotal = (chart: ReportChartInput) => chart.series.reduce((sum, series) => sum + series.points.reduce((inner, point) => inner + point.y, 0), 0);

