/** One product's stock movements, newest first (GET stockMovements?product=), labelled by the stockMovements schema. */
import { Drawer, Empty, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../src/http/errors';
import { formatDate } from '../../src/i18n/dates';
import { fieldOptions } from '../../src/schema/meta/describe';
import type { Data } from '../../src/schema/expression/expression';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import type { PosProduct } from './cart';
import { usePosText } from './i18n';
import { apiUrl, request } from '../../src/api/client';

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
  // The answer for one product: another product's (or none yet) shows as loading.
  const [answer, setAnswer] = useState<{ id: number; rows: Data[]; error: string | null } | null>(null);
  const current = answer && product && answer.id === product.id ? answer : null;
  const rows = current?.rows ?? null;
  const error = current?.error ?? null;

  useEffect(() => {
    if (!product) return;
    let live = true;
    const id = product.id;
    request<Data[]>(
      apiUrl('list', { resource: 'stockMovements' }, { product: id, _sort: 'date,createdAt', _order: 'desc,desc', _end: LIMIT }),
    ).then(
      (r) => live && setAnswer({ id, rows: r, error: null }),
      (e: unknown) => live && setAnswer({ id, rows: [], error: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [product]);

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
