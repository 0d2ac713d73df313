/**
 * /apps/salesummary: sales over a date range, from the orders and the POS receipts (posSales) the user may
 * list, as the server sums them (`GET <resource>/summary`): the total, by day, by branch, and the top
 * products (`groupBy=lines.product&sum=lines.<amount>`: each product's own line amounts). Cancelled
 * orders and voided receipts are left out.
 */
import { Card, Col, DatePicker, Row, Space, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { isoDay, listable, pluralOf, useSummaries, useTitles, valueLabel, type SummaryRequest } from './data';
import { useDashText } from './i18n';
import { BarChart, ColumnChart, type Point } from './lazyCharts';
import { dateText, moneyText, Widget, PageTitle } from './Widget';

/** The sales sources: a schema, the state that does not count, and its line columns. */
interface Source {
  name: string;
  excluded: string;
  amount: string;
  qty: string;
}
const SOURCES: Source[] = [
  { name: 'orders', excluded: 'cancelled', amount: 'lines.total', qty: 'lines.qty' },
  { name: 'posSales', excluded: 'voided', amount: 'lines.amount', qty: 'lines.quantity' },
];
const TOP = 10;
/** A range longer than this many days is charted by month rather than by day. */
const DAILY_MAX = 62;

interface ProductLine {
  key: string;
  product: number | null;
  amount: number;
  qty: number;
}

export default function SaleSummary() {
  const { t, lang } = useDashText();
  // The last twelve months by default, by month; a range of two months or less, by day.
  const [range, setRange] = useState<[string, string]>([isoDay(-364), isoDay(0)]);
  // One array per range: the picker puts its ends back to a new value array, so a redraw (the summaries arriving)
  // between the two dates typed would wipe the first.
  const picked = useMemo((): [Dayjs, Dayjs] => [dayjs(range[0]), dayjs(range[1])], [range]);
  const days = (Date.parse(range[1]) - Date.parse(range[0])) / 86_400_000 + 1;
  const bucket = days > DAILY_MAX ? 'month' : 'day';
  const sources = SOURCES.flatMap((s) => {
    const schema = listable(s.name);
    return schema ? [{ ...s, schema }] : [];
  });
  const base = (s: Source) => ({ date_gte: range[0], date_lte: range[1], status_ne: s.excluded });
  const requests: SummaryRequest[] = sources.flatMap((s) => [
    { resource: s.name, query: { ...base(s), groupBy: `date:${bucket}`, sum: 'grandTotal' } },
    { resource: s.name, query: { ...base(s), groupBy: 'branch', sum: 'grandTotal' } },
    { resource: s.name, query: { ...base(s), groupBy: 'lines.product', sum: [s.amount, s.qty] } },
  ]);
  const state = useSummaries(requests);
  const of = (i: number, k: number) => state.data[i * 3 + k];

  const total = sources.reduce((sum, _, i) => sum + Math.round((of(i, 0)?.sums?.grandTotal ?? 0) * 100), 0) / 100;
  const byDay: Point[] = sources.flatMap((s, i) =>
    (of(i, 0)?.groups ?? []).map((g) => ({
      x: dateText(String(g.values[`date:${bucket}`]), lang, bucket === 'month'),
      y: g.sums?.grandTotal ?? 0,
      series: pluralOf(s.schema, lang),
    })),
  );
  const byBranch: Point[] = sources.flatMap((s, i) =>
    (of(i, 1)?.groups ?? []).map((g) => ({
      x: valueLabel(s.schema, 'branch', g.values.branch ?? null, lang, '-'),
      y: g.sums?.grandTotal ?? 0,
      series: pluralOf(s.schema, lang),
    })),
  );
  const products = new Map<string, ProductLine>();
  sources.forEach((s, i) => {
    for (const g of of(i, 2)?.groups ?? []) {
      const id = g.values['lines.product'] as number | null;
      const line = products.get(String(id)) ?? { key: String(id), product: id, amount: 0, qty: 0 };
      line.amount = Math.round((line.amount + (g.sums?.[s.amount] ?? 0)) * 100) / 100;
      line.qty += g.sums?.[s.qty] ?? 0;
      products.set(line.key, line);
    }
  });
  const top = [...products.values()].sort((a, b) => b.amount - a.amount).slice(0, TOP);
  const names = useTitles(
    'products',
    top.map((p) => p.product).filter((id): id is number => id !== null),
    'code', // products may share a name: the code tells them apart
  );
  const productName = (id: number | null) => (id === null ? '-' : (names.get(id) ?? `#${id}`));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="sale-summary">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <PageTitle screen="saleSummary" />
        <DatePicker.RangePicker
          aria-label={t('range')}
          allowClear={false}
          value={picked}
          onChange={(v) => {
            const [from, to] = (v ?? []) as [Dayjs | null, Dayjs | null];
            if (from && to) setRange([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]);
          }}
        />
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Card>
            <Statistic title={t('sales')} value={moneyText(total)} loading={state.loading} data-testid="stat-sales" />
          </Card>
        </Col>
        {sources.map((s, i) => (
          <Col xs={12} sm={8} key={s.name}>
            <Card>
              <Statistic
                title={s.name === 'orders' ? t('orders') : t('receipts')}
                value={of(i, 0)?.total ?? 0}
                loading={state.loading}
                data-testid={`stat-count-${s.name}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Widget title={bucket === 'month' ? t('salesByMonth') : t('salesByDay')} state={state} testId="sales-by-day">
            {byDay.length ? <ColumnChart data={byDay} /> : <Typography.Text type="secondary">{t('noData')}</Typography.Text>}
          </Widget>
        </Col>
        <Col xs={24} lg={10}>
          <Widget title={t('salesByBranch')} state={state} testId="sales-by-branch">
            {byBranch.length ? <BarChart data={byBranch} /> : <Typography.Text type="secondary">{t('noData')}</Typography.Text>}
          </Widget>
        </Col>
      </Row>
      <Widget title={t('topProducts')} state={state} testId="top-products">
        <Table<ProductLine>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={top}
          locale={{ emptyText: t('noData') }}
          columns={[
            { title: '#', key: 'rank', width: 48, render: (_, __, i) => i + 1 },
            { title: t('product'), key: 'product', render: (_, p) => productName(p.product) },
            { title: t('quantity'), dataIndex: 'qty', align: 'right' },
            { title: t('amount'), key: 'amount', align: 'right', render: (_, p) => moneyText(p.amount) },
          ]}
        />
      </Widget>
    </Space>
  );
}
