/**
 * /apps/dashboard/status (spec: "dashboard/status: donut chart, notification table"): the signed-in
 * user's own documents by state (every workflow schema they may list, `createdBy=<me>`, one summary
 * each, the states merged by label into one donut), the records waiting for them (GET inbox, the bell's
 * own answer), and for HR and Admin the headcount and the number of approvals pending.
 */
import { Card, Col, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useCustom } from '@refinedev/core';
import { Link } from 'react-router';
import type { Inbox } from '../../src/access/inbox';
import { apiUrl } from '../../src/api/client';
import { customGet } from '../../src/crud/customQueries';
import { useRegistry } from '../../src/providers/registry';
import { getUser } from '../../src/providers/session';
import { localize } from '../../src/schema/meta/describe';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import { LoadState } from '../LoadState';
import { queryState } from '../queryState';
import { listable, pluralOf, useSummaries, valueLabel, type SummaryRequest } from './data';
import { useDashText } from './i18n';
import { DonutChart } from './lazyCharts';
import { dateText, Widget, PageTitle } from './Widget';

interface DocLine {
  key: string;
  schema: ResourceSchema;
  total: number;
  states: { value: string; label: string; color?: string; count: number }[];
}

/** The records waiting for the user (`GET inbox`, the bell's endpoint), at most `limit` per resource. */
function useInbox(limit: number) {
  const { query, result } = useCustom<{ data?: Inbox }>(customGet(apiUrl('inbox'), { limit }));
  const state = queryState(query);
  return { ...state, inbox: state.loading || state.error ? null : (result.data.data ?? null) };
}

export default function StatusDashboard() {
  const { t, lang } = useDashText();
  const user = getUser();
  const registry = useRegistry();
  // The user's documents: every workflow schema they may list (the session's access, as the menu's).
  const docs = registry.resources.filter((s) => s.workflow && listable(s.name));
  const requests: SummaryRequest[] = docs.map((s) => ({
    resource: s.name,
    query: { groupBy: s.workflow!.field, createdBy: user?.username },
  }));
  const mine = useSummaries(requests);
  const staffView = user?.role === 'Admin' || user?.role === 'HR';
  const employees = listable('employees');
  const head = useSummaries(employees && staffView ? [{ resource: 'employees', query: { groupBy: 'activeFlag' } }] : []);
  const inbox = useInbox(20);
  const [picked, setPicked] = useState<string | null>(null);

  const lines: DocLine[] = docs
    .map((schema, i) => {
      const s = mine.data[i];
      const field = schema.workflow!.field;
      const states = (s?.groups ?? []).map((g) => {
        const value = String(g.values[field] ?? '');
        const state = schema.workflow!.states.find((x) => x.value === value);
        return {
          value,
          label: valueLabel(schema, field, g.values[field] ?? null, lang, '-'),
          color: state?.color,
          count: g.count,
        };
      });
      return { key: schema.name, schema, total: s?.total ?? 0, states };
    })
    .filter((l) => l.total > 0);
  // The donut shows one kind of document at a time, by its own states (issue 29: states merged across kinds by label
  // left most documents in an "Other" slice): the kind picked in the table or the selector, else the largest.
  const shown = lines.find((l) => l.key === picked) ?? [...lines].sort((a, b) => b.total - a.total)[0];
  const slices = (shown?.states ?? []).map((s) => ({ label: s.label, value: s.count }));

  const docColumns: TableColumnsType<DocLine> = [
    { title: t('document'), key: 'doc', render: (_, l) => <Link to={l.schema.route}>{pluralOf(l.schema, lang)}</Link> },
    {
      title: t('state'),
      key: 'states',
      render: (_, l) => (
        <Space size={[4, 4]} wrap>
          {l.states.map((s) => (
            <Tag key={s.value} color={s.color}>
              {s.label}: {s.count}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('total'), dataIndex: 'total', align: 'right', width: 80 },
  ];

  const waiting = (inbox.inbox?.resources ?? []).flatMap((g) => {
    const schema = registry.byName.get(g.resource);
    return schema ? g.items.map((item) => ({ key: `${g.resource}-${item.id}`, schema, item })) : [];
  });
  const activeCount = head.data[0]?.groups.find((g) => g.values.activeFlag === 'Y')?.count;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="dashboard-status">
      <PageTitle screen="dashboardStatus" />
      {staffView && (
        <Row gutter={[16, 16]}>
          {employees && (
            <Col xs={24} sm={12}>
              <Card>
                <LoadState
                  loading={head.loading}
                  error={head.error}
                  errorTitle={t('loadError')}
                  retryLabel={t('retry')}
                  onRetry={head.reload}
                >
                  <Statistic title={t('activeEmployees')} value={activeCount ?? 0} data-testid="stat-headcount" />
                </LoadState>
              </Card>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Card>
              <Statistic
                title={t('pendingApprovals')}
                value={inbox.inbox?.total ?? 0}
                loading={inbox.loading}
                data-testid="stat-pending"
              />
            </Card>
          </Col>
        </Row>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Widget title={t('myDocuments')} state={mine} testId="my-documents">
            {shown ? (
              <>
                <Select
                  aria-label={t('document')}
                  data-testid="donut-document"
                  value={shown.key}
                  style={{ width: '100%' }}
                  options={lines.map((l) => ({ value: l.key, label: `${pluralOf(l.schema, lang)} (${l.total})` }))}
                  onChange={setPicked}
                />
                <DonutChart data={slices} total={String(shown.total)} />
              </>
            ) : (
              <Typography.Text type="secondary">{t('noData')}</Typography.Text>
            )}
            <Table<DocLine>
              size="small"
              rowKey="key"
              pagination={false}
              columns={docColumns}
              dataSource={lines}
              // The row shown in the donut: marked for assistive technology and in bold (a tinted row put the links
              // below AA contrast in the dark theme).
              onRow={(l) => ({
                onClick: () => setPicked(l.key),
                'aria-selected': l.key === shown?.key,
                style: { cursor: 'pointer', fontWeight: l.key === shown?.key ? 600 : undefined },
              })}
              style={{ marginTop: 12 }}
            />
          </Widget>
        </Col>
        <Col xs={24} lg={14}>
          <Widget title={t('notifications')} state={inbox} testId="notifications">
            <Table
              size="small"
              rowKey="key"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: t('notificationsEmpty') }}
              dataSource={waiting}
              scroll={{ x: 480 }}
              columns={[
                { title: t('document'), key: 'type', render: (_, r) => pluralOf(r.schema, lang) },
                {
                  title: '#',
                  key: 'title',
                  render: (_, r) => (
                    <Link to={`${r.schema.route}/${encodeURIComponent(String(r.item.id))}`}>
                      {[r.item.number, r.item.title].filter((x, i, all) => x && all.indexOf(x) === i).join(' ')}
                    </Link>
                  ),
                },
                {
                  title: t('state'),
                  key: 'state',
                  render: (_, r) => (
                    <Tag>{valueLabel(r.schema, r.schema.workflow?.field ?? 'status', r.item.state, lang, '-')}</Tag>
                  ),
                },
                {
                  title: t('yourStep'),
                  key: 'step',
                  render: (_, r) =>
                    r.item.actions
                      .map((a) => localize(r.schema.workflow?.transitions.find((s) => s.action === a)?.label, lang, a))
                      .join(' · '),
                },
                { title: t('since'), key: 'at', render: (_, r) => dateText(r.item.at, lang) },
              ]}
            />
          </Widget>
        </Col>
      </Row>
    </Space>
  );
}
