/**
 * The schema editor's pure parts: the draft is the schema's JSON itself (what `PUT schemas/{name}` takes), the
 * form reads cells out of it and writes them back (keys the form does not show are kept as they are), the JSON
 * view is its text. A field's details (help, conditions, constraints, a table's columns) and the record rules are
 * in model-details.ts. No React, no I/O: tests/unit/screens/schemaeditor-model.test.ts.
 */
import { DESCRIBED_TYPES, FIELD_TYPE_INFO } from '../../src/schema/meta/field-types';
import { FIELD_KEY_TYPES } from '../../src/schema/meta/typed-keys';
import type { FieldType } from '../../src/schema/meta/constants';

export type Json = Record<string, unknown>;

/** Every type the one table of field types describes: each can be added from the screen. */
export const EDITOR_TYPES: readonly FieldType[] = DESCRIBED_TYPES;

/** The cells of a field's row in the fields table. */
export const FIELD_COLUMNS = [
  'name',
  'type',
  'labelEn',
  'labelTh',
  'labelFr',
  'labelAr',
  'required',
  'list',
  'search',
  'filter',
  'options',
  'resource',
  'default',
] as const;
export type FieldColumn = (typeof FIELD_COLUMNS)[number];

export interface FieldRow {
  name: string;
  type: string;
  labelEn: string;
  labelTh: string;
  labelFr: string;
  labelAr: string;
  required: boolean;
  list: boolean;
  search: boolean;
  filter: boolean;
  /** The option values, comma-separated. */
  options: string;
  /** A reference's target resource. */
  resource: string;
  /** The default as typed (a list's values comma-separated). */
  default: string;
}

export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const optionValue = (o: unknown): string => (isObj(o) ? text(o.value) : String(o));

/** A schema's field list (an empty one when the draft has none yet). */
export const fieldsOf = (draft: Json): Json[] => (Array.isArray(draft.fields) ? draft.fields.filter(isObj) : []);

const typeOf = (f: Json): FieldType | undefined =>
  (EDITOR_TYPES as readonly string[]).includes(text(f.type)) ? (f.type as FieldType) : undefined;

/** Whether a type takes options (select, multiselect: not a status, whose states are the workflow's). */
export const takesOptions = (type: string): boolean => type === 'select' || type === 'multiselect';

export function defaultText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.map(String).join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export function toRow(f: Json): FieldRow {
  const label = isObj(f.label) ? f.label : {};
  return {
    name: text(f.name),
    type: text(f.type),
    labelEn: text(label.en),
    labelTh: text(label.th),
    labelFr: text(label.fr),
    labelAr: text(label.ar),
    required: f.required === true,
    list: f.list === true,
    search: f.search === true,
    filter: f.filter === true,
    options: Array.isArray(f.options) ? f.options.map(optionValue).join(', ') : '',
    resource: text(f.resource),
    default: defaultText(f.default),
  };
}

const splitList = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The stored default of what was typed, by the field's type: a number, true/false, a list, or the text. */
export function parseDefault(type: string | undefined, typed: string): unknown {
  const s = typed.trim();
  if (s === '') return undefined;
  const info = type && (EDITOR_TYPES as readonly string[]).includes(type) ? FIELD_TYPE_INFO[type as FieldType] : undefined;
  if (info?.value === 'number') return Number.isFinite(Number(s)) ? Number(s) : s;
  if (info?.value === 'boolean') return s === 'true' ? true : s === 'false' ? false : s;
  if (info?.value === 'options') return splitList(s);
  return s;
}

/**
 * Whether a type takes a key: the keys only some types take are the meta-schema's (its TYPED_FIELD_KEYS, as
 * src/schema/meta/typed-keys.ts writes them out without zod: "maxLength" -> the text types); every type takes the others. A field turned to a type
 * that does not take a key loses it, so a select turned text does not keep its options (the loader would refuse them).
 */
export const takesKey = (type: string, key: string): boolean => FIELD_KEY_TYPES.get(key)?.includes(type) ?? true;

/** Whether a default is a value of the type ("$me" and other text defaults for text-valued types). */
function fits(type: FieldType, v: unknown): boolean {
  const kind = FIELD_TYPE_INFO[type].value;
  if (kind === 'number') return typeof v === 'number';
  if (kind === 'boolean') return typeof v === 'boolean';
  if (kind === 'options') return Array.isArray(v);
  return typeof v === 'string';
}

/** A field turned to another type: the keys the new type does not take dropped, the ones it needs started. */
export function withType(f: Json, type: FieldType): Json {
  const out: Json = { ...f, type };
  for (const key of Object.keys(out)) if (!takesKey(type, key)) delete out[key];
  if (takesOptions(type) && !Array.isArray(out.options)) out.options = [];
  if (type === 'reference' && typeof out.resource !== 'string') out.resource = '';
  if (type === 'table' && !Array.isArray(out.fields)) out.fields = [{ name: 'item', type: 'text' }];
  if (type === 'computed' && out.formula === undefined) out.formula = 0;
  if (out.default !== undefined && !fits(type, out.default)) delete out.default;
  return out;
}

/** The object with a key set, or dropped when the value is empty (undefined, false, ""). */
export const setOrDrop = (f: Json, key: string, value: unknown): Json => {
  const out = { ...f };
  if (value === undefined || value === false || value === '') delete out[key];
  else out[key] = value;
  return out;
};

