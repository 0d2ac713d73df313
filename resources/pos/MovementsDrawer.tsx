/** One product's stock movements, newest first (GET stockMovements?product=), labelled by the stockMovements schema. */
import { Drawer, Empty, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useList } from '@refinedev/core';
import { errorText } from '../../src/http/errors';
import { formatDate } from '../../src/i18n/dates';
import { fieldOptions } from '../../src/schema/meta/describe';
import type { Data } from '../../src/schema/expression/expression';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import type { PosProduct } from './cart';
import { waiting } from '../queryState';
import { usePosText } from './i18n';

const LIMIT = 100;

export function MovementsDrawer({
  registry,
  product,
  onClose,
}: {
  registry: SchemaRegistry;
  product: PosProduct | null;
  onClose: () => void;
}) {
  const { t, lang } = usePosText();
  const schema = registry.byName.get('stockMovements');
  const label = (name: string) => {
    const f = schema?.fields.find((x) => x.name === name);
    return f?.label ? (lang === 'th' ? f.label.th : f.label.en) : name;
  };
  const typeField = schema?.fields.find((f) => f.name === 'type');
  const types = typeField ? fieldOptions(schema!, typeField, lang) : [];
  const { query, result } = useList<Data & { id: number }>({
    resource: 'stockMovements',
    filters: [{ field: 'product', operator: 'eq', value: product?.id }],
    sorters: [
      { field: 'date', order: 'desc' },
      { field: 'createdAt', order: 'desc' },
    ],
    pagination: { currentPage: 1, pageSize: LIMIT },
    queryOptions: { enabled: product !== null },
    errorNotification: false,
  });
  // The answer for this product: another product's (kept meanwhile), or none yet, shows as loading.
  const loading = waiting(query);
  const error = !loading && query.isError ? errorText(query.error) : null;
  const rows = loading ? null : result.data;

  const columns: TableColumnsType<Data> = [
    { title: label('date'), dataIndex: 'date', key: 'date', render: (v: unknown) => formatDate(String(v ?? ''), lang) },
    {
      title: label('type'),
      dataIndex: 'type',
      key: 'type',
      render: (v: string) => {
        const o = types.find((x) => x.value === v);
        return <Tag color={o?.color}>{o?.label ?? v}</Tag>;
      },
    },
    { title: label('signedQty'), dataIndex: 'signedQty', key: 'qty', align: 'right' },
    { title: label('reference'), dataIndex: 'reference', key: 'reference' },
    { title: label('reason'), dataIndex: 'reason', key: 'reason', responsive: ['md'] },
  ];
  return (
    <Drawer open={product !== null} onClose={onClose} width={640} title={product ? t('movements', { name: product.name }) : ''}>
      {error ? (
        <Empty description={error} />
      ) : (
        <Table<Data>
          size="small"
          rowKey="id"
          loading={rows === null}
          columns={columns}
          dataSource={rows ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('noMovements') }}
        />
      )}
    </Drawer>
  );
}
