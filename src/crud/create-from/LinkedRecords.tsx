/**
 * On a record's show page, the records that point at it (src/schema/lists/related.ts): those its schema lists
 * in `related` (an employee's assets and enrolments) and those made from it (a purchase request's purchase
 * orders, createFrom). Derived by querying the link (`GET <target>?<field>=<id>`), nothing stored twice;
 * shown only to users who may list the target (the server's row scope applies), with the target's list
 * columns as the user may read them, and a link to the target's list filtered the same way.
 */
import { Link, useCustom, useList, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { defaultSorters, fieldLabel, listFields, localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { relatedLists, type RelatedList } from '../../schema/lists/related';
import { aliasListSearch } from '../../schema/lists/alias-filters';
import type { Summary } from '../../schema/summary/summary';
import { resolveSumPath, SUM_KEY } from '../../schema/summary/sums';
import { queryObject, summaryUrl } from '../summary/query';
import { useAllowed } from '../access';
import { useUserSchema } from '../fieldRules';
import { EMPTY_MARK } from '../fields/display';
import { displayText, isNumericField } from '../fields/format';
import { PageRowsContext } from '../fields/reference';
import { fieldKind } from '../fields/registry';
import { useSchemaRegistry } from '../SchemaContext';
import { useLang } from '../useLang';

/** Enough for any real follow-up list; more are in the target's own list, filtered the same way. */
const LIMIT = 50;

/** The related list's total (`sum`), asked of the summary endpoint over every linked record, not the first 50. */
function useLinkedSum(target: ResourceSchema, link: string, id: BaseKey, sum: string | undefined, enabled: boolean) {
  const params = new URLSearchParams([
    [link, String(id)],
    [SUM_KEY, sum ?? ''],
  ]);
  const { result } = useCustom<Summary>({
    url: summaryUrl(target),
    method: 'get',
    config: { query: queryObject(params) },
    errorNotification: false,
    queryOptions: { enabled: enabled && sum !== undefined },
  });
  const resolved = sum === undefined ? undefined : resolveSumPath(target, sum);
  const value = sum === undefined ? undefined : (result.data as Summary | undefined)?.sums?.[sum];
  return typeof resolved === 'object' && value !== undefined ? { field: resolved.field, value } : undefined;
}

function LinkedList({ target, field: link, label, sum, id }: RelatedList & { id: BaseKey }) {
  const { t, lang } = useLang();
  const allowed = useAllowed(target.name, 'list');
  const schema = useUserSchema(target);
  const total = useLinkedSum(schema, link, id, sum, allowed);
  const { result, query } = useList<BaseRecord>({
    resource: target.name,
    filters: [{ field: link, operator: 'eq', value: id }],
    sorters: defaultSorters(schema),
    pagination: { currentPage: 1, pageSize: LIMIT, mode: 'server' },
    queryOptions: { enabled: allowed },
  });
  if (!allowed) return null;

  const title = schema.fields.find((f) => f.name === schema.titleField);
  const others = listFields(schema)
    .filter((f) => f.name !== schema.titleField && f.name !== link && f.type !== 'table')
    .slice(0, 4);
  const columns: TableColumnsType<BaseRecord> = [
    ...(title
      ? [
          {
            key: title.name,
            title: fieldLabel(title, lang),
            render: (_: unknown, r: BaseRecord) => (
              <Link to={`${schema.route}/${String(r.id)}`}>
                {displayText(title, r[title.name], { schema, lang }) || String(r.id ?? EMPTY_MARK)}
              </Link>
            ),
          },
        ]
      : []),
    ...others.map((f) => {
      const kind = fieldKind(f.type);
      const Cell = kind.Cell ?? kind.Display;
      return {
        key: f.name,
        title: fieldLabel(f, lang),
        align: isNumericField(f) ? ('right' as const) : undefined,
        render: (_: unknown, r: BaseRecord) => <Cell field={f} schema={schema} value={r[f.name]} record={r} lang={lang} />,
      };
    }),
  ];
  const rows = result.data;
  const plural = localize(label ?? schema.pluralLabel, lang);
  return (
    <Card
      size="small"
      title={
        <Space wrap size="middle">
          <span>{`${plural} (${result.total ?? rows.length})`}</span>
          {total && (
            <Typography.Text type="secondary" aria-label={fieldLabel(total.field, lang)}>
              {`${fieldLabel(total.field, lang)}: `}
              <Typography.Text strong>{displayText(total.field, total.value, { schema, lang })}</Typography.Text>
            </Typography.Text>
          )}
        </Space>
      }
      extra={
        <Link
          to={`${schema.route}${aliasListSearch([{ field: link, operator: 'eq', value: String(id) }])}`}
          aria-label={`${t('linked.openList')}: ${plural}`}
        >
          {t('linked.openList')}
        </Link>
      }
      style={{ marginTop: 16 }}
    >
      <section aria-label={plural}>
        <PageRowsContext.Provider value={rows}>
          <Table<BaseRecord>
            rowKey={(r) => String(r.id)}
            size="small"
            columns={columns}
            dataSource={rows}
            loading={query.isLoading}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('linked.linkedEmpty') }}
          />
        </PageRowsContext.Provider>
      </section>
    </Card>
  );
}

export function LinkedRecords({ schema, id }: { schema: ResourceSchema; id: BaseKey }) {
  const registry = useSchemaRegistry();
  return (
    <>
      {relatedLists(registry.resources, schema).map((list) => (
        <LinkedList key={`${list.target.name}.${list.field}`} {...list} id={id} />
      ))}
    </>
  );
}
