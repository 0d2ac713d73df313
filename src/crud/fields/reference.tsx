/**
 * Reference fields: a searchable select over the referenced resource, a link to the referenced record,
 * and list cells that fetch every title on the page in one request per column.
 */
import { Link, useMany, useOne, type BaseKey, type BaseRecord } from '@refinedev/core';
import { useSelect } from '@refinedev/antd';
import { Select } from 'antd';
import { createContext, useContext, useMemo } from 'react';
import type { AnyField } from '../../schema/describe';
import type { ResourceSchema } from '../../schema/meta';
import { useReferencedSchema } from '../SchemaContext';
import { EMPTY_MARK } from './display';
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

function ReferenceSelect(p: ReferenceSelectProps) {
  const resource = p.field.resource ?? '';
  const target = useReferencedSchema(resource);
  const labelKey = referenceLabelKey(p.field, target);
  const { selectProps } = useSelect<BaseRecord>({
    resource,
    optionLabel: (item) => referenceTitle(item, labelKey),
    defaultValue: asKey(p.value),
    // Server-side search on the title, json-server's field_like.
    onSearch: (text) => (text ? [{ field: labelKey, operator: 'contains', value: text }] : []),
    sorters: [{ field: labelKey, order: 'asc' }],
    pagination: { pageSize: 20, mode: 'server' },
    debounce: 300,
  });
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
