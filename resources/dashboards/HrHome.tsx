/**
 * /apps/humanresource/home: the active headcount by department and by employment status (employees
 * summaries), the employees whose probation ends within 30 days (the employees list, filtered and
 * sorted by the server), and the job applications by status.
 */
import { Col, Row, Space, Table, Tag } from 'antd';
import { useList } from '@refinedev/core';
import { Link } from 'react-router';
import { aliasListSearch } from '../../src/schema/lists/alias-filters';
import { queryState } from '../queryState';
import { isoDay, listable, useSummaries, valueLabel, type Summary, type SummaryRequest } from './data';
import { useDashText } from './i18n';
import { BarChart, DonutChart } from './lazyCharts';
import { dateText, Widget, PageTitle } from './Widget';

type Row = Record<string, unknown> & { id: number };
const DUE_DAYS = 30;

/** The active employees on probation whose probation ends within DUE_DAYS, soonest first (every one: no paging). */
function useDue(enabled: boolean) {
  const { query, result } = useList<Row>({
    resource: 'employees',
    filters: [
      { field: 'employmentStatus', operator: 'eq', value: 'probation' },
      { field: 'activeFlag', operator: 'eq', value: 'Y' },
      { field: 'probationEnd', operator: 'gte', value: isoDay(0) },
      { field: 'probationEnd', operator: 'lte', value: isoDay(DUE_DAYS) },
    ],
    sorters: [{ field: 'probationEnd', order: 'asc' }],
    pagination: { mode: 'off' },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const state = queryState(query);
  return { ...state, rows: state.loading || state.error ? [] : result.data };
}

export default function HrHome() {
  const { t, lang } = useDashText();
  const employees = listable('employees');
  const applications = listable('jobApplications');
  const requests: SummaryRequest[] = [
    ...(employees
      ? [
          { resource: 'employees', query: { groupBy: 'department', activeFlag: 'Y' } },
          { resource: 'employees', query: { groupBy: 'employmentStatus', activeFlag: 'Y' } },
        ]
      : []),
    ...(applications ? [{ resource: 'jobApplications', query: { groupBy: 'status' } }] : []),
  ];
  const state = useSummaries(requests);
  const due = useDue(Boolean(employees));
  const byDept = employees ? state.data[0] : null;
  const byStatus = employees ? state.data[1] : null;
  const apps = applications ? state.data[employees ? 2 : 0] : null;
  const none = '-';
  const bars = (s: Summary | null | undefined, field: string) =>
    (s?.groups ?? []).map((g) => ({ x: valueLabel(employees, field, g.values[field] ?? null, lang, none), y: g.count }));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="hr-home">
      <PageTitle screen="hrHome" />
      {employees && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Widget
              title={t('byDepartment')}
              state={state}
              testId="headcount-department"
              extra={<Tag color="blue" data-testid="headcount-total">{`${t('headcount')}: ${byDept?.total ?? 0}`}</Tag>}
            >
              <BarChart data={bars(byDept, 'department')} format="count" />
            </Widget>
          </Col>
          <Col xs={24} lg={12}>
            <Widget title={t('byStatus')} state={state} testId="headcount-status">
              <DonutChart
                data={bars(byStatus, 'employmentStatus').map((p) => ({ label: p.x, value: p.y }))}
                total={String(byStatus?.total ?? 0)}
              />
            </Widget>
          </Col>
        </Row>
      )}
      <Row gutter={[16, 16]}>
        {employees && (
          <Col xs={24} lg={12}>
            <Widget title={t('probationDue')} state={due} testId="probation-due">
              <Table<Row>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={due.rows}
                locale={{ emptyText: t('noData') }}
                columns={[
                  {
                    title: t('employee'),
                    key: 'name',
                    render: (_, r) => <Link to={`${employees.route}/${r.id}`}>{String(r[employees.titleField] ?? r.id)}</Link>,
                  },
                  {
                    title: t('department'),
                    key: 'd',
                    render: (_, r) => valueLabel(employees, 'department', (r.department as string) ?? null, lang, none),
                  },
                  { title: t('probationEnd'), key: 'end', render: (_, r) => dateText(r.probationEnd as string, lang) },
                ]}
              />
            </Widget>
          </Col>
        )}
        {applications && (
          <Col xs={24} lg={12}>
            <Widget title={t('openApplications')} state={state} testId="applications-status">
              <Table
                size="small"
                rowKey={(g) => String(g.values.status)}
                pagination={false}
                dataSource={apps?.groups ?? []}
                locale={{ emptyText: t('noData') }}
                columns={[
                  {
                    title: t('state'),
                    key: 's',
                    render: (_, g) => (
                      <Link
                        to={`${applications.route}${aliasListSearch([{ field: 'status', operator: 'eq', value: String(g.values.status) }])}`}
                      >
                        {valueLabel(applications, 'status', g.values.status ?? null, lang, none)}
                      </Link>
                    ),
                  },
                  { title: t('count'), dataIndex: 'count', align: 'right' },
                ]}
              />
            </Widget>
          </Col>
        )}
      </Row>
    </Space>
  );
}
