/**
 * The summary screen: a resource's records counted per distinct combination of the alias's groupBy
 * values (`GET <resource>/summary`, after the list's access, row scope and filters), each value shown as
 * the list shows it, a total row, a count that opens the list filtered by its group (the URL filters
 * AliasRedirect writes, so the list's chips show them), and rows that expand into the group's records.
 */
import { errorText } from '../../http/errors';
import { PageFrame } from '../page/PageFrame';
import { Link, useCustom } from '@refinedev/core';
import { Breadcrumb, Button, Empty, Grid, Result, Spin, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { getUser } from '../../providers/session';
import { aliasListFilters, aliasListSearch } from '../../schema/lists/alias-filters';
import { localize } from '../../schema/meta/describe';
import type { AliasTarget, ResourceSchema } from '../../schema/meta/meta';
import { summaryAlias, summaryParams, type Summary } from '../../schema/summary/summary';
import { PageRowsContext } from '../fields/reference';
import { useSchemaRegistry } from '../SchemaContext';
import { useLang } from '../useLang';
import { groupColumns, type GroupRow } from './columns';
import { GroupRecords } from './GroupRecords';
import { queryObject, summaryUrl } from './query';
import { summaryWord, type SummaryWord } from './summaryWord';

export default function SummaryPage({ schema, target }: { schema: ResourceSchema; target: AliasTarget }) {
  const { lang } = useLang();
  const registry = useSchemaRegistry();
  const narrow = Grid.useBreakpoint().sm === false;
  const w = (key: SummaryWord, vars?: Record<string, string | number>) => summaryWord(lang, key, vars);
  const alias = useMemo(() => summaryAlias(target), [target]);
  // The groupBy fields the user may see (the loader keeps fields with read rules out of groupBy).
  const fields = useMemo(
    () => (alias?.groupBy ?? []).flatMap((name) => schema.fields.filter((f) => f.name === name)),
    [alias, schema],
  );
  const groupBy = fields.map((f) => f.name);
  const filters = useMemo(() => aliasListFilters(schema, target, getUser()) ?? [], [schema, target]);
  const { query, result } = useCustom<Summary>({
    url: summaryUrl(schema),
    method: 'get',
    config: { query: queryObject(summaryParams(groupBy, filters)) },
    errorNotification: false,
    queryOptions: { enabled: groupBy.length > 0 },
  });
  const summary = result.data as Summary | undefined;
  const rows: GroupRow[] = (summary?.groups ?? []).map((g) => ({ ...g, key: JSON.stringify(groupBy.map((n) => g.values[n])) }));
  const plural = localize(schema.pluralLabel, lang);
  const listPath = `${schema.route}${aliasListSearch(filters)}`;
  const area = registry.areas.find((a) => a.name === schema.area);
  const columns = groupColumns({ schema, fields, filters, lang, narrow });

  return (
    <PageFrame
      title={w('title', { label: plural })}
      breadcrumb={
        <Breadcrumb
          items={[
            ...(area ? [{ title: localize(area.label, lang) }] : []),
            { title: <Link to={listPath}>{plural}</Link> },
            { title: w('crumb') },
          ]}
        />
      }
      extra={
        <Link to={listPath}>
          <Button>{w('openList')}</Button>
        </Link>
      }
    >
      {query.isError ? (
        <Result
          status="warning"
          title={w('loadError')}
          subTitle={query.error ? errorText(query.error) : undefined}
          extra={<Button onClick={() => void query.refetch()}>{w('retry')}</Button>}
        />
      ) : !summary ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        // The group values stand in for page rows, so reference cells ask for every title in one request.
        <PageRowsContext.Provider value={rows.map((r) => r.values)}>
          {/* A fixed layout: an expanded group's wide table scrolls inside its row instead of widening the counts. */}
          <Table<GroupRow>
            data-testid="summary-table"
            tableLayout="fixed"
            dataSource={rows}
            columns={columns}
            pagination={false}
            size="middle"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={w('empty')} /> }}
            expandable={{
              expandedRowRender: (row) => (
                <GroupRecords schema={schema} alias={alias} groupBy={groupBy} filters={filters} group={row} />
              ),
            }}
            summary={() => (
              <Table.Summary.Row data-testid="summary-total">
                <Table.Summary.Cell index={0} />
                <Table.Summary.Cell index={1} colSpan={columns.length - 1}>
                  <Typography.Text strong>{w('total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={columns.length} align="right">
                  <Typography.Text strong>{summary.total}</Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </PageRowsContext.Provider>
      )}
    </PageFrame>
  );
}
