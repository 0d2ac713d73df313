/**
 * Role menu (../shared/spec/staff-app-spec.md §1, Administration): the isView/isCreate/isEdit/isExport matrix of one role,
 * edited locally and saved in one go, so an admin can review a batch of changes before users get them.
 */
import { PageFrame } from '../../src/crud/page/PageFrame';
import { useCustom, useNotification, useWarnAboutChange } from '@refinedev/core';
import { Alert, App, Button, Checkbox, Empty, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isAdmin } from '../../src/access';
import { errorText } from '../../src/http/errors';
import { localize } from '../../src/schema/meta/describe';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { LoadState } from '../LoadState';
import { useRoleMenuText } from './i18n';
import {
  buildMatrix,
  changedScreens,
  FLAGS,
  planSave,
  toggle,
  type Edits,
  type MatrixRow,
  type MenuRow,
  type Role,
} from './model';
import { apiUrl, request } from '../../src/api/client';

const ROLE_PARAM = 'role';

export default function RoleMenuPage({ registry }: { registry: SchemaRegistry }) {
  const { t, lang } = useRoleMenuText();
  const { open } = useNotification();
  const { modal } = App.useApp();
  const { setWarnWhen } = useWarnAboutChange();
  const [params, setParams] = useSearchParams();
  // Local state, mirrored into the URL: the router applies URL changes as a transition, and the table
  // must never show one role while the admin edits another.
  const [roleId, setRoleId] = useState<number | undefined>(() => Number(params.get(ROLE_PARAM)) || undefined);
  const [edits, setEdits] = useState<Edits>({});
  const [saving, setSaving] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const { query: rolesQuery, result: rolesResult } = useCustom<{ data: Role[] }>({
    url: apiUrl('roles'),
    method: 'get',
    errorNotification: false,
  });
  const roles = useMemo(() => rolesResult.data?.data ?? [], [rolesResult.data]);
  // The role is in the URL too, so a reload or a shared link opens the same role.
  const role = roles.find((r) => r.id === roleId) ?? roles[0];

  const { query: menuQuery, result: menuResult } = useCustom<{ data: MenuRow[] }>({
    url: apiUrl('allMenus'),
    method: 'get',
    config: { query: { roleId: role?.id } },
    queryOptions: { enabled: role !== undefined },
    errorNotification: false,
  });
  // Only this role's rows: never a previous role's answer while the new one loads.
  const rows = useMemo(() => (menuResult.data?.data ?? []).filter((r) => r.roleId === role?.id), [menuResult.data, role?.id]);
  const ready = menuQuery.isSuccess && !menuQuery.isFetching;
  const matrix = useMemo(() => buildMatrix(registry, rows, edits), [registry, rows, edits]);
  const changed = changedScreens(matrix).length;
  const dirty = changed > 0;

  // Refine's unsaved-changes guard warns before navigating away from unsaved edits.
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);

  const pickRole = (id: number) => {
    const go = () => {
      setEdits({});
      setRoleId(id);
      setParams(
        (p) => {
          p.set(ROLE_PARAM, String(id));
          return p;
        },
        { replace: true },
      );
    };
    if (!dirty) return go();
    modal.confirm({
      title: t('discardTitle'),
      content: t('discardText', { role: role?.name ?? '' }),
      okText: t('discard'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: go,
    });
  };

  const save = async () => {
    if (!role) return;
    const plan = planSave(matrix, role.id, registry);
    setSaving(true);
    try {
      // One request, one atomic step on the server: all of it is saved or none of it.
      await request(apiUrl('roleMenuSave', { roleId: role.id }), { method: 'PUT', body: plan });
      setEdits({});
      open?.({ type: 'success', message: t('saved'), description: t('savedDetail', { count: changed, role: role.name }) });
    } catch (error) {
      // Nothing was saved: the edits stay for another try.
      open?.({ type: 'error', message: t('saveFailed'), description: errorText(error) });
    } finally {
      setSaving(false);
      await menuQuery.refetch();
    }
  };

  const columns: TableColumnsType<MatrixRow> = [
    {
      title: t('screen'),
      key: 'screen',
      render: (_, r) =>
        r.children ? (
          <Typography.Text strong>{localize(r.label, lang)}</Typography.Text>
        ) : (
          <Space size={6} wrap>
            <span>{localize(r.label, lang)}</span>
            {r.path && <Typography.Text type="secondary">{r.path}</Typography.Text>}
            {!r.stored && <Tag>{t('notInMenu')}</Tag>}
            {r.changed && <Tag color="orange">{t('changed')}</Tag>}
          </Space>
        ),
    },
    ...FLAGS.map((flag) => ({
      title: t(flag),
      key: flag,
      align: 'center' as const,
      width: 96,
      render: (_: unknown, r: MatrixRow) =>
        r.children ? null : (
          <Checkbox
            aria-label={`${t(flag)} ${localize(r.label, lang)}`}
            checked={r.flags[flag] === 'Y'}
            disabled={saving || !ready}
            onChange={(e) => setEdits((prev) => toggle(prev, r, flag, e.target.checked))}
          />
        ),
    })),
  ];

  const header = (
    <Space wrap>
      {dirty ? <Tag color="orange">{t('unsaved', { count: changed })}</Tag> : <Tag>{t('noChanges')}</Tag>}
      <Button onClick={() => setEdits({})} disabled={!dirty || saving}>
        {t('reset')}
      </Button>
      <Button type="primary" onClick={() => void save()} disabled={!dirty || !ready} loading={saving}>
        {t('save')}
      </Button>
    </Space>
  );

  const body = () => {
    if (!role) return <Empty description={t('noRoles')} />;
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text id="role-menu-role">{t('role')}:</Typography.Text>
          <Segmented
            aria-labelledby="role-menu-role"
            value={role.id}
            options={roles.map((r) => ({ label: r.name, value: r.id }))}
            onChange={(id) => pickRole(Number(id))}
          />
        </Space>
        {isAdmin({ role: role.name }) && <Alert type="info" showIcon message={t('adminNote')} />}
        <LoadState
          loading={false}
          error={menuQuery.isError ? menuQuery.error : null}
          errorTitle={t('menuError')}
          retryLabel={t('retry')}
          onRetry={() => void menuQuery.refetch()}
        >
          <Table<MatrixRow>
            rowKey="key"
            size="small"
            columns={columns}
            dataSource={matrix}
            loading={menuQuery.isFetching}
            title={() => (ready ? <Typography.Text strong>{t('menuOf', { role: role.name })}</Typography.Text> : null)}
            pagination={false}
            sticky
            expandable={{
              expandedRowKeys: matrix.map((g) => g.key).filter((k) => !collapsed.has(k)),
              onExpand: (expanded, r) =>
                setCollapsed((prev) => {
                  const next = new Set(prev);
                  if (expanded) next.delete(r.key);
                  else next.add(r.key);
                  return next;
                }),
            }}
          />
        </LoadState>
      </Space>
    );
  };

  return (
    <PageFrame title={t('title')} extra={header}>
      <Space direction="vertical" size="small" style={{ width: '100%', marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        <Typography.Text type="secondary">{t('refreshNote')}</Typography.Text>
      </Space>
      <LoadState
        loading={rolesQuery.isLoading}
        error={rolesQuery.isError ? rolesQuery.error : null}
        errorTitle={t('rolesError')}
        retryLabel={t('retry')}
        onRetry={() => void rolesQuery.refetch()}
      >
        {body()}
      </LoadState>
    </PageFrame>
  );
}
