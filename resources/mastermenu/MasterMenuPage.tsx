/**
 * Menu management (../shared/spec/staff-app-spec.md §1, Administration): the master menu as the registry defines it, one
 * line per area and screen, with where each is declared and which roles' stored menus hold it.
 * Read-only on purpose: the master menu is the schemas, and each role's copy is edited in Role menu.
 */
import { PageFrame } from '../../src/crud/page/PageFrame';
import { useCustom, type ResourceProps } from '@refinedev/core';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Role, StoredMenuRow } from '../../src/access/admin-api';
import { routeName } from '../../src/access/menu';
import { localize } from '../../src/schema/meta/describe';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { SchemaIcon } from '../../src/shell/icons';
import { LoadState } from '../LoadState';
import { useMasterMenuText } from './i18n';
import { apiUrl } from '../../src/api/client';

type StoredRow = Pick<StoredMenuRow, 'roleId' | 'key' | 'isView' | 'isCreate' | 'isEdit' | 'isExport'>;

interface Line {
  key: string;
  label: string;
  icon: ReactNode;
  route?: string;
  definedIn?: string;
  roles?: string[];
  children?: Line[];
}

interface Props {
  registry: SchemaRegistry;
  /** The hand-written screens' menu entries (resources/index.tsx). */
  extras: (lang: string) => ResourceProps[];
  roleMenuRoute: string;
}

const inMenu = (r: StoredRow) => [r.isView, r.isCreate, r.isEdit, r.isExport].includes('Y');

export default function MasterMenuPage({ registry, extras, roleMenuRoute }: Props) {
  const { t, lang } = useMasterMenuText();
  const { query: rolesQuery, result: rolesResult } = useCustom<{ data: Role[] }>({
    url: apiUrl('roles'),
    method: 'get',
    errorNotification: false,
  });
  const { query: rowsQuery, result: rowsResult } = useCustom<{ data: StoredRow[] }>({
    url: apiUrl('allMenus'),
    method: 'get',
    errorNotification: false,
  });

  const lines = useMemo((): Line[] => {
    const roleName = new Map((rolesResult.data?.data ?? []).map((r) => [r.id, r.name]));
    const holders = new Map<string, string[]>();
    for (const row of rowsResult.data?.data ?? [])
      if (inMenu(row)) holders.set(row.key, [...(holders.get(row.key) ?? []), roleName.get(row.roleId) ?? `#${row.roleId}`]);
    const handWritten = extras(lang);
    return registry.areas
      .map((area): Line => {
        const screens: Line[] = registry.resources
          .filter((s) => s.area === area.name)
          .map((s) => ({
            key: s.name,
            label: localize(s.pluralLabel, lang),
            icon: <SchemaIcon name={s.icon} />,
            route: s.route,
            definedIn: `schemas/${s.name}.json`,
            roles: holders.get(s.name) ?? [],
          }));
        const extra: Line[] = handWritten
          .filter((r) => r.meta?.parent === `area:${area.name}` && typeof r.list === 'string')
          .map((r) => ({
            key: r.name,
            label: String(r.meta?.label ?? r.name),
            icon: r.meta?.icon as ReactNode,
            route: r.list as string,
            definedIn: `resources/ (${t('handWritten')})`,
          }));
        return {
          key: `area:${area.name}`,
          label: localize(area.label, lang),
          icon: <SchemaIcon name={area.icon} />,
          definedIn: 'schemas/_areas.json',
          children: [...screens, ...extra],
        };
      })
      .filter((area) => area.children?.length);
  }, [registry, extras, lang, t, rolesResult.data, rowsResult.data]);

  const columns: TableColumnsType<Line> = [
    {
      title: t('screen'),
      key: 'label',
      render: (_, l) => (
        <Space>
          {l.icon}
          {l.children ? <Typography.Text strong>{l.label}</Typography.Text> : l.label}
        </Space>
      ),
    },
    { title: t('route'), dataIndex: 'route', key: 'route', render: (v?: string) => v && <Link to={v}>{v}</Link> },
    {
      title: t('routeName'),
      key: 'routeName',
      render: (_, l) => l.route && <Typography.Text code>{routeName(l.route)}</Typography.Text>,
    },
    {
      title: t('definedIn'),
      dataIndex: 'definedIn',
      key: 'definedIn',
      render: (v?: string) => <Typography.Text type="secondary">{v}</Typography.Text>,
    },
    {
      title: t('roles'),
      key: 'roles',
      render: (_, l) =>
        l.roles === undefined ? null : l.roles.length ? (
          l.roles.map((r) => <Tag key={r}>{r}</Tag>)
        ) : (
          <Typography.Text type="secondary">{t('none')}</Typography.Text>
        ),
    },
  ];

  const failed = rolesQuery.error ?? rowsQuery.error;
  return (
    <PageFrame
      title={t('title')}
      extra={
        <Link to={roleMenuRoute}>
          <Button>{t('roleMenuLink')}</Button>
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <LoadState
        loading={rolesQuery.isLoading || rowsQuery.isLoading}
        error={failed}
        errorTitle={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => void Promise.all([rolesQuery.refetch(), rowsQuery.refetch()])}
      >
        <Table<Line>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={lines}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
        />
      </LoadState>
    </PageFrame>
  );
}
