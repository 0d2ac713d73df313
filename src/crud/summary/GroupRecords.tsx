/**
 * An expanded group of the summary: its first records (`GET <resource>/summary` with `_group`, at most
 * 50, in the list's order) with the alias's columns or the list's, the title linking to each record's page.
 * A group with more records links to the list filtered by it.
 */
import { errorText } from '../../http/errors';
import { Link, useCustom, type BaseRecord } from '@refinedev/core';
import { Alert, Spin, Table, Typography, type TableColumnsType } from 'antd';
import type { ListFilter } from '../../schema/lists/filters';
import type { ResourceSchema } from '../../schema/meta/meta';
import { aliasListSearch } from '../../schema/lists/alias-filters';
import {
  groupListFilters,
  summaryParams,
  type Summary,
  type SummaryAlias,
  type SummaryGroup,
} from '../../schema/summary/summary';
import { PageRowsContext } from '../fields/reference';
import { useListColumns } from '../list/useListColumns';
import { useLang } from '../useLang';
import { queryObject, summaryUrl } from './query';
import { summaryWord } from './summaryWord';

interface Props {
  schema: ResourceSchema;
  alias: SummaryAlias | null;
  groupBy: string[];
  filters: readonly ListFilter[];
  group: SummaryGroup;
}

/** The list's columns without sorting and row actions: a plain table of the group's records. */
function useRecordColumns(schema: ResourceSchema, columns: readonly string[] | undefined): TableColumnsType<BaseRecord> {
  // Only the columns this user may see (the page's schema is the user's); none left: the list's own.
  const visible = columns?.filter((name) => schema.fields.some((f) => f.name === name));
  return useListColumns(schema, [], visible?.length ? visible : undefined)
    .filter((c) => c.key !== '__actions')
    .map((c) => ({ ...c, sorter: undefined, sortOrder: undefined }));
}

export function GroupRecords({ schema, alias, groupBy, filters, group }: Props) {
  const { lang } = useLang();
  const columns = useRecordColumns(schema, alias?.columns);
  const { query, result } = useCustom<Summary & { rows?: BaseRecord[] }>({
    url: summaryUrl(schema),
    method: 'get',
    config: { query: queryObject(summaryParams(groupBy, filters, group.values)) },
    errorNotification: false,
  });
  if (query.isError)
    return (
      <Alert
        type="warning"
        showIcon
        message={summaryWord(lang, 'recordsError')}
        description={query.error ? errorText(query.error) : undefined}
      />
    );
  const rows = result.data?.rows;
  if (!rows) return <Spin style={{ display: 'block', margin: '16px auto' }} />;
  const only = groupListFilters(filters, group.values);
  return (
    <div data-testid="summary-records">
      <PageRowsContext.Provider value={rows}>
        <Table<BaseRecord>
          dataSource={rows}
          columns={columns}
          rowKey={(r) => String(r.id)}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      </PageRowsContext.Provider>
      {group.count > rows.length && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {summaryWord(lang, 'firstOf', { shown: rows.length, count: group.count })}
          {only && (
            <>
              {' · '}
              <Link to={`${schema.route}${aliasListSearch(only)}`}>{summaryWord(lang, 'openList')}</Link>
            </>
          )}
        </Typography.Paragraph>
      )}
    </div>
  );
}
