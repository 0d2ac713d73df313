/**
 * Chips above the table, one per applied filter and one for the search ("Category: IT"), in the current
 * language, each removable, and "Clear filters". They read the table's filters, which Refine keeps in
 * the URL, so what they show is what the URL, the toolbar and the rows say. A filter the toolbar has no
 * control for (a view saved through the API, a hand-made URL) gets a chip too: nothing applies unseen.
 */
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import { useOne, type BaseRecord, type CrudFilter } from '@refinedev/core';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { fieldLabel, humanize, type AnyField } from '../../schema/meta/describe';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { FIELD_TYPE_INFO } from '../../schema/meta/field-types';
import { SEARCH_FIELD } from '../../schema/lists/filters';
import { displayText, formatDate } from '../fields/format';
import { useCalendarEra } from '../../i18n/dates';
import { referenceLabelKey, referenceTitle } from '../fields/reference';
import { fieldKind } from '../fields/registry';
import { useReferencedSchema } from '../SchemaContext';
import { useLang } from '../useLang';
import { searchOf } from './useListState';

interface Props {
  schema: ResourceSchema;
  filterFields: Field[];
  filters: CrudFilter[];
  onChange: (filters: CrudFilter[]) => void;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.every(isBlank));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SYMBOL: Record<string, string> = { ne: '≠', gte: '≥', lte: '≤' };

function ReferenceTitle({ field, id }: { field: AnyField; id: unknown }) {
  const target = useReferencedSchema(field.resource);
  const key = typeof id === 'string' || typeof id === 'number' ? id : '';
  const { result } = useOne<BaseRecord>({ resource: field.resource ?? '', id: key, queryOptions: { enabled: key !== '' } });
  return <>{referenceTitle(result, referenceLabelKey(field, target)) || String(key)}</>;
}

function ValueText({ schema, field, value }: { schema: ResourceSchema; field: AnyField; value: unknown }) {
  const { lang } = useLang();
  useCalendarEra(); // the days follow the era preference, as the pickers beside them do
  if (field.type === 'reference') return <ReferenceTitle field={field} id={value} />;
  // A day (a date's, or a datetime range's whole day) as the reader writes it: 31/12/2568 in Thai, not 2025-12-31.
  const one = (v: unknown) =>
    typeof v === 'string' && DAY.test(v) ? formatDate(v, lang) : displayText(field, v, { schema, lang });
  const range = FIELD_TYPE_INFO[field.type].filter;
  if (Array.isArray(value) && (range === 'range' || range === 'dayRange')) {
    const [from, to] = value as unknown[];
    if (isBlank(from)) return <>≤ {one(to)}</>;
    if (isBlank(to)) return <>≥ {one(from)}</>;
    return <>{`${one(from)} – ${one(to)}`}</>;
  }
  // "Any of" (an `in` filter): each value by its label.
  if (Array.isArray(value) && field.type !== 'multiselect') return <>{value.map(one).join(', ')}</>;
  return <>{one(value)}</>;
}

/** The field a filter names, with its label: a top-level field, or a child-table column (`participants.employee`). */
function chipField(schema: ResourceSchema, name: string, lang: string): { field?: AnyField; label?: string } {
  const top = schema.fields.find((f) => f.name === name);
  if (top) return { field: top, label: fieldLabel(top, lang) };
  const [table, column] = name.split('.');
  const parent = schema.fields.find((f) => f.name === table);
  const child = parent?.type === 'table' ? parent.fields.find((c) => c.name === column) : undefined;
  return parent && child ? { field: child, label: `${fieldLabel(parent, lang)}: ${fieldLabel(child, lang)}` } : {};
}

export function FilterChips({ schema, filterFields, filters, onChange }: Props) {
  const { t, lang } = useLang();
  const without = (test: (f: CrudFilter) => boolean) => filters.filter((f) => !test(f));
  const byField = (name: string) => (f: CrudFilter) => 'field' in f && f.field === name;
  const chips: { key: string; label: string; value: ReactNode; next: CrudFilter[] }[] = [];

  const search = searchOf(filters);
  if (search) chips.push({ key: SEARCH_FIELD, label: t('lists.search'), value: search, next: without(byField(SEARCH_FIELD)) });
  const shown = new Set<string>([SEARCH_FIELD]);
  for (const f of filterFields) {
    const codec = fieldKind(f.type).filterCodec;
    if (!codec) continue;
    const value = codec.fromFilters(f, filters);
    // A filter its control cannot read (an "any of" from an alias or a saved view) gets a chip below.
    if (isBlank(value)) continue;
    shown.add(f.name);
    chips.push({
      key: f.name,
      label: fieldLabel(f, lang),
      value: <ValueText schema={schema} field={f} value={value} />,
      next: without(byField(f.name)),
    });
  }
  filters.forEach((c, i) => {
    if (!('field' in c) || shown.has(c.field) || isBlank(c.value)) return;
    const { field, label: named } = chipField(schema, c.field, lang);
    const label = named ?? humanize(c.field);
    const value = field ? <ValueText schema={schema} field={field} value={c.value} /> : String(c.value);
    chips.push({
      key: `${c.field}:${c.operator}:${i}`,
      label: SYMBOL[c.operator] ? `${label} ${SYMBOL[c.operator]}` : label,
      value,
      next: filters.filter((x) => x !== c),
    });
  });

  if (!chips.length) return null;
  return (
    <Flex
      wrap
      gap={6}
      align="center"
      style={{ marginBottom: 12 }}
      role="group"
      aria-label={t('lists.chips')}
      data-testid="filter-chips"
    >
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          color="blue"
          style={{ marginInlineEnd: 0, display: 'inline-flex', alignItems: 'center', gap: 2, maxWidth: '100%' }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {chip.label}: <Typography.Text strong>{chip.value}</Typography.Text>
          </span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined style={{ fontSize: 10 }} />}
            aria-label={t('lists.removeFilter', { label: chip.label })}
            onClick={() => onChange(chip.next)}
            style={{ width: 18, height: 18, minWidth: 18 }}
          />
        </Tag>
      ))}
      <Button type="link" size="small" onClick={() => onChange([])}>
        {t('crud.clearFilters')}
      </Button>
    </Flex>
  );
}
