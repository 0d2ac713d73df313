/**
 * Assign User Permissions (../shared/spec/staff-app-spec.md §1, Administration): pick a docType/action feature, see who
 * holds it, add or remove employees. Each change goes to the server at once: a grant is a single
 * decision, there is nothing to batch.
 */
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { PageFrame } from '../../src/crud/page/PageFrame';
import { useCustom, useList, useNotification } from '@refinedev/core';
import { Alert, Button, Empty, Popconfirm, Select, Space, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Feature, PermissionData, PermissionHolder } from '../../src/access';
import { errorText } from '../../src/http/errors';
import type { SchemaRegistry } from '../../src/schema/loader/registry';
import { FeatureOverview } from './FeatureOverview';
import { LoadState } from '../LoadState';
import { usePermissionText } from './i18n';
import { apiUrl, request } from '../../src/api/client';

type Holder = PermissionHolder;
type Employee = { id: number; empCode: string; fullName?: string; position?: string; department?: string };

const SEARCH_DELAY_MS = 300;
const PAGE = 20;
const featureLabel = (f: Feature): string => `${f.docType} / ${f.action}`;

export default function UserPermissionsPage({ registry }: { registry: SchemaRegistry }) {
  const { t } = usePermissionText();
  const { open } = useNotification();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [picked, setPicked] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | null>(null);

  const { query: featuresQuery, result: featuresResult } = useCustom<{ data: Feature[] }>({
    url: apiUrl('permissionFeatures'),
    method: 'get',
    errorNotification: false,
  });
  const { query: permsQuery, result: permsResult } = useCustom<{ data: PermissionData }>({
    url: apiUrl('permissions'),
    method: 'get',
    config: { query: { t: 'json' } },
    errorNotification: false,
  });

  // Features the server lists, plus any docType/action already granted, so nothing held is unreachable.
  const features = useMemo(() => {
    const all = new Map<string, Feature>();
    for (const f of featuresResult.data?.data ?? []) all.set(featureLabel(f), f);
    for (const [docType, actions] of Object.entries(permsResult.data?.data ?? {}))
      for (const action of Object.keys(actions)) all.set(featureLabel({ docType, action }), { docType, action });
    return [...all.values()].sort((a, b) => featureLabel(a).localeCompare(featureLabel(b)));
  }, [featuresResult.data, permsResult.data]);

  // The feature lives in the URL, so a reload or a shared link opens the same feature.
  const feature = features.find((f) => f.docType === params.get('docType') && f.action === params.get('action'));
  const holders = useMemo(
    () => (feature ? (permsResult.data?.data?.[feature.docType]?.[feature.action] ?? []) : []),
    [feature, permsResult.data],
  );
  const held = useMemo(() => new Set(holders.map((h) => h.empCode)), [holders]);

  // Ask the server only once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const { query: employeesQuery, result: employeesResult } = useList<Employee>({
    resource: 'employees',
    filters: [{ field: 'q', operator: 'eq', value: debounced }],
    pagination: { currentPage: 1, pageSize: PAGE, mode: 'server' },
    queryOptions: { enabled: feature !== undefined },
    errorNotification: false,
  });

  const pickFeature = (label: string) => {
    const f = features.find((x) => featureLabel(x) === label);
    setPicked(undefined);
    setParams((p) => {
      if (f) {
        p.set('docType', f.docType);
        p.set('action', f.action);
      }
      return p;
    });
  };

  const change = async (kind: 'add' | 'remove', empCode: string, name: string) => {
    if (!feature) return;
    setBusy(`${kind}:${empCode}`);
    try {
      if (kind === 'add')
        await request(apiUrl('permissions'), {
          method: 'POST',
          body: { docType: feature.docType, action: feature.action, empCode },
        });
      else
        await request(apiUrl('permission', { docType: feature.docType, action: feature.action, empCode }), { method: 'DELETE' });
      if (kind === 'add') setPicked(undefined);
      const vars = { name, feature: featureLabel(feature) };
      open?.({
        type: 'success',
        message: t(kind === 'add' ? 'added' : 'removed'),
        description: t(kind === 'add' ? 'addedDetail' : 'removedDetail', vars),
      });
    } catch (error) {
      open?.({ type: 'error', message: t('failed'), description: errorText(error) });
    } finally {
      setBusy(null);
      await permsQuery.refetch();
    }
  };

  const employees = employeesResult.data;
  const pickedEmployee = employees.find((e) => e.empCode === picked);
  const columns: TableColumnsType<Holder> = [
    { title: t('empCode'), dataIndex: 'empCode', key: 'empCode', width: 160 },
    { title: t('fullName'), dataIndex: 'fullName', key: 'fullName', render: (v?: string) => v || '—' },
    {
      title: t('actions'),
      key: 'actions',
      width: 140,
      render: (_, h) => (
        <Popconfirm
          title={t('removeConfirm', { name: h.fullName || h.empCode, feature: feature ? featureLabel(feature) : '' })}
          okText={t('remove')}
          okButtonProps={{ danger: true }}
          cancelText={t('cancel')}
          onConfirm={() => change('remove', h.empCode, h.fullName || h.empCode)}
        >
          <Button danger size="small" icon={<DeleteOutlined />} loading={busy === `remove:${h.empCode}`}>
            {t('remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const loading = featuresQuery.isLoading || permsQuery.isLoading;
  const failed = featuresQuery.isError ? featuresQuery.error : permsQuery.isError ? permsQuery.error : null;
  const count = holders.length;
  const permissionData = permsResult.data?.data;
  const holdersOf = useCallback((f: Feature) => permissionData?.[f.docType]?.[f.action]?.length ?? 0, [permissionData]);

  return (
    <PageFrame title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <LoadState
        loading={loading}
        error={failed}
        errorTitle={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => void Promise.all([featuresQuery.refetch(), permsQuery.refetch()])}
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <label htmlFor="perm-feature">{t('feature')}</label>
            <Select
              id="perm-feature"
              showSearch
              style={{ minWidth: 320 }}
              placeholder={t('featurePlaceholder')}
              value={feature ? featureLabel(feature) : undefined}
              options={features.map((f) => ({ label: featureLabel(f), value: featureLabel(f) }))}
              optionFilterProp="label"
              onChange={pickFeature}
            />
          </Space>
          {!feature ? (
            <FeatureOverview
              registry={registry}
              features={features}
              holdersOf={holdersOf}
              onPick={(f) => pickFeature(featureLabel(f))}
            />
          ) : (
            <>
              <Alert
                type="info"
                showIcon
                message={
                  count === 1
                    ? t('holdersOne', { feature: featureLabel(feature) })
                    : t('holders', { count, feature: featureLabel(feature) })
                }
                description={t('refreshNote')}
              />
              <Space wrap>
                <label htmlFor="perm-employee">{t('employee')}</label>
                <Select
                  id="perm-employee"
                  showSearch
                  allowClear
                  style={{ minWidth: 360 }}
                  placeholder={t('employeePlaceholder')}
                  filterOption={false}
                  value={picked}
                  onSearch={setSearch}
                  onChange={(v?: string) => setPicked(v)}
                  notFoundContent={employeesQuery.isFetching ? <Spin size="small" /> : t('noEmployees')}
                  options={employees.map((e) => ({
                    value: e.empCode,
                    disabled: held.has(e.empCode),
                    label: `${e.empCode} – ${e.fullName ?? ''}${held.has(e.empCode) ? ` (${t('alreadyHolds')})` : ''}`,
                  }))}
                />
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  disabled={!picked}
                  loading={busy === `add:${picked}`}
                  onClick={() => picked && void change('add', picked, pickedEmployee?.fullName ?? picked)}
                >
                  {t('add')}
                </Button>
              </Space>
              <Table<Holder>
                rowKey="empCode"
                size="small"
                columns={columns}
                dataSource={holders}
                loading={permsQuery.isFetching}
                pagination={holders.length > 20 ? { pageSize: 20 } : false}
                locale={{ emptyText: <Empty description={t('nobody')} /> }}
              />
            </>
          )}
        </Space>
      </LoadState>
    </PageFrame>
  );
}
