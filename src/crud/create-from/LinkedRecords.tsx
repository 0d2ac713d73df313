/**
 * On a record's show page, the records made from it: for each resource that declares createFrom from
 * this one, its records whose link field points here (a purchase request's purchase orders). Derived
 * by querying the link (`GET <target>?<link>=<id>`), nothing stored twice; shown only to users who may
 * list the target, with the target's list columns as the user may read them.
 */
import { Link, useList, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Card, Table, type TableColumnsType } from 'antd';
import { createdFromHere } from '../../schema/create-from';
import { fieldLabel, listFields, localize } from '../../schema/describe';
import type { CreateFromRule, ResourceSchema } from '../../schema/meta';
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

function LinkedList({ target, rule, id }: { target: ResourceSchema; rule: CreateFromRule; id: BaseKey }) {
  const { t, lang } = useLang();
  const allowed = useAllowed(target.name, 'list');
  const schema = useUserSchema(target);
  const { result, query } = useList<BaseRecord>({
    resource: target.name,
    filters: [{ field: rule.link, operator: 'eq', value: id }],
    sorters: schema.defaultSort ? [schema.defaultSort] : [],
    pagination: { currentPage: 1, pageSize: LIMIT, mode: 'server' },
    queryOptions: { enabled: allowed },
  });
  if (!allowed) return null;

  const title = schema.fields.find((f) => f.name === schema.titleField);
  const others = listFields(schema)
    .filter((f) => f.name !== schema.titleField && f.name !== rule.link && f.type !== 'table')
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
  const plural = localize(schema.pluralLabel, lang);
  return (
    <Card size="small" title={`${plural} (${result.total ?? rows.length})`} style={{ marginTop: 16 }}>
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
      {createdFromHere(registry.resources, schema.name).map(({ target, rule }) => (
        <LinkedList key={target.name} target={target} rule={rule} id={id} />
      ))}
    </>
  );
}
