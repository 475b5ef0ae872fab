// The preview's chart, drawn with @fluentui/react-charts (Fluent v9's own charts: the app's theme tokens, tooltips and
// keyboard focus). Loaded in its own chunk when a tab first has a chart to draw (docs/decisions.md, "Report charts").
import { DataVizPalette, GroupedVerticalBarChart, LineChart, ResponsiveContainer, VerticalStackedBarChart, getColorFromToken } from '@fluentui/react-charts';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { chartShapeOf, type ReportChartInput } from './reportChartData';

const HEIGHT = 300;
const COLORS = [DataVizPalette.color1, DataVizPalette.color2, DataVizPalette.color3, DataVizPalette.color4, DataVizPalette.color5, DataVizPalette.color6, DataVizPalette.color7, DataVizPalette.color8].map((token) =>
  getColorFromToken(token),
);

const useStyles = makeStyles({
  frame: { width: '100%', height: `${HEIGHT}px` },
  empty: { display: 'flex', alignItems: 'center', justifyContent: 'center', height: `${HEIGHT}px`, color: tokens.colorNeutralForeground3 },
});

export function ReportChartView({ chart }: { chart: ReportChartInput }) {
  const styles = useStyles();
  const shape = useMemo(() => chartShapeOf(chart, COLORS), [chart]);
  if (shape.kind === 'empty') return <Body1 className={styles.empty}>Nothing to draw for these inputs.</Body1>;
  const axes = { xAxisTitle: chart.xLabel, yAxisTitle: chart.yLabel, height: HEIGHT, hideTickOverlap: true, useUTC: true };
  return (
    <div className={styles.frame}>
      <ResponsiveContainer height={HEIGHT}>
        {shape.kind === 'line' ? (
          <LineChart {...axes} data={{ chartTitle: chart.title, lineChartData: shape.lines }} />
        ) : shape.kind === 'grouped' ? (
          <GroupedVerticalBarChart {...axes} chartTitle={chart.title} data={shape.groups} barWidth="auto" />
        ) : (
          <VerticalStackedBarChart {...axes} chartTitle={chart.title} data={shape.stacks} barWidth="auto" maxBarWidth={48} isCalloutForStack />
        )}
      </ResponsiveContainer>
    </div>
  );
}
