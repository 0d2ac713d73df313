/** The schema editor's list: every resource (name, label, area, route, fields, version) and "New resource". */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { screenNamed } from '../../src/access/screens';
import { localize } from '../../src/schema/meta/describe';
import { useRegistry } from '../../src/providers/registry';
import { LoadState } from '../LoadState';
import { ScreenHeading } from '../ScreenHeading';
import { listSchemas, type SchemaSummary } from './api';
import { useSchemaEditorText } from './i18n';
import { SCHEMA_EDITOR } from './screen';

/** Below this width (a phone) the table scrolls sideways; above it every column, headers whole, fits the card. */
const MIN_TABLE_WIDTH = 720;
/** A numeric column's header on one line, whatever the language ("Version", "เวอร์ชัน", "الإصدار"). */
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

export default function SchemaListPage() {
  const { t, lang } = useSchemaEditorText();
  const registry = useRegistry();
  const navigate = useNavigate();
  const route = screenNamed(registry, SCHEMA_EDITOR).route;
  const list = useQuery({ queryKey: ['schemaEditor', 'list'], queryFn: listSchemas });
  const areaLabel = (name: string) => localize(registry.areas.find((a) => a.name === name)?.label, lang, name);
  const columns: TableColumnsType<SchemaSummary> = [
    {
      title: t('colName'),
      dataIndex: 'name',
      render: (name: string) => <Link to={`${route}/${encodeURIComponent(name)}`}>{name}</Link>,
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    { title: t('colLabel'), key: 'label', render: (_, r) => localize(r.label as { en: string; th: string }, lang, r.name) },
    {
      title: t('colArea'),
      dataIndex: 'area',
      render: areaLabel,
      filters: registry.areas.map((a) => ({ text: localize(a.label, lang, a.name), value: a.name })),
      onFilter: (value, r) => r.area === value,
    },
    {
      title: t('colRoute'),
      dataIndex: 'route',
      // A long route breaks at any character rather than push the last columns out of the card.
      render: (r: string) => (
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {r}
        </Typography.Text>
      ),
    },
    { title: t('colFields'), dataIndex: 'fieldCount', align: 'right', onHeaderCell: nowrap },
    { title: t('colVersion'), dataIndex: 'version', align: 'right', onHeaderCell: nowrap },
  ];
  return (
    <Card
      title={<ScreenHeading>{t('title')}</ScreenHeading>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${route}/new`)}>
          {t('newResource')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('listIntro')}</Typography.Paragraph>
      <LoadState
        loading={list.isPending}
        error={list.error}
        errorTitle={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
      >
        <Table<SchemaSummary>
          size="small"
          rowKey="name"
          columns={columns}
          dataSource={list.data ?? []}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          // As wide as the card, the routes wrapping; a phone scrolls sideways below the width every column needs.
          scroll={{ x: MIN_TABLE_WIDTH }}
        />
      </LoadState>
    </Card>
  );
}
