/**
 * /apps/sppcostcontrol: purchase spend against budget by department for a fiscal year (the calendar year):
 * the budgets (schemas/budgets.json) and the approved purchase requests of the year, which carry the
 * department, both summed by the server per department; and the year's purchase orders by status.
 */
import { Col, Progress, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatYear } from '../../src/i18n/dates';
import { listable, useSummaries, valueLabel, type SummaryRequest } from './data';
import { useDashText } from './i18n';
import { ColumnChart, DonutChart, type Point } from './lazyCharts';
import { moneyText, Widget, PageTitle } from './Widget';

interface DeptLine {
  key: string;
  department: string | null;
  label: string;
  budget: number | null;
  spend: number;
}

const cents = (v: number) => Math.round(v * 100);

export default function CostControl() {
  const { t, lang } = useDashText();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const budgets = listable('budgets');
  const prs = listable('purchaseRequests');
  const pos = listable('purchaseOrders');
  const requests: SummaryRequest[] = [
    ...(budgets
      ? [
          { resource: 'budgets', query: { groupBy: 'department', sum: 'amount', fiscalYear: year } },
          { resource: 'budgets', query: { groupBy: 'fiscalYear' } },
        ]
      : []),
    ...(prs
      ? [
          {
            resource: 'purchaseRequests',
            query: { groupBy: 'department', sum: 'grandTotal', status: 'approved', ...yearRange('createdAt', year, true) },
          },
        ]
      : []),
    ...(pos
      ? [{ resource: 'purchaseOrders', query: { groupBy: 'status', sum: 'grandTotal', ...yearRange('orderDate', year) } }]
      : []),
  ];
  const state = useSummaries(requests);
  // The answers in the order asked: those of a resource the user may not list are not there.
  const answers = [...state.data];
  const budgetAnswer = budgets ? answers.shift() : null;
  const yearsAnswer = budgets ? answers.shift() : null;
  const prAnswer = prs ? answers.shift() : null;
  const poAnswer = pos ? answers.shift() : null;

  const lines = new Map<string, DeptLine>();
  const line = (dept: string | null) => {
    const key = dept ?? '';
    const found = lines.get(key);
    if (found) return found;
    const schema = budgets ?? prs;
    const made = { key, department: dept, label: valueLabel(schema, 'department', dept, lang, '-'), budget: null, spend: 0 };
    lines.set(key, made);
    return made;
  };
  for (const g of budgetAnswer?.groups ?? []) line(g.values.department as string | null).budget = g.sums?.amount ?? 0;
  for (const g of prAnswer?.groups ?? []) line(g.values.department as string | null).spend = g.sums?.grandTotal ?? 0;
  const rows = [...lines.values()];
  const years = [...new Set([thisYear, year, ...(yearsAnswer?.groups ?? []).map((g) => Number(g.values.fiscalYear))])]
    .filter((y) => Number.isFinite(y))
    .sort((a, b) => b - a);
  const chart: Point[] = rows.flatMap((r) => [
    { x: r.label, y: r.budget ?? 0, series: t('budget') },
    { x: r.label, y: r.spend, series: t('spend') },
  ]);
  const totalBudget = rows.reduce((n, r) => n + cents(r.budget ?? 0), 0) / 100;
  const totalSpend = rows.reduce((n, r) => n + cents(r.spend), 0) / 100;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="cost-control">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <PageTitle screen="costControl" />
        <Space>
          <Typography.Text>{t('fiscalYear')}</Typography.Text>
          <Select
            aria-label={t('fiscalYear')}
            value={year}
            onChange={setYear}
            style={{ width: 110 }}
            options={years.map((y) => ({ value: y, label: formatYear(y, lang) }))}
          />
        </Space>
      </Space>
      <Widget title={t('spendByDepartment')} state={state} testId="spend-by-department">
        {chart.length > 0 && <ColumnChart data={chart} />}
        <Table<DeptLine>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: t('noData') }}
          style={{ marginTop: 12 }}
          columns={[
            { title: t('department'), dataIndex: 'label' },
            {
              title: t('budget'),
              key: 'budget',
              align: 'right',
              render: (_, r) => (r.budget === null ? <Tag>{t('noBudget')}</Tag> : moneyText(r.budget)),
            },
            { title: t('spend'), key: 'spend', align: 'right', render: (_, r) => moneyText(r.spend) },
            {
              title: t('remaining'),
              key: 'remaining',
              align: 'right',
              render: (_, r) => (r.budget === null ? '' : moneyText((cents(r.budget) - cents(r.spend)) / 100)),
            },
            {
              title: t('used'),
              key: 'used',
              width: 160,
              render: (_, r) =>
                r.budget ? (
                  <Progress
                    aria-label={t('used')}
                    percent={Math.round((r.spend / r.budget) * 1000) / 10}
                    size="small"
                    status={r.spend > r.budget ? 'exception' : 'normal'}
                  />
                ) : null,
            },
          ]}
          summary={() =>
            rows.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <span data-testid="total-budget">{moneyText(totalBudget)}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <span data-testid="total-spend">{moneyText(totalSpend)}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {moneyText((cents(totalBudget) - cents(totalSpend)) / 100)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} />
              </Table.Summary.Row>
            ) : null
          }
        />
      </Widget>
      {pos && (
        <Row gutter={[16, 16]}>
          <Col xs={24}>
            <Widget title={t('poStatus')} state={state} testId="po-status">
              {(poAnswer?.total ?? 0) > 0 && (
                <DonutChart
                  data={(poAnswer?.groups ?? []).map((g) => ({
                    label: valueLabel(pos, 'status', g.values.status ?? null, lang, '-'),
                    value: g.count,
                  }))}
                  total={String(poAnswer?.total ?? 0)}
                />
              )}
              <Table
                size="small"
                rowKey={(g) => String(g.values.status)}
                pagination={false}
                dataSource={poAnswer?.groups ?? []}
                locale={{ emptyText: t('noData') }}
                columns={[
                  {
                    title: t('state'),
                    key: 's',
                    render: (_, g) => valueLabel(pos, 'status', g.values.status ?? null, lang, '-'),
                  },
                  { title: t('count'), dataIndex: 'count', align: 'right' },
                  { title: t('amount'), key: 'a', align: 'right', render: (_, g) => moneyText(g.sums?.grandTotal) },
                ]}
              />
            </Widget>
          </Col>
        </Row>
      )}
    </Space>
  );
}

/** A calendar year as a list's range filter on a date (or, `stamp`, a stored date-time) field. */
function yearRange(field: string, year: number, stamp = false): Record<string, string> {
  return { [`${field}_gte`]: `${year}-01-01`, [`${field}_lte`]: stamp ? `${year}-12-31T23:59:59.999Z` : `${year}-12-31` };
}
