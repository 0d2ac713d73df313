/**
 * The list of a tree schema (`"tree": { "parent": … }`, src/schema/lists/tree.ts): every record nested under its
 * parent in an expandable table, with its level, and per row its actions plus "Add below", which opens the
 * create form with the parent filled in (src/crud/tree/prefill.ts). Trees are small (tags, categories): all
 * rows are read at once.
 */
import { errorText } from '../../http/errors';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { CreateButton } from '@refinedev/antd';
import { PageFrame } from '../page/PageFrame';
import { useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Result, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { defaultSorters, localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { buildTree, type TreeNode } from '../../schema/lists/tree';
import { useAllowed } from '../access';
import { useListColumns } from '../list/useListColumns';
import { useLang } from '../useLang';
import { prefillState } from './prefill';

interface Row extends BaseRecord {
  id: number | string;
  __depth: number;
  children?: Row[];
}

const toRows = (nodes: TreeNode<BaseRecord & { id: number | string }>[]): Row[] =>
  nodes.map((n) => ({
    ...n.row,
    __depth: n.depth,
    ...(n.children.length ? { children: toRows(n.children) } : {}),
  }));

const allKeys = (rows: Row[]): (number | string)[] => rows.flatMap((r) => (r.children ? [r.id, ...allKeys(r.children)] : []));

export default function TreeListPage({ schema }: { schema: ResourceSchema }) {
  const { t, lang } = useLang();
  const navigate = useNavigate();
  const parent = schema.tree!.parent;
  const canCreate = useAllowed(schema.name, 'create');
  const { result, query } = useList<BaseRecord, HttpError>({
    resource: schema.name,
    sorters: defaultSorters(schema),
    pagination: { mode: 'off' },
  });
  const rows = useMemo(
    () => toRows(buildTree((result?.data ?? []) as (BaseRecord & { id: number | string })[], (r) => r[parent])),
    [result, parent],
  );
  const [expanded, setExpanded] = useState<(number | string)[] | null>(null);
  const open = expanded ?? allKeys(rows); // opens fully expanded

  const base = useListColumns(schema, []);
  const addBelow = (id: number | string) => void navigate(`${schema.route}/create`, prefillState({ [parent]: id }));
  const columns: TableColumnsType<Row> = [
    ...(base.filter((c) => c.key !== parent && c.key !== '__actions') as TableColumnsType<Row>).map((c) => ({
      ...c,
      sorter: false,
    })),
    {
      key: '__depth',
      title: t('masterData.depth'),
      width: 90,
      align: 'right',
      render: (_: unknown, r: Row) => <Tag>{r.__depth}</Tag>,
    },
    {
      ...(base.find((c) => c.key === '__actions') as TableColumnsType<Row>[number]),
      width: 170,
      render: (_: unknown, r: Row) => {
        const actions = base.find((c) => c.key === '__actions') as { render: (v: unknown, r: BaseRecord) => ReactNode };
        return (
          <Space size={4}>
            {actions.render(undefined, r)}
            {canCreate && (
              <Button
                size="small"
                icon={<PlusOutlined />}
                title={t('masterData.addChild')}
                aria-label={t('masterData.addChild')}
                onClick={() => addBelow(r.id)}
              />
            )}
          </Space>
        );
      },
    },
  ];

  if (query.isError)
    return <Result status="warning" title={t('crud.loadError')} subTitle={query.error ? errorText(query.error) : undefined} />;

  return (
    <PageFrame
      title={localize(schema.pluralLabel, lang)}
      extra={
        <Space>
          <Button onClick={() => setExpanded(allKeys(rows))}>{t('masterData.expandAll')}</Button>
          <Button onClick={() => setExpanded([])}>{t('masterData.collapseAll')}</Button>
          {canCreate && (
            <CreateButton resource={schema.name} accessControl={{ enabled: false }} title={t('masterData.addRoot')}>
              {t('masterData.addRoot')}
            </CreateButton>
          )}
        </Space>
      }
    >
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        expandable={{ expandedRowKeys: open, onExpandedRowsChange: (keys) => setExpanded([...keys] as (number | string)[]) }}
      />
    </PageFrame>
  );
}
