import { describe, expect, it } from 'vitest';
import { chartShapeOf, chartTotal, xValuesOf, type ReportChartInput } from './reportChartData';

const COLORS = ['#a', '#b'];
const chart = (kind: ReportChartInput['kind'], series: ReportChartInput['series']): ReportChartInput => ({ title: 'T', kind, xLabel: 'x', yLabel: 'y', series });

describe('chartShapeOf', () => {
  const perPerson = [
    { name: 'Ada', points: [{ x: '2026-11-02', y: 3 }, { x: '2026-11-01', y: 1 }] },
    { name: 'Bo', points: [{ x: '2026-11-01', y: 2 }] },
  ];

  it('stacks bars per x in first-seen order, a missing point as zero, colours per series', () => {
    const shape = chartShapeOf(chart('STACKED_BAR', perPerson), COLORS);
    expect(shape).toEqual({
      kind: 'stacked',
      stacks: [
        { xAxisPoint: '2026-11-02', chartData: [{ legend: 'Ada', data: 3, color: '#a' }, { legend: 'Bo', data: 0, color: '#b' }] },
        { xAxisPoint: '2026-11-01', chartData: [{ legend: 'Ada', data: 1, color: '#a' }, { legend: 'Bo', data: 2, color: '#b' }] },
      ],
    });
  });

  it('groups the bars of several series, and stacks a single one', () => {
    const grouped = chartShapeOf(chart('BAR', perPerson), COLORS);
    expect(grouped.kind).toBe('grouped');
    if (grouped.kind === 'grouped') expect(grouped.groups[1]).toEqual({ name: '2026-11-01', series: [{ key: '0', legend: 'Ada', data: 1, color: '#a' }, { key: '1', legend: 'Bo', data: 2, color: '#b' }] });
    expect(chartShapeOf(chart('BAR', perPerson.slice(0, 1)), COLORS).kind).toBe('stacked');
  });

  it('draws a line of days sorted by day, and bars when the x values are not days', () => {
    const line = chartShapeOf(chart('LINE', perPerson), COLORS);
    expect(line.kind).toBe('line');
    if (line.kind === 'line') expect(line.lines[0].data).toEqual([{ x: new Date('2026-11-01T00:00:00Z'), y: 1 }, { x: new Date('2026-11-02T00:00:00Z'), y: 3 }]);
    const bars = chartShapeOf(chart('LINE', [{ name: 'Open', points: [{ x: 'Brand gateway', y: 4 }, { x: 'AWAITING_WITHOUT_PROBE', y: 1 }, { x: 'NEW', y: 2 }] }]), COLORS);
    expect(bars.kind === 'stacked' && bars.stacks.map((stack) => stack.xAxisPoint)).toEqual(['Brand gateway', 'Awaiting without probe', 'New']);
  });

  it('is empty without points, and totals every point', () => {
    expect(chartShapeOf(chart('BAR', [{ name: 'A', points: [] }]), COLORS)).toEqual({ kind: 'empty' });
    expect(chartShapeOf(chart('BAR', []), COLORS)).toEqual({ kind: 'empty' });
    expect(xValuesOf(chart('BAR', perPerson))).toEqual(['2026-11-02', '2026-11-01']);
    expect(chartTotal(chart('BAR', perPerson))).toBe(6);
  });
});
