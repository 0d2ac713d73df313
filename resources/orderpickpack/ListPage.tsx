/**
 * Orders ready to pick (/apps/orderpickpack): the orders in the state the packing transition starts from,
 * oldest first, with the list's quick search; each opens its pick list or the scan screen.
 */
import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import { Button, Card, Flex, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayText } from '../../src/crud/fields/format';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import { LoadState } from '../LoadState';
import { showDate, useReadyOrders, type OrderRow } from './api';
import { usePickText } from './i18n';
import { usePickPackRoute } from './routes';
import { ScreenHeading } from '../ScreenHeading';

const PAGE = 20;

export default function ListPage({ schema }: { schema: ResourceSchema }) {
  const { t, lang } = usePickText();
  const PICKPACK_ROUTE = usePickPackRoute();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, loading, error, reload } = useReadyOrders(schema, { q, page, pageSize: PAGE });
  const field = (name: string) => schema.fields.find((f) => f.name === name);
  const show = (name: string, v: unknown) => {
    const f = field(name);
    return f ? displayText(f, v, { schema, lang }) : String(v ?? '');
  };
  const codeField = schema.naming?.field ?? 'id';
  const columns: TableColumnsType<OrderRow> = [
    {
      title: t('orderCode'),
      dataIndex: codeField,
      key: 'code',
      render: (v: unknown, r) => <Link to={`${PICKPACK_ROUTE}/${r.id}`}>{String(v ?? r.id)}</Link>,
    },
    { title: t('date'), dataIndex: 'date', key: 'date', render: (v: unknown) => showDate(v, lang) },
    { title: t('customer'), dataIndex: 'customer', key: 'customer' },
    { title: t('branch'), dataIndex: 'branch', key: 'branch', responsive: ['md'], render: (v: unknown) => show('branch', v) },
    {
      title: t('delivery'),
      dataIndex: 'deliveryMethod',
      key: 'delivery',
      responsive: ['md'],
      render: (v: unknown) => show('deliveryMethod', v),
    },
    {
      title: t('items'),
      key: 'items',
      align: 'right',
      responsive: ['sm'],
      render: (_, r) =>
        Array.isArray(r.lines) ? r.lines.reduce((n: number, l: { qty?: number }) => n + Number(l.qty ?? 0), 0) : 0,
    },
    {
      key: 'actions',
      render: (_, r) => (
        <Flex gap={4} wrap>
          <Link to={`${PICKPACK_ROUTE}/${r.id}`}>
            <Button size="small" icon={<UnorderedListOutlined />} aria-label={`${t('open')} ${String(r[codeField] ?? r.id)}`}>
              {t('open')}
            </Button>
          </Link>
          <Link to={`${PICKPACK_ROUTE}/pickpack?order=${r.id}`}>
            <Button size="small" type="primary" icon={<ScanOutlined />}>
              {t('scanAndPack')}
            </Button>
          </Link>
        </Flex>
      ),
    },
  ];
  return (
    <Card
      title={<ScreenHeading>{t('toPick')}</ScreenHeading>}
      extra={
        <Link to={`${PICKPACK_ROUTE}/pickpack`}>
          <Button type="primary" icon={<ScanOutlined />}>
            {t('scanAndPack')}
          </Button>
        </Link>
      }
    >
      <Input.Search
        allowClear
        style={{ maxWidth: 360, marginBottom: 12 }}
        aria-label={t('search')}
        placeholder={t('search')}
        onSearch={(v) => {
          setQ(v);
          setPage(1);
        }}
      />
      <LoadState loading={false} error={error} errorTitle={t('loadError')} retryLabel={t('retry')} onRetry={reload}>
        <Table<OrderRow>
          size="small"
          rowKey="id"
          loading={loading}
          columns={columns}
          dataSource={data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
          data-testid="pickpack-orders"
        />
      </LoadState>
    </Card>
  );
}
