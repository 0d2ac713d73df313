/**
 * The summary table's columns: one per groupBy field (on a phone, one column with the values stacked, so
 * the count stays in sight), then the count, a link to the list filtered by the group when the list can
 * say it (not for an empty value).
 */
import { Link } from '@refinedev/core';
import { Flex, Tooltip, type TableColumnsType } from 'antd';
import { aliasListSearch } from '../../schema/lists/alias-filters';
import { fieldLabel } from '../../schema/meta/describe';
import type { ListFilter } from '../../schema/lists/filters';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { groupListFilters, type SummaryGroup } from '../../schema/summary/summary';
import { GroupValueCell } from './GroupValueCell';
import { summaryWord } from './summaryWord';

export interface GroupRow extends SummaryGroup {
  key: string;
}

interface Options {
  schema: ResourceSchema;
  fields: readonly Field[];
  filters: readonly ListFilter[];
  lang: string;
  narrow: boolean;
}

export function groupColumns({ schema, fields, filters, lang, narrow }: Options): TableColumnsType<GroupRow> {
  const none = summaryWord(lang, 'none');
  const value = (f: Field, row: GroupRow) => (
    <GroupValueCell schema={schema} field={f} value={row.values[f.name] ?? null} none={none} />
  );
  const values: TableColumnsType<GroupRow> = narrow
    ? [
        {
          key: '__group',
          title: fields.map((f) => fieldLabel(f, lang)).join(' / '),
          render: (_: unknown, row: GroupRow) => (
            <Flex vertical gap={4} align="flex-start">
              {fields.map((f) => (
                <div key={f.name}>{value(f, row)}</div>
              ))}
            </Flex>
          ),
        },
      ]
    : fields.map((f) => ({ key: f.name, title: fieldLabel(f, lang), render: (_: unknown, row: GroupRow) => value(f, row) }));
  return [
    ...values,
    {
      key: '__count',
      title: summaryWord(lang, 'count'),
      align: 'right',
      width: narrow ? 72 : 112,
      render: (_: unknown, row: GroupRow) => {
        const only = groupListFilters(filters, row.values);
        if (!only)
          return (
            <Tooltip title={summaryWord(lang, 'noLink')}>
              <span data-testid="summary-count">{row.count}</span>
            </Tooltip>
          );
        return (
          <Link to={`${schema.route}${aliasListSearch(only)}`} title={summaryWord(lang, 'openGroup')} data-testid="summary-count">
            {row.count}
          </Link>
        );
      },
    },
  ];
}
