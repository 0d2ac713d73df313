/**
 * A resource's versions, newest first (who, when, summary); one chosen shows its changes from the version before
 * it, a line each in the user's language (diffText.ts); Revert brings a version back as a new one (the editor
 * handles the answer as a save's: impact, stale version).
 */
import { Button, Card, List, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../src/crud/fields/format';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import { LoadState } from '../LoadState';
import { getVersion, listHistory, type HistoryEntry } from './api';
import { versionDiff } from './diffText';
import { useSchemaEditorText } from './i18n';

interface Props {
  name: string;
  /** Changes on every save or revert, to load the list again. */
  round: number;
  onRevert: (version: number) => void;
}

function Changes({ name, version }: { name: string; version: number }) {
  const { t, lang } = useSchemaEditorText();
  const diff = useQuery({
    queryKey: ['schemaEditor', 'versions', name, version],
    queryFn: () =>
      Promise.all([version > 1 ? getVersion(name, version - 1) : Promise.resolve(undefined), getVersion(name, version)]),
  });
  const lines = useMemo(
    () =>
      diff.data &&
      versionDiff(
        diff.data[0] as ResourceSchema | undefined,
        diff.data[1] as unknown as ResourceSchema,
        (key, vars) => t(key as 'title', vars),
        lang,
      ),
    [diff.data, t, lang],
  );
  return (
    <Card size="small" title={t('histChanges', { version })}>
      <LoadState
        loading={diff.isPending}
        error={diff.error}
        errorTitle={t('histLoadError')}
        retryLabel={t('retry')}
        onRetry={() => void diff.refetch()}
      >
        <List
          size="small"
          dataSource={lines?.length ? lines : [t('histNone')]}
          renderItem={(line) => <List.Item>{line}</List.Item>}
        />
      </LoadState>
    </Card>
  );
}

export function HistoryTab({ name, round, onRevert }: Props) {
  const { t, lang } = useSchemaEditorText();
  const history = useQuery({ queryKey: ['schemaEditor', 'history', name, round], queryFn: () => listHistory(name) });
  const [chosen, setChosen] = useState<number | null>(null);
  const newest = history.data?.[0]?.version;
  const columns: TableColumnsType<HistoryEntry> = [
    { title: t('histVersion'), dataIndex: 'version', width: 90 },
    { title: t('histAt'), dataIndex: 'at', render: (at: string) => formatDateTime(at, lang), width: 180 },
    { title: t('histBy'), dataIndex: 'by', width: 120 },
    { title: t('histSummary'), dataIndex: 'summary' },
    {
      title: '',
      key: 'actions',
      width: 220,
      render: (_, h) => (
        <Space>
          <Button size="small" onClick={() => setChosen(h.version)} aria-label={`${t('histDiff')} ${h.version}`}>
            {t('histDiff')}
          </Button>
          {h.version !== newest && (
            <Popconfirm title={t('histRevertConfirm', { version: h.version })} onConfirm={() => onRevert(h.version)}>
              <Button size="small" danger aria-label={`${t('histRevert')} ${h.version}`}>
                {t('histRevert')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <LoadState
        loading={history.isPending}
        error={history.error}
        errorTitle={t('histLoadError')}
        retryLabel={t('retry')}
        onRetry={() => void history.refetch()}
      >
        <Table<HistoryEntry>
          size="small"
          rowKey="version"
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={history.data ?? []}
          rowClassName={(h) => (h.version === chosen ? 'ant-table-row-selected' : '')}
        />
      </LoadState>
      {chosen !== null && <Changes name={name} version={chosen} />}
      {chosen === null && <Typography.Text type="secondary">{t('histDiff')}: -</Typography.Text>}
    </Space>
  );
}
