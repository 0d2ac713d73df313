/**
 * The History tab of every show page: the record's entries (`GET <resource>/<id>/history`, newest
 * first, paged by the server) as a timeline: who, when (relative and absolute), what, and one
 * "Field: old -> new" line per change the server let this user see.
 */
import { providerResource } from '../../api/client';
import { errorText } from '../../http/errors';
import { useList, type BaseKey } from '@refinedev/core';
import { Alert, Button, Empty, Pagination, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { humanize, localize } from '../../schema/meta/describe';
import type { HistoryEntry } from '../../schema/records/history';
import type { ResourceSchema } from '../../schema/meta/meta';
import { formatDateTime } from '../fields/format';
import { useLang } from '../useLang';
import { changeLines, listsValues, referencedIds, referencedResources, type ChangeLine } from './changeLines';
import { ReferencedRecords, useRefTitles } from './ReferencedRecords';
import { relativeTime } from './time';

const PAGE_SIZE = 10;
const COLORS: Record<string, string> = { create: 'green', import: 'green', update: 'blue', delete: 'red' };

export const historyResource = (schema: ResourceSchema, id: BaseKey): string =>
  providerResource('history', { resource: schema.name, id: String(id) });

/** The action's words: Created / Edited / Deleted / Imported, a transition's, auto step's or row action's label, else the action's name. */
export function useActionLabel(schema: ResourceSchema): (action: string) => string {
  const { t, lang } = useLang();
  return (action) => {
    if (action === 'create' || action === 'update' || action === 'delete' || action === 'import') return t(`history.${action}`);
    // A transition, a step the server took by itself (workflow.auto), or a child table's row action.
    const named =
      schema.workflow?.transitions.find((x) => x.action === action) ??
      schema.workflow?.auto?.find((x) => x.action === action) ??
      schema.fields.flatMap((f) => f.rowActions ?? []).find((x) => x.action === action);
    return named ? localize(named.label, lang) : humanize(action);
  };
}

/** Who and when: "Name (username)", then "3 minutes ago · 2025-06-01 14:05". */
export function EntryHeader({ entry, label, color }: { entry: HistoryEntry; label: string; color?: string }) {
  const { lang } = useLang();
  return (
    <Space size={[8, 0]} wrap>
      <Typography.Text strong>{entry.name || entry.username}</Typography.Text>
      <Typography.Text type="secondary">({entry.username})</Typography.Text>
      <Tag color={color}>{label}</Tag>
      <Typography.Text type="secondary">
        {relativeTime(entry.at, lang)} · <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
      </Typography.Text>
    </Space>
  );
}

function Line({ line }: { line: ChangeLine }) {
  const none = '—';
  return (
    <div data-testid="history-change" style={{ overflowWrap: 'anywhere' }}>
      <Typography.Text type="secondary">{line.label}:</Typography.Text>{' '}
      {line.single ? (
        (line.new ?? line.old ?? none)
      ) : (
        <>
          {line.old ?? none} → {line.new ?? none}
        </>
      )}
    </div>
  );
}

function Entries({ schema, entries }: { schema: ResourceSchema; entries: readonly HistoryEntry[] }) {
  const { t, lang } = useLang();
  const refTitles = useRefTitles();
  const actionLabel = useActionLabel(schema);
  const text = (key: 'rowAdded' | 'rowRemoved' | 'rowChanged', values: Record<string, string | number>) =>
    t(`history.${key}`, values);
  return (
    <Timeline
      items={entries.map((entry) => {
        const lines = changeLines(schema, entry.changes, { lang, refTitles, text, whole: listsValues(entry) });
        return {
          key: entry.id,
          color: COLORS[entry.action] ?? 'gray',
          children: (
            <div data-testid="history-entry">
              <EntryHeader entry={entry} label={actionLabel(entry.action)} color={COLORS[entry.action]} />
              <div style={{ marginTop: 4 }}>
                {entry.file && <div>{t('history.importedFrom', { file: entry.file })}</div>}
                {lines.map((line) => (
                  <Line key={line.key} line={line} />
                ))}
                {!lines.length && entry.action === 'update' && (
                  <Typography.Text type="secondary">{t('history.noVisibleChanges')}</Typography.Text>
                )}
                {entry.comment && (
                  <Typography.Paragraph italic style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
                    “{entry.comment}”
                  </Typography.Paragraph>
                )}
              </div>
            </div>
          ),
        };
      })}
    />
  );
}

export function HistoryTab({ schema, id }: { schema: ResourceSchema; id: BaseKey }) {
  const { t } = useLang();
  const [page, setPage] = useState(1);
  const { query, result } = useList<HistoryEntry>({
    resource: historyResource(schema, id),
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    errorNotification: false,
  });
  const entries = result.data;
  const resources = useMemo(() => referencedResources(schema), [schema]);
  const ids = useMemo(
    () =>
      referencedIds(
        schema,
        entries.flatMap((e) => e.changes),
      ),
    [schema, entries],
  );

  if (query.isError)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('history.loadError')}
        description={query.error ? errorText(query.error) : undefined}
        action={<Button onClick={() => void query.refetch()}>{t('crud.retry')}</Button>}
      />
    );
  if (query.isLoading) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (!entries.length) return <Empty description={t('history.empty')} />;
  return (
    <div data-testid="history">
      <ReferencedRecords resources={resources} ids={ids}>
        <Entries schema={schema} entries={entries} />
      </ReferencedRecords>
      {(result.total ?? 0) > PAGE_SIZE && (
        <Pagination
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={result.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
