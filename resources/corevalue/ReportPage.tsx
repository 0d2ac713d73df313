/**
 * /apps/corevalue/report (HR and Admin): hearts counted per company, department, section or month and per core
 * value (GET hearts/summary, grouped by the recipient's unit copied at send time and the stored month), the
 * top recipients, the history (the generated list with its filters and export) and the limit setting.
 */
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import { useCan, useNotification } from '@refinedev/core';
import { Button, Card, Select, Space, Table, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { fieldOptions } from '../../src/schema/meta/describe';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { useSummary, type Summary } from './api';
import { CORE_VALUES, formatMonth, useCorevalueText, type CorevalueText } from './i18n';
import { LimitSetting } from './LimitSetting';
import { TopRecipients } from './Scores';
import { ScreenHeading } from '../ScreenHeading';

const GROUPS: { field: string; label: CorevalueText }[] = [
  { field: 'company', label: 'byCompany' },
  { field: 'department', label: 'byDepartment' },
  { field: 'section', label: 'bySection' },
  { field: 'period', label: 'byMonth' },
];

interface PivotRow {
  key: string;
  group: string;
  counts: Record<string, number>;
  total: number;
}

/** The months that have hearts, newest first (the report's month choices). */
function usePeriods(): string[] {
  const { data } = useSummary('hearts', { groupBy: 'period' });
  return useMemo(
    () =>
      (data?.groups ?? [])
        .map((g) => String(g.values.period ?? ''))
        .filter(Boolean)
        .sort()
        .reverse(),
    [data],
  );
}

/** The summary's groups (by unit and value) as one row per unit with a count per core value. */
function pivot(result: Summary | undefined, by: string, label: (v: unknown) => string): PivotRow[] {
  const rows = new Map<string, PivotRow>();
  for (const g of result?.groups ?? []) {
    const key = JSON.stringify(g.values[by] ?? null);
    const row = rows.get(key) ?? { key, group: label(g.values[by]), counts: {}, total: 0 };
    const value = String(g.values.value);
    row.counts[value] = (row.counts[value] ?? 0) + g.count;
    row.total += g.count;
    rows.set(key, row);
  }
  return [...rows.values()];
}

async function exportPivot(rows: PivotRow[], header: string[], name: string) {
  const XLSX = await import('@e965/xlsx');
  const aoa = [header, ...rows.map((r) => [r.group, ...CORE_VALUES.map((v) => r.counts[v] ?? 0), r.total])];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), name.slice(0, 31));
  XLSX.writeFile(book, 'super-heart-report.xlsx');
}

function SummaryTab({ schema }: { schema: ResourceSchema }) {
  const { t, lang } = useCorevalueText();
  const [by, setBy] = useState('department');
  const [period, setPeriod] = useState<string>();
  const periods = usePeriods();
  const { data: canExport } = useCan({ resource: 'corevalueReport', action: 'export' });
  const { data: result } = useSummary('hearts', { groupBy: [by, 'value'], period: by === 'period' ? undefined : period });

  const label = useMemo(() => {
    const field = schema.fields.find((f) => f.name === by);
    const options = field && field.type === 'select' ? fieldOptions(schema, field, lang) : [];
    return (v: unknown) =>
      v === null || v === undefined || v === ''
        ? t('noneValue')
        : by === 'period'
          ? formatMonth(v, lang)
          : (options.find((o) => o.value === v)?.label ?? String(v));
  }, [schema, by, lang, t]);
  const rows = pivot(result, by, label);
  const groupLabel = t(GROUPS.find((g) => g.field === by)!.label);
  const header = [groupLabel, ...CORE_VALUES.map((v) => `${v} · ${t(v)}`), t('total')];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{t('groupBy')}</Typography.Text>
        <Select
          data-testid="report-group-by"
          aria-label={t('groupBy')}
          style={{ width: 180 }}
          value={by}
          onChange={setBy}
          options={GROUPS.map((g) => ({ value: g.field, label: t(g.label) }))}
        />
        {by !== 'period' && (
          <Select
            data-testid="report-month"
            aria-label={t('month')}
            style={{ width: 180 }}
            allowClear
            placeholder={t('allMonths')}
            value={period}
            onChange={setPeriod}
            options={periods.map((p) => ({ value: p, label: formatMonth(p, lang) }))}
          />
        )}
        {canExport?.can && (
          <Button icon={<DownloadOutlined />} onClick={() => void exportPivot(rows, header, t('reportTitle'))}>
            {t('export')}
          </Button>
        )}
      </Space>
      <Table
        data-testid="report-summary"
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        columns={[
          { title: groupLabel, dataIndex: 'group', key: 'group' },
          ...CORE_VALUES.map((v) => ({
            title: v,
            key: v,
            align: 'right' as const,
            render: (_: unknown, r: PivotRow) => r.counts[v] ?? 0,
          })),
          { title: t('total'), dataIndex: 'total', key: 'total', align: 'right' as const },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
            {CORE_VALUES.map((v, i) => (
              <Table.Summary.Cell key={v} index={i + 1} align="right">
                {rows.reduce((n, r) => n + (r.counts[v] ?? 0), 0)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={6} align="right">
              {result?.total ?? 0}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Space>
  );
}

function TopTab() {
  const { t, lang } = useCorevalueText();
  const periods = usePeriods();
  const [period, setPeriod] = useState<string>();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={t('month')}
        style={{ width: 180 }}
        allowClear
        placeholder={t('allMonths')}
        value={period}
        onChange={setPeriod}
        options={periods.map((p) => ({ value: p, label: formatMonth(p, lang) }))}
      />
      <TopRecipients period={period} limit={20} />
    </Space>
  );
}

export default function CorevalueReportPage({ registry }: { registry: SchemaRegistry }) {
  const { t } = useCorevalueText();
  const { open } = useNotification();
  const schema = registry.byName.get('hearts');
  if (!schema) return null;
  return (
    <Card title={<ScreenHeading>{t('reportTitle')}</ScreenHeading>}>
      <Tabs
        items={[
          { key: 'summary', label: t('summaryTab'), children: <SummaryTab schema={schema} /> },
          { key: 'top', label: t('topTab'), children: <TopTab /> },
          {
            key: 'history',
            label: t('historyTab'),
            children: (
              <Space direction="vertical">
                <Typography.Text>{t('historyIntro')}</Typography.Text>
                <Link to={schema.route}>
                  <Button icon={<UnorderedListOutlined />}>{t('openHistory')}</Button>
                </Link>
              </Space>
            ),
          },
          {
            key: 'limit',
            label: t('limitTab'),
            children: <LimitSetting notify={(message) => open?.({ type: 'success', message })} />,
          },
        ]}
      />
    </Card>
  );
}
