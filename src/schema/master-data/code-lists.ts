/**
 * Code lists: the rows of the one schema with `codeList` (codeTypes) are the options of every select or
 * multiselect field that says `"optionsFrom": { "codes": "<list>" }`. The loader fills such a field's options
 * with the active codes of the list as seeded (so the seed generator and a bare schema are consistent);
 * the server and the form replace them with the codes stored now (`bindCodes`). Pure: no DOM, no store.
 */
import type { Data } from '../expression/expression';
import type { Field, LocalizedText, ResourceSchema } from '../meta/meta';

export type CodeListKeys = NonNullable<ResourceSchema['codeList']>;
export interface CodeOption {
  value: string;
  label: LocalizedText;
}
/** The current options per list name. */
export type CodeLists = ReadonlyMap<string, readonly CodeOption[]>;

/** A select field's code list, or undefined. */
export const codeListOf = (f: { optionsFrom?: Field['optionsFrom'] }): string | undefined =>
  typeof f.optionsFrom === 'object' ? f.optionsFrom.codes : undefined;

/** The schema holding the code lists, or undefined. */
export const codeListSchema = (schemas: Iterable<ResourceSchema>): ResourceSchema | undefined => {
  for (const s of schemas) if (s.codeList) return s;
  return undefined;
};

const isActive = (keys: CodeListKeys, row: Data): boolean => {
  if (!keys.active) return true;
  const v = row[keys.active];
  return v === 'Y' || v === true;
};

/**
 * The active codes per list from the code-list rows, in the order given; a missing English or Thai name falls back to
 * the other language, then the code. French and Arabic names are given when the list has fields for them and the row
 * fills them (a label without falls back to English where it is shown, `localize`).
 */
export function codeListsFrom(keys: CodeListKeys, rows: Iterable<Data>): Map<string, CodeOption[]> {
  const lists = new Map<string, CodeOption[]>();
  for (const row of rows) {
    const list = row[keys.list];
    const value = row[keys.value];
    if (typeof list !== 'string' || typeof value !== 'string' || value === '' || !isActive(keys, row)) continue;
    const text = (k: string) => (typeof row[k] === 'string' && (row[k] as string).trim() !== '' ? (row[k] as string) : '');
    const en = text(keys.label.en) || text(keys.label.th) || value;
    const th = text(keys.label.th) || en;
    const label: LocalizedText = { en, th };
    for (const lang of ['fr', 'ar'] as const) {
      const name = keys.label[lang];
      if (name && text(name)) label[lang] = text(name);
    }
    const options = lists.get(list) ?? [];
    if (!options.some((o) => o.value === value)) options.push({ value, label });
    lists.set(list, options);
  }
  return lists;
}

/** Every field with a code list, top-level and child-table columns (path: `department` or `lines.unit`). */
export function codeListFields(schema: ResourceSchema): { path: string; list: string }[] {
  const out: { path: string; list: string }[] = [];
  for (const f of schema.fields) {
    const list = codeListOf(f);
    if (list) out.push({ path: f.name, list });
    if (f.type === 'table')
      for (const c of f.fields) {
        const l = codeListOf(c);
        if (l) out.push({ path: `${f.name}.${c.name}`, list: l });
      }
  }
  return out;
}

/**
 * The schema with each code-list field's options replaced by the list's current codes. `keep` adds a value
 * per field path that stays accepted though no longer active (the value an edited record already holds).
 * The same schema when it has no such field.
 */
export function bindCodes(
  schema: ResourceSchema,
  lists: CodeLists,
  keep: Readonly<Record<string, unknown>> = {},
): ResourceSchema {
  if (!codeListFields(schema).length) return schema;
  const bind = <F extends { optionsFrom?: Field['optionsFrom']; options?: Field['options'] }>(f: F, path: string): F => {
    const list = codeListOf(f);
    if (!list) return f;
    const codes = lists.get(list) ?? [];
    const kept = keep[path];
    const extra = (Array.isArray(kept) ? kept : [kept]).filter(
      (v): v is string => typeof v === 'string' && v !== '' && !codes.some((o) => o.value === v),
    );
    return { ...f, options: [...codes, ...extra.map((v) => ({ value: v, label: { en: v, th: v } }))] };
  };
  return {
    ...schema,
    fields: schema.fields.map((f) => {
      const top = bind(f, f.name);
      return top.type === 'table' ? { ...top, fields: top.fields.map((c) => bind(c, `${f.name}.${c.name}`)) } : top;
    }) as ResourceSchema['fields'],
  };
}

export interface CodeListProblem {
  path: string;
  message: string;
}

/**
 * The schema's own `codeList` keys (fields of the right types, one such schema at most) and its fields'
 * `optionsFrom.codes` (a code-list schema must exist). `all`: every parsed schema.
 */
export function codeListProblems(schema: ResourceSchema, all: ReadonlyMap<string, ResourceSchema>): CodeListProblem[] {
  const problems: CodeListProblem[] = [];
  const holders = [...all.values()].filter((s) => s.codeList);
  const keys = schema.codeList;
  if (keys) {
    const fieldOf = (name: string) => schema.fields.find((f) => f.name === name);
    const want = (name: string, path: string, types: readonly string[]) => {
      const f = fieldOf(name);
      if (!f) problems.push({ path, message: `unknown field "${name}"` });
      else if (!types.includes(f.type))
        problems.push({ path, message: `expected a field of type ${types.join(' or ')}, "${name}" is ${f.type}` });
    };
    want(keys.list, '$.codeList.list', ['text', 'select']);
    want(keys.value, '$.codeList.value', ['text']);
    want(keys.label.en, '$.codeList.label.en', ['text']);
    want(keys.label.th, '$.codeList.label.th', ['text']);
    for (const lang of ['fr', 'ar'] as const) {
      const name = keys.label[lang];
      if (name) want(name, `$.codeList.label.${lang}`, ['text']);
    }
    if (keys.active) want(keys.active, '$.codeList.active', ['flag', 'boolean']);
    if (holders.length > 1)
      problems.push({
        path: '$.codeList',
        message: `only one schema may declare "codeList": ${holders.map((s) => s.name).join(', ')} do`,
      });
  }
  const check = (f: { optionsFrom?: Field['optionsFrom']; options?: Field['options'] }, path: string) => {
    if (!codeListOf(f)) return;
    if (!holders.length)
      problems.push({ path: `${path}.optionsFrom.codes`, message: 'no schema declares "codeList", so there are no code lists' });
    if (f.options?.length)
      problems.push({ path: `${path}.options`, message: 'a field with a code list takes its options from the list only' });
  };
  schema.fields.forEach((f, i) => {
    check(f, `$.fields[${i}]`);
    if (f.type === 'table') f.fields.forEach((c, j) => check(c, `$.fields[${i}].fields[${j}]`));
  });
  return problems;
}

/** The codes as seeded: the code-list schema's fixed `seed.rows`, defaults filled in. */
export function seededCodeLists(schemas: Iterable<ResourceSchema>): Map<string, CodeOption[]> {
  const holder = codeListSchema(schemas);
  if (!holder?.codeList) return new Map();
  const defaults: Data = {};
  for (const f of holder.fields) if (f.default !== undefined) defaults[f.name] = f.default;
  return codeListsFrom(
    holder.codeList,
    (holder.seed?.rows ?? []).map((r) => ({ ...defaults, ...r })),
  );
}
