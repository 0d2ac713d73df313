/**
 * Stock levels (/apps/pos/stock): products with their stock (the products' totalStock rollup), low stock in
 * red below LOW_STOCK, a product's movements, and an adjustment with its reason for those who may create
 * stock movements (decided on the stockMovements schema, as its own create form is).
 */
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import { Button, Card, Flex, Input, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useInvalidate, useList } from '@refinedev/core';
import { useState } from 'react';
import { useAllowed } from '../../src/crud/access';
import { formatMoney } from '../../src/crud/fields/format';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { LoadState } from '../LoadState';
import { AdjustModal } from './AdjustModal';
import { MovementsDrawer } from './MovementsDrawer';
import { usePosText } from './i18n';
import type { PosProduct } from './cart';
import { ScreenHeading } from '../ScreenHeading';

/** Below this many, a product is low on stock. */
export const LOW_STOCK = 5;
const PAGE = 20;

export default function StockPage({ registry }: { registry: SchemaRegistry }) {
  const { t } = usePosText();
  const mayAdjust = useAllowed('stockMovements', 'create');
  const [q, setQ] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<PosProduct | null>(null);
  const [adjusting, setAdjusting] = useState<PosProduct | null>(null);
  const invalidate = useInvalidate();

  // Lowest stock first; a newer page, search or switch shows the last rows as loading until its answer comes.
  const { query, result } = useList<PosProduct>({
    resource: 'products',
    filters: [
      { field: 'q', operator: 'eq', value: q.trim() },
      { field: 'totalStock', operator: 'lte', value: lowOnly ? LOW_STOCK - 1 : undefined },
    ],
    sorters: [
      { field: 'totalStock', order: 'asc' },
      { field: 'name', order: 'asc' },
    ],
    pagination: { currentPage: page, pageSize: PAGE },
    errorNotification: false,
  });
  const loading = query.isFetching;
  const rows = query.isError ? [] : result.data;
  const total = query.isError ? 0 : (result.total ?? 0);
  const error = loading ? null : query.error;
  const reload = () => void query.refetch();

  const columns: TableColumnsType<PosProduct> = [
    { title: t('product'), dataIndex: 'name', key: 'name' },
    {
      title: t('barcode'),
      dataIndex: 'barcode',
      key: 'barcode',
      responsive: ['md'],
      render: (v: string | null) => <span style={{ fontFamily: 'monospace' }}>{v ?? ''}</span>,
    },
    {
      title: t('unitPrice'),
      dataIndex: 'price',
      key: 'price',
      align: 'right',
      responsive: ['sm'],
      render: (v) => formatMoney(v),
    },
    {
      title: t('stock'),
      dataIndex: 'totalStock',
      key: 'stock',
      align: 'right',
      render: (v: number | undefined) => {
        const n = v ?? 0;
        return n < LOW_STOCK ? (
          <Tag color="red" data-low="true">
            {n}
          </Tag>
        ) : (
          <span>{n}</span>
        );
      },
    },
    {
      key: 'actions',
      render: (_, p) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            icon={<HistoryOutlined />}
            aria-label={t('movements', { name: p.name })}
            onClick={() => setHistory(p)}
          />
          {mayAdjust && (
            <Button size="small" onClick={() => setAdjusting(p)}>
              {t('adjust')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card title={<ScreenHeading>{t('stockTitle')}</ScreenHeading>}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          aria-label={t('stockSearch')}
          placeholder={t('stockSearch')}
          onSearch={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        <Flex gap={6} align="center">
          <Switch
            checked={lowOnly}
            aria-label={t('lowOnly')}
            onChange={(v) => {
              setLowOnly(v);
              setPage(1);
            }}
          />
          <Typography.Text>{t('lowOnly')}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">{t('lowBelow', { n: LOW_STOCK })}</Typography.Text>
      </Flex>
      <LoadState loading={false} error={error} errorTitle={t('loadError')} retryLabel={t('retry')} onRetry={reload}>
        <Table<PosProduct>
          size="small"
          rowKey="id"
          loading={loading}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE, total, showSizeChanger: false, onChange: setPage }}
        />
      </LoadState>
      <MovementsDrawer registry={registry} product={history} onClose={() => setHistory(null)} />
      <AdjustModal
        product={adjusting}
        onClose={() => setAdjusting(null)}
        onDone={() => {
          setAdjusting(null);
          // The movement changed the product's stock (the totalStock rollup).
          void invalidate({ resource: 'products', invalidates: ['list', 'many'] });
        }}
      />
    </Card>
  );
}
