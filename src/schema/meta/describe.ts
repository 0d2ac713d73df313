/** Small read-only helpers over a schema: labels, options, visible/required state, list columns. */
import { evaluateBoolean, type Data } from '../expression/expression';
import type { ChildField, Field, Lang, LocalizedText, ResourceSchema } from './meta';

export type AnyField = Field | ChildField;

/** "shippingFee" -> "Shipping fee": the fallback label when a schema gives none. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a label shown in English for want of its language is marked; none (production) leaves it as it is. */
let markFallback: ((english: string, lang: string) => string) | null = null;

/**
 * Development builds mark every schema label that falls back to English (src/boot.tsx), so a missing translation
 * shows on the screen that lacks it; production shows the English text as it is. `null` turns the marking off.
 */
export function markLabelFallbacks(mark: ((english: string, lang: string) => string) | null): void {
  markFallback = mark;
}

/** The label in `lang`, else its English text (marked in development builds), else `fallback` when there is no label. */
export function localize(text: LocalizedText | undefined, lang: string, fallback = ''): string {
  if (!text) return fallback;
  const own = text[lang as Lang];
  if (own) return own;
  return markFallback && lang !== 'en' ? markFallback(text.en, lang) : text.en;
}

export const fieldLabel = (f: AnyField, lang: string): string => localize(f.label, lang, humanize(f.name));

export interface OptionItem {
  value: string;
  label: string;
  color?: string;
}

/** Options of a select/multiselect field, or the states of a status field, labelled in `lang`. */
export function fieldOptions(schema: ResourceSchema | null, f: AnyField, lang: string): OptionItem[] {
  if (f.type === 'status' && schema?.workflow?.field === f.name)
    return schema.workflow.states.map((s) => ({ value: s.value, label: localize(s.label, lang), color: s.color }));
  return (f.options ?? []).map((o) =>
    typeof o === 'string' ? { value: o, label: humanize(o) } : { value: o.value, label: localize(o.label, lang), color: o.color },
  );
}

export const isVisible = (f: AnyField, data: Data): boolean =>
  f.visibleIf === undefined ? true : evaluateBoolean(f.visibleIf, data);

export const isRequired = (f: AnyField, data: Data): boolean =>
  Boolean(f.required) || (f.requiredIf !== undefined && evaluateBoolean(f.requiredIf, data));

/** Read-only for the user: computed values, the document number, workflow status, or a readOnly(If) rule. */
export function isReadOnly(schema: ResourceSchema, f: AnyField, data: Data): boolean {
  if (f.readOnly || f.type === 'computed' || f.type === 'status') return true;
  if (schema.naming?.field === f.name) return true;
  return f.readOnlyIf !== undefined && evaluateBoolean(f.readOnlyIf, data);
}

export const listFields = (schema: ResourceSchema): Field[] => {
  const marked = schema.fields.filter((f) => f.list);
  return marked.length ? marked : schema.fields.filter((f) => f.type !== 'table').slice(0, 5);
};

export const filterFields = (schema: ResourceSchema): Field[] => schema.fields.filter((f) => f.filter);

export const searchFields = (schema: ResourceSchema): Field[] => schema.fields.filter((f) => f.search);

/** The schema's default order as a list of sorters (its `defaultSort`, one or several; none without it). */
export function defaultSorters(schema: Pick<ResourceSchema, 'defaultSort'>): { field: string; order: 'asc' | 'desc' }[] {
  const sort = schema.defaultSort;
  if (!sort) return [];
  return (Array.isArray(sort) ? sort : [sort]).map((s) => ({ field: s.field, order: s.order }));
}
