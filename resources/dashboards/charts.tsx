/**
 * The dashboards' charts, over @ant-design/plots (G2 5). This module is only ever imported lazily
 * (./lazyCharts.tsx), so the chart library is a chunk of its own that the login, list and form pages never
 * load. The charts follow the app's theme switch (G2's classic or classicDark theme, on a transparent
 * background so the card shows through) and draw text in the app's font, which carries Thai. A chart is drawn left
 * to right in every language (dir="ltr"): a canvas inherits the page's direction, and in Arabic its labels and
 * legend would otherwise be anchored on the wrong side of their marks; its texts and numbers are the reader's.
 */
import { Bar, Column, Pie } from '@ant-design/plots';
import { formatMoney, formatNumber } from '../../src/crud/fields/format';
import { useThemeMode } from '../../src/shell/theme';

export interface Slice {
  label: string;
  value: number;
}
export interface Point {
  x: string;
  y: number;
  /** The series a point belongs to, for grouped columns. */
  series?: string;
}

const FONT = "Sarabun, 'Noto Sans Thai', system-ui, sans-serif";

function useChartTheme() {
  const { dark } = useThemeMode();
  return {
    /** The text colour of what the theme does not colour itself (the donut's total). */
    ink: dark ? 'rgba(255,255,255,0.88)' : 'rgba(0,0,0,0.88)',
    theme: {
      // G2's "dark" (its palette inline, transparent background): "classicDark" names a palette this build does not register.
      type: dark ? 'dark' : 'classic',
      view: { viewFill: 'transparent' },
      label: { fontFamily: FONT },
      axis: { labelFontFamily: FONT, titleFontFamily: FONT },
      legendCategory: { itemLabelFontFamily: FONT },
    },
  };
}

/** What the value axis measures: money ("฿1,234.50" as formatMoney writes it; whole baht on the axis) or a count. */
export type ValueFormat = 'money' | 'count';
const FORMATTERS: Record<ValueFormat, { axis: (v: number) => string; tooltip: (v: number) => string }> = {
  money: { axis: (v) => formatMoney(v, 0), tooltip: (v) => formatMoney(v) },
  count: { axis: (v) => formatNumber(v), tooltip: (v) => formatNumber(v) },
};

/** A donut: each slice a label's share, the total in the middle. */
export function DonutChart({ data, total, height = 260 }: { data: Slice[]; total: string; height?: number }) {
  const { ink, theme } = useChartTheme();
  return (
    <div dir="ltr">
      <Pie
        data={data}
        angleField="value"
        colorField="label"
        innerRadius={0.62}
        height={height}
        theme={theme}
        label={{ text: 'value', style: { fontWeight: 600, fontFamily: FONT } }}
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
        annotations={[
          {
            type: 'text',
            style: {
              text: total,
              x: '50%',
              y: '50%',
              textAlign: 'center',
              fontSize: 22,
              fontWeight: 600,
              fontFamily: FONT,
              fill: ink,
            },
          },
        ]}
      />
    </div>
  );
}

/** What a column and a bar chart share: x by y, grouped by series when points carry one, money (or a count) on the value axis. */
function useBarProps(data: Point[], height: number, format: ValueFormat) {
  const { theme } = useChartTheme();
  const grouped = data.some((p) => p.series);
  return {
    data,
    xField: 'x',
    yField: 'y',
    height,
    theme,
    ...(grouped ? { colorField: 'series', group: true } : {}),
    axis: { y: { labelFormatter: FORMATTERS[format].axis } },
    tooltip: { items: [{ channel: 'y', valueFormatter: FORMATTERS[format].tooltip }] },
  };
}

/** Columns per x, grouped by series when points carry one. */
export function ColumnChart({ data, height = 260, format = 'money' }: { data: Point[]; height?: number; format?: ValueFormat }) {
  return (
    <div dir="ltr">
      <Column {...useBarProps(data, height, format)} />
    </div>
  );
}

/** Horizontal bars, largest first as given. */
export function BarChart({ data, height = 260, format = 'money' }: { data: Point[]; height?: number; format?: ValueFormat }) {
  return (
    <div dir="ltr">
      <Bar {...useBarProps(data, height, format)} />
    </div>
  );
}
