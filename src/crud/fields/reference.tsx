/**
 * Reference fields: a searchable select over the referenced resource (showing and searching the columns
 * the target names in `pickerColumns`: src/schema/lists/picker.ts), a link to the referenced record, and list
 * cells that fetch every title on the page in one request per column.
 */
import { Link, useMany, useOne, type BaseKey, type BaseRecord } from '@refinedev/core';
import { useSelect } from '@refinedev/antd';
import { Select } from 'antd';
import { createContext, useContext, useMemo } from 'react';
import { fieldLabel, type AnyField } from '../../schema/meta/describe';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { pickerColumns, pickerSearch } from '../../schema/lists/picker';
import { useReferencedSchema } from '../SchemaContext';
import { useLang } from '../useLang';
import { EMPTY_MARK } from './display';
import { displayText, isNumericField } from './format';
import type { DisplayProps, FilterProps, InputProps } from './types';

/** The field of the referenced record that names it: the field's labelField, else that schema's titleField. */
export const referenceLabelKey = (f: AnyField, target: ResourceSchema | undefined): string =>
  f.labelField ?? target?.titleField ?? 'id';

export function referenceTitle(record: BaseRecord | undefined, key: string): string {
  if (!record) return '';
  const v: unknown = record[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : String(record.id ?? '');
}

const asKey = (v: unknown): BaseKey | undefined => (typeof v === 'string' || typeof v === 'number' ? v : undefined);

/** The rows of the list page being shown, so reference cells can batch their lookups. */
export const PageRowsContext = createContext<readonly BaseRecord[]>([]);

interface ReferenceSelectProps {
  field: AnyField;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
}

/** The picker's column widths, the same for its header and every option: the title takes what is left. */
const pickerGrid = (columns: Field[], title: string | undefined): React.CSSProperties => ({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: columns.map((c) => (c.name === title ? 'minmax(0, 1fr)' : isNumericField(c) ? '7.5em' : '8em')).join(' '),
});
const cellStyle = (c: Field): React.CSSProperties => ({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: isNumericField(c) ? 'end' : undefined,
});

/** One option of a picker with columns: each column's value, numbers at the end of their cell. */
function PickerRow({
  columns,
  record,
  target,
  lang,
}: {
  columns: Field[];
  record: BaseRecord;
  target: ResourceSchema;
  lang: string;
}) {
  return (
    <div style={pickerGrid(columns, target.titleField)}>
      {columns.map((c) => (
        <span key={c.name} style={cellStyle(c)}>
          {displayText(c, record[c.name], { schema: target, lang }) || EMPTY_MARK}
        </span>
      ))}
    </div>
  );
}

function ReferenceSelect(p: ReferenceSelectProps) {
  const { lang } = useLang();
  const resource = p.field.resource ?? '';
  const target = useReferencedSchema(resource);
  const labelKey = referenceLabelKey(p.field, target);
  const columns = useMemo(() => pickerColumns(target, labelKey), [target, labelKey]);
  const withColumns = columns.length > 1 && target !== undefined;
  const { selectProps, query, defaultValueQuery } = useSelect<BaseRecord>({
    resource,
    optionLabel: (item) => referenceTitle(item, labelKey),
    defaultValue: asKey(p.value),
    // Server-side search: the title's field_like, or `q` over every column the target names.
    onSearch: (text) => pickerSearch(target, labelKey, text),
    sorters: [{ field: labelKey, order: 'asc' }],
    pagination: { pageSize: 20, mode: 'server' },
    debounce: 300,
  });
  const records = useMemo(() => {
    const byId = new Map<string, BaseRecord>();
    for (const r of [...(defaultValueQuery.data?.data ?? []), ...(query.data?.data ?? [])]) byId.set(String(r.id), r);
    return byId;
  }, [query.data, defaultValueQuery.data]);
  return (
    <Select<BaseKey | null>
      // Only what we need from Refine's props: its option type is declared as the value type.
      options={selectProps.options}
      onSearch={selectProps.onSearch}
      loading={selectProps.loading}
      showSearch
      filterOption={false}
      id={p.id}
      status={p.invalid ? 'error' : undefined}
      disabled={p.disabled}
      allowClear
      style={{ width: '100%', minWidth: 160 }}
      value={asKey(p.value) ?? null}
      onChange={(v) => p.onChange(v ?? null)}
      onBlur={p.onBlur}
      {...(withColumns
        ? {
            popupMatchSelectWidth: false,
            popupRender: (menu: React.ReactElement) => (
              <div style={{ minWidth: 'min(420px, 90vw)' }}>
                <div
                  aria-hidden
                  style={{ ...pickerGrid(columns, target.titleField), padding: '4px 12px', fontSize: 12, opacity: 0.75 }}
                >
                  {columns.map((c) => (
                    <span key={c.name} style={cellStyle(c)}>
                      {fieldLabel(c, lang)}
                    </span>
                  ))}
                </div>
                {menu}
              </div>
            ),
            optionRender: (option: { value?: BaseKey | null; label?: React.ReactNode }) => {
              const record = records.get(String(option.value));
              return record ? <PickerRow columns={columns} record={record} target={target} lang={lang} /> : option.label;
            },
          }
        : {})}
    />
  );
}

export function ReferenceInput(p: InputProps) {
  return <ReferenceSelect {...p} />;
}

export function ReferenceFilter(p: FilterProps) {
  return <ReferenceSelect field={p.field} id={p.id} value={p.value} onChange={p.onChange} />;
}

function ReferenceLink({ field, id, title }: { field: AnyField; id: BaseKey; title: string }) {
  const target = useReferencedSchema(field.resource);
  const text = title || String(id);
  return target ? <Link to={`${target.route}/${id}`}>{text}</Link> : <>{text}</>;
}

export function ReferenceDisplay(p: DisplayProps) {
  const id = asKey(p.value);
  const target = useReferencedSchema(p.field.resource);
  const { result } = useOne<BaseRecord>({
    resource: p.field.resource ?? '',
    id: id ?? '',
    queryOptions: { enabled: id !== undefined && id !== '' && Boolean(p.field.resource) },
  });
  if (id === undefined || id === '') return <>{EMPTY_MARK}</>;
  return <ReferenceLink field={p.field} id={id} title={referenceTitle(result, referenceLabelKey(p.field, target))} />;
}

/** Distinct ids this column points to on the current page, in a stable order (one shared query key). */
function usePageIds(fieldName: string): BaseKey[] {
  const rows = useContext(PageRowsContext);
  return useMemo(() => {
    const ids = new Set<BaseKey>();
    for (const r of rows) {
      const k = asKey(r[fieldName]);
      if (k !== undefined && k !== '') ids.add(k);
    }
    return [...ids].sort((a, b) => String(a).localeCompare(String(b)));
  }, [rows, fieldName]);
}

/** Every cell of a column asks for the same ids, so react-query sends one getMany for the page. */
export function ReferenceCell(p: DisplayProps) {
  const ids = usePageIds(p.field.name);
  const target = useReferencedSchema(p.field.resource);
  const { result } = useMany<BaseRecord>({
    resource: p.field.resource ?? '',
    ids,
    queryOptions: { enabled: ids.length > 0 && Boolean(p.field.resource) },
  });
  const id = asKey(p.value);
  if (id === undefined || id === '') return <>{EMPTY_MARK}</>;
  const record = result.data.find((r) => String(r.id) === String(id));
  return <ReferenceLink field={p.field} id={id} title={referenceTitle(record, referenceLabelKey(p.field, target))} />;
}
