/**
 * Stock levels (/apps/pos/stock): products with their stock (the products' totalStock rollup), low stock in
 * red below LOW_STOCK, a product's movements, and an adjustment with its reason for those who may create
 * stock movements (decided on the stockMovements schema, as its own create form is).
 */
import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useAllowed } from '../../src/crud/access';
import { formatMoney } from '../../src/crud/fields/format';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { LoadState } from '../LoadState';
import { AdjustModal } from './AdjustModal';
import { MovementsDrawer } from './MovementsDrawer';
import { usePosText } from './i18n';
import type { PosProduct } from './cart';
import { ScreenHeading } from '../ScreenHeading';
import { apiUrl, send } from '../../src/api/client';

/** Below this many, a product is low on stock. */
export const LOW_STOCK = 5;
const PAGE = 20;

export default function StockPage({ registry }: { registry: SchemaRegistry }) {
  const { t } = usePosText();
  const mayAdjust = useAllowed('stockMovements', 'create');
  const [q, setQ] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [page, setPage] = useState(1);
  // The last answer, with the query it answered: a newer query shows as loading until its answer comes.
  const [answer, setAnswer] = useState<{ key: string; rows: PosProduct[]; total: number; error: unknown } | null>(null);
  const [version, setVersion] = useState(0);
  const [history, setHistory] = useState<PosProduct | null>(null);
  const [adjusting, setAdjusting] = useState<PosProduct | null>(null);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const params = new URLSearchParams({
    _start: String((page - 1) * PAGE),
    _end: String(page * PAGE),
    _sort: 'totalStock,name',
    _order: 'asc,asc',
  });
  if (q.trim()) params.set('q', q.trim());
  if (lowOnly) params.set('totalStock_lte', String(LOW_STOCK - 1));
  const key = `${params.toString()}#${version}`;
  const loading = answer?.key !== key;
  const rows = answer?.rows ?? [];
  const total = answer?.total ?? 0;
  const error = loading ? null : answer?.error;

  useEffect(() => {
    let live = true;
    const query = key.slice(0, key.lastIndexOf('#'));
    send<PosProduct[]>(apiUrl('list', { resource: 'products' }, new URLSearchParams(query))).then(
      (res) => {
        if (live)
          setAnswer({ key, rows: res.data, total: Number(res.headers.get('x-total-count') ?? res.data.length), error: null });
      },
      (e: unknown) => {
        if (live) setAnswer({ key, rows: [], total: 0, error: e });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);

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
          reload();
        }}
      />
    </Card>
  );
}
