/**
 * The dashboards' charts, over Chart.js 4 (react-chartjs-2): a donut, columns and bars, with tooltips, a legend and an
 * accessible name on each canvas. This module is only ever imported lazily (./lazyCharts.tsx), so the chart library
 * is a chunk of its own that the login, list and form pages never load (issue 41: 65 KB gzipped, where
 * @ant-design/plots was 459). The charts follow the app's theme switch (their text and grid lines in the theme's
 * colours, on the card's background) and draw text in the app's font, which carries Thai. A chart is drawn left to
 * right in every language (dir="ltr"): its texts and numbers are the reader's.
 */
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { formatMoney, formatNumber } from '../../src/crud/fields/format';
import { useThemeMode } from '../../src/shell/theme';

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

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
// The categorical palette the dashboards had (AntV's classic ten), the same in both themes.
const PALETTE = ['#5B8FF9', '#5AD8A6', '#5D7092', '#F6BD16', '#6F5EF9', '#6DC8EC', '#945FB9', '#FF9845', '#1E9493', '#FF99C3'];
const colour = (i: number): string => PALETTE[i % PALETTE.length]!;

function useChartTheme() {
  const { dark } = useThemeMode();
  return {
    ink: dark ? 'rgba(255,255,255,0.88)' : 'rgba(0,0,0,0.88)',
    muted: dark ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.65)',
    grid: dark ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.08)',
  };
}

/** The legend as it was: a small square before each name, in small type. */
const legendLabels = (color: string) =>
  ({ color, font: { family: FONT, size: 11 }, usePointStyle: true, pointStyle: 'rect', boxWidth: 6, boxHeight: 6 }) as const;

// The user's wish for less motion (the app's antd motion follows it too): the charts draw at once.
const still = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What the value axis measures: money ("฿1,234.50" as formatMoney writes it; whole baht on the axis) or a count. */
export type ValueFormat = 'money' | 'count';
const FORMATTERS: Record<ValueFormat, { axis: (v: number) => string; tooltip: (v: number) => string }> = {
  money: { axis: (v) => formatMoney(v, 0), tooltip: (v) => formatMoney(v) },
  count: { axis: (v) => formatNumber(v), tooltip: (v) => formatNumber(v) },
};

/** The donut's total in its hole and each slice's value on it, in the theme's ink. */
function donutText(total: string, ink: string): Plugin<'doughnut'> {
  return {
    id: 'donutText',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea } = chart;
      ctx.save();
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = '#fff';
      ctx.font = `600 12px ${FONT}`;
      const values = chart.data.datasets[0]?.data ?? [];
      chart.getDatasetMeta(0).data.forEach((arc, i) => {
        const value = Number(values[i] ?? 0);
        if (!value) return;
        const { x, y } = arc.tooltipPosition(false);
        if (x !== null && y !== null) ctx.fillText(formatNumber(value), x, y);
      });
      ctx.fillStyle = ink;
      ctx.font = `600 22px ${FONT}`;
      ctx.fillText(total, (chartArea.left + chartArea.right) / 2, (chartArea.top + chartArea.bottom) / 2);
      ctx.restore();
    },
  };
}

/** A donut: each slice a label's share, the total in the middle. */
export function DonutChart({ data, total, height = 260 }: { data: Slice[]; total: string; height?: number }) {
  const { ink, muted } = useChartTheme();
  const chart: ChartData<'doughnut'> = {
    labels: data.map((s) => s.label),
    datasets: [{ data: data.map((s) => s.value), backgroundColor: data.map((_, i) => colour(i)), borderWidth: 0 }],
  };
  const options: ChartOptions<'doughnut'> = {
    maintainAspectRatio: false,
    animation: still() ? false : undefined,
    cutout: '62%',
    font: { family: FONT },
    plugins: {
      legend: { position: 'bottom', labels: legendLabels(muted) },
      tooltip: { callbacks: { label: (item) => ` ${item.label}: ${formatNumber(Number(item.raw))}` } },
    },
  };
  const name = `${total}: ${data.map((s) => `${s.label} ${formatNumber(s.value)}`).join(', ')}`;
  return (
    <div dir="ltr" style={{ height, position: 'relative' }}>
      <Doughnut data={chart} options={options} plugins={[donutText(total, ink)]} role="img" aria-label={name} />
    </div>
  );
}

/** What a column and a bar chart share: x by y, grouped by series when points carry one, money (or a count) on the value axis. */
function useBarChart(data: Point[], format: ValueFormat, horizontal: boolean) {
  const { muted, grid } = useChartTheme();
  const labels = [...new Set(data.map((p) => p.x))];
  const series = [...new Set(data.map((p) => p.series ?? ''))];
  const chart: ChartData<'bar'> = {
    labels,
    datasets: series.map((name, i) => ({
      label: name,
      data: labels.map((x) => data.find((p) => p.x === x && (p.series ?? '') === name)?.y ?? null) as number[],
      backgroundColor: colour(i),
      borderRadius: 2,
    })),
  };
  const value = {
    grid: { color: grid },
    ticks: { color: muted, font: { family: FONT }, callback: (v: string | number) => FORMATTERS[format].axis(Number(v)) },
  };
  const category = { grid: { display: false }, ticks: { color: muted, font: { family: FONT } } };
  const options: ChartOptions<'bar'> = {
    maintainAspectRatio: false,
    animation: still() ? false : undefined,
    indexAxis: horizontal ? 'y' : 'x',
    scales: horizontal ? { x: value, y: category } : { x: category, y: value },
    plugins: {
      legend: { display: data.some((p) => p.series), position: 'bottom', labels: legendLabels(muted) },
      tooltip: {
        callbacks: {
          label: (item) =>
            ` ${item.dataset.label ? `${item.dataset.label}: ` : ''}${FORMATTERS[format].tooltip(Number(item.raw))}`,
        },
      },
    },
  };
  const name = data.map((p) => `${p.series ? `${p.series} ` : ''}${p.x} ${FORMATTERS[format].tooltip(p.y)}`).join(', ');
  return { chart, options, name };
}

/** Columns per x, grouped by series when points carry one. */
export function ColumnChart({ data, height = 260, format = 'money' }: { data: Point[]; height?: number; format?: ValueFormat }) {
  const { chart, options, name } = useBarChart(data, format, false);
  return (
    <div dir="ltr" style={{ height, position: 'relative' }}>
      <Bar data={chart} options={options} role="img" aria-label={name} />
    </div>
  );
}

/** Horizontal bars, largest first as given. */
export function BarChart({ data, height = 260, format = 'money' }: { data: Point[]; height?: number; format?: ValueFormat }) {
  const { chart, options, name } = useBarChart(data, format, true);
  return (
    <div dir="ltr" style={{ height, position: 'relative' }}>
      <Bar data={chart} options={options} role="img" aria-label={name} />
    </div>
  );
}