/** The languages of a LocalizedText (src/schema/meta/base.ts): English and Thai required, French and Arabic not. */
export const LANGS = ['en', 'th', 'fr', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
/** The languages a key may lack: an empty input drops them rather than storing "". */
const OPTIONAL_LANGS: readonly Lang[] = ['fr', 'ar'];

const LABEL_LANGS: Record<'labelEn' | 'labelTh' | 'labelFr' | 'labelAr', Lang> = {
  labelEn: 'en',
  labelTh: 'th',
  labelFr: 'fr',
  labelAr: 'ar',
};

/** The field with one cell changed. */
export function setCell(f: Json, column: FieldColumn, value: string | boolean): Json {
  switch (column) {
    case 'type':
      return (EDITOR_TYPES as readonly string[]).includes(String(value))
        ? withType(f, value as FieldType)
        : { ...f, type: value };
    case 'labelEn':
    case 'labelTh':
    case 'labelFr':
    case 'labelAr': {
      const label: Json = { ...(isObj(f.label) ? f.label : {}), [LABEL_LANGS[column]]: String(value) };
      // An emptied language is dropped (never stored as ""); an emptied label is dropped whole.
      for (const lang of LANGS) if (!label[lang]) delete label[lang];
      return setOrDrop(f, 'label', Object.keys(label).length ? label : undefined);
    }
    case 'options': {
      // A value kept keeps its option as it was (with its labels and colour); a new one is a plain value.
      const old = new Map((Array.isArray(f.options) ? f.options : []).map((o: unknown) => [optionValue(o), o]));
      return { ...f, options: splitList(String(value)).map((v) => old.get(v) ?? v) };
    }
    case 'default':
      return setOrDrop(f, 'default', parseDefault(typeOf(f), String(value)));
    case 'name':
    case 'resource':
      return { ...f, [column]: String(value) };
    default:
      return setOrDrop(f, column, value === true ? true : undefined);
  }
}

/** A new field's name: field1, field2, ... the first not taken (a child column's: column1, ...). */
export function newFieldName(fields: readonly Json[], prefix = 'field'): string {
  const taken = new Set(fields.map((f) => text(f.name)));
  let n = fields.length + 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/**
 * A field added at the end of the table: text, named `field<n>`, in the section of the field above it (the last one;
 * the first section when there is no field yet). It shows where it was added, at the end of that section: a field
 * without a section would stand apart at the top of the form, in a card of its own titled "General".
 */
export function newField(draft: Json): Json {
  const fields = fieldsOf(draft);
  const field: Json = { name: newFieldName(fields), type: 'text' };
  const sections = (Array.isArray(draft.sections) ? draft.sections : []).map((s) => (isObj(s) ? text(s.name) : ''));
  const last = fields[fields.length - 1];
  const section = last ? text(last.section) : (sections[0] ?? '');
  return section !== '' && sections.includes(section) ? { ...field, section } : field;
}

/** The list with the item at `from` moved one place up (-1) or down (+1); the same list when it cannot move. */
export function move<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

/** A new resource's starting draft: what the loader needs, to be filled in. */
export const newSchema = (area: string): Json => ({
  name: '',
  label: { en: '', th: '' },
  pluralLabel: { en: '', th: '' },
  area,
  route: '',
  titleField: 'name',
  fields: [{ name: 'name', type: 'text', label: { en: 'Name', th: 'ชื่อ' }, required: true, list: true, search: true }],
});

/** The JSON view's text of a draft. */
export const jsonOf = (draft: Json): string => JSON.stringify(draft, null, 2);

/** The draft the JSON view's text stands for, or why it is not one. */
export function parseJson(textValue: string): { draft: Json } | { error: string } {
  try {
    const value: unknown = JSON.parse(textValue);
    return isObj(value) ? { draft: value } : { error: 'not an object' };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The draft with one top-level key set (dropped when empty). */
export const setTop = (draft: Json, key: string, value: unknown): Json => setOrDrop(draft, key, value);

/**
 * The draft with a localized key's language set (`label`, `pluralLabel`). English and Thai keep what is typed,
 * even empty (the server names what is missing); an emptied French or Arabic is dropped.
 */
export function setText(draft: Json, key: string, lang: Lang, value: string): Json {
  const next: Json = { ...(isObj(draft[key]) ? draft[key] : {}), [lang]: value };
  if (value === '' && OPTIONAL_LANGS.includes(lang)) delete next[lang];
  return { ...draft, [key]: next };
}

/** A canonical text of a JSON value: the same for two drafts that differ only in the order of their keys. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_key, value: unknown) =>
    isObj(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );

/** Whether two drafts say the same (the unsaved-changes guard: a change typed back is no change). */
export const sameDraft = (a: Json | null, b: Json | null): boolean => canonical(a) === canonical(b);

/** The roles of an action's requirement, and the draft with them set (other keys of the requirement kept). */
export const rolesOf = (draft: Json, action: string): string[] => {
  const access = isObj(draft.access) ? draft.access : {};
  const req = isObj(access[action]) ? access[action] : {};
  return Array.isArray(req.roles) ? req.roles.map(String) : [];
};

export function setRoles(draft: Json, action: string, roles: string[]): Json {
  const access = { ...(isObj(draft.access) ? draft.access : {}) };
  const req = { ...(isObj(access[action]) ? access[action] : {}) };
  if (roles.length) req.roles = roles;
  else delete req.roles;
  if (Object.keys(req).length) access[action] = req;
  else delete access[action];
  return setOrDrop(draft, 'access', Object.keys(access).length ? access : undefined);
}
