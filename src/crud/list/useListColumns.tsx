/** Table columns for the schema's list fields, plus the row actions. The title cell links to the record. */
import { getDefaultSortOrder } from '@refinedev/antd';
import { Link, type BaseRecord, type CrudSort } from '@refinedev/core';
import { Grid, type TableColumnsType } from 'antd';
import { fieldLabel, listFields } from '../../schema/meta/describe';
import { isLiveField } from '../../schema/expression/live';
import { isWholeValue, phoneColumnOrder } from '../../schema/lists/columns';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { EMPTY_MARK } from '../fields/display';
import { displayText, isNumericField } from '../fields/format';
import { fieldKind } from '../fields/registry';
import { useLang } from '../useLang';
import { RowActions } from './RowActions';

function TitleLink({ schema, field, record, lang }: { schema: ResourceSchema; field: Field; record: BaseRecord; lang: string }) {
  const text = displayText(field, record[field.name], { schema, lang }) || String(record.id ?? EMPTY_MARK);
  return record.id === undefined ? <>{text}</> : <Link to={`${schema.route}/${record.id}`}>{text}</Link>;
}

export function useListColumns(
  schema: ResourceSchema,
  sorters: CrudSort[],
  /** The columns chosen to show, in order (src/crud/views); the schema's list fields when not given. */
  visible?: readonly string[],
): TableColumnsType<BaseRecord> {
  const { t, lang } = useLang();
  // On a phone the actions column scrolls with the data: pinned, it would cover most of the row.
  const wide = Grid.useBreakpoint().md !== false;
  const chosen = visible?.flatMap((name) => schema.fields.filter((f) => f.name === name));
  const listed = chosen?.length ? chosen : listFields(schema);
  // The title field opens the record; when it is not listed, the first column does.
  const linkField = listed.find((f) => f.name === schema.titleField) ?? listed[0];
  // On a phone the link and the record's state come first (src/schema/lists/columns.ts); the rest scroll.
  const fields = wide ? listed : phoneColumnOrder(schema, listed, linkField);
  const columns: TableColumnsType<BaseRecord> = fields.map((f) => {
    const kind = fieldKind(f.type);
    const Cell = kind.Cell ?? kind.Display;
    const whole = isWholeValue(f);
    const sortable = !isLiveField(f) && (f.sortable ?? kind.sortable ?? true); // a live value is not stored: no sort
    return {
      key: f.name,
      dataIndex: f.name,
      title: fieldLabel(f, lang),
      width: f.width,
      align: isNumericField(f) ? 'right' : undefined,
      // Numbers, money, dates and states are read whole: their column grows to fit them, text wraps (list.css).
      className: whole ? 'crud-cell-whole' : undefined,
      sorter: sortable,
      sortOrder: sortable ? (getDefaultSortOrder(f.name, sorters) ?? null) : undefined,
      render: (value: unknown, record: BaseRecord) => {
        const cell =
          f === linkField ? (
            <TitleLink schema={schema} field={f} record={record} lang={lang} />
          ) : (
            <Cell field={f} schema={schema} value={value} record={record} lang={lang} />
          );
        return whole ? cell : <div className="crud-cell-text">{cell}</div>;
      },
    };
  });
  columns.push({
    key: '__actions',
    title: t('crud.actions'),
    fixed: wide ? 'right' : undefined,
    width: 120,
    render: (_: unknown, record: BaseRecord) => <RowActions schema={schema} record={record} />,
  });
  return columns;
}
