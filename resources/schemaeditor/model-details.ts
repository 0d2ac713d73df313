/**
 * The schema editor's pure parts for what the fields table's "Details" and the rules form edit (model.ts has the
 * rest): a field's help text, its conditions (visibleIf, requiredIf, readOnlyIf), the constraints its type takes,
 * a table's child columns, and the schema's record rules. Each reads out of the draft's JSON and writes back into
 * it; the keys the forms do not show are kept as they are. No React: tests/unit/screens/schemaeditor-model.test.ts.
 */
import { FIELD_TYPE_INFO } from '../../src/schema/meta/field-types';
import type { FieldType } from '../../src/schema/meta/constants';
import { EDITOR_TYPES, LANGS, isObj, setCell, setOrDrop, takesKey, text, type FieldColumn, type Json, type Lang } from './model';

/** The conditions of a field: JSON expressions over the record (src/schema/meta/fields.ts). */
export const CONDITION_KEYS = ['visibleIf', 'requiredIf', 'readOnlyIf'] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];

/** A field's own constraints: numbers (min, max), whole numbers (the lengths), a pattern, unique. */
export const CONSTRAINT_KEYS = ['min', 'max', 'minLength', 'maxLength', 'pattern', 'unique'] as const;
export type ConstraintKey = (typeof CONSTRAINT_KEYS)[number];

/** The localized keys the details edit: a field's help and pattern message (a rule's message: setRuleMessage). */
export type LocalizedKey = 'help' | 'patternMessage';

/** Whether a type's values can be unique in the resource: one value of text, a number, an option or a reference. */
const canBeUnique = (type: string): boolean =>
  (EDITOR_TYPES as readonly string[]).includes(type) &&
  type !== 'status' &&
  ['text', 'number', 'option', 'reference'].includes(FIELD_TYPE_INFO[type as FieldType].value);

/** Whether the form offers a constraint for a type (the meta-schema's keys by type; `unique` as above). */
export const constraintApplies = (type: string, key: ConstraintKey): boolean =>
  key === 'unique' ? canBeUnique(type) : (EDITOR_TYPES as readonly string[]).includes(type) && takesKey(type, key);

/**
 * The constraints the details show for a field: those its type takes, and any it holds anyway (written in the JSON
 * view), so that it can be seen, cleared, and the server's error about it has a place.
 */
export const constraintsOf = (f: Json): ConstraintKey[] =>
  CONSTRAINT_KEYS.filter((key) => constraintApplies(text(f.type), key) || f[key] !== undefined);

/** A localized key's text in one language ('' when it has none). */
export const textIn = (o: Json, key: string, lang: Lang): string => text(isObj(o[key]) ? o[key][lang] : undefined);

/**
 * The object with one language of a localized key set: an emptied language is dropped (never stored as ""), an
 * all-empty text drops the key. English and Thai are required once any language is given: the server names the
 * missing one by its path (`$.fields[0].help.th`), which errors.ts places beside its input.
 */
export function setLocalized(o: Json, key: string, lang: Lang, value: string): Json {
  const next: Json = { ...(isObj(o[key]) ? o[key] : {}), [lang]: value };
  for (const l of LANGS) if (!next[l]) delete next[l];
  return setOrDrop(o, key, Object.keys(next).length ? next : undefined);
}

/** The object with an expression set: none (an emptied box) drops the key; `false` is an expression, kept. */
const setExpression = (o: Json, key: string, value: unknown): Json => {
  const out = { ...o, [key]: value };
  if (value === undefined) delete out[key];
  return out;
};

/**
 * A field with a condition or a constraint set. A condition is kept whatever it is (`false` too) unless there is
 * none; a constraint with an empty value (null, "", false: a unique switched off) drops the key.
 */
export const setFieldDetail = (f: Json, key: ConditionKey | ConstraintKey, value: unknown): Json =>
  (CONDITION_KEYS as readonly string[]).includes(key) ? setExpression(f, key, value) : setOrDrop(f, key, value ?? undefined);

/** A JSON box's text of a value: compact JSON, nothing for no value. */
export const jsonText = (v: unknown): string => (v === undefined ? '' : JSON.stringify(v));

/** The value a JSON box's text stands for (an empty box: none), or why it is not JSON. */
export function parseValue(typed: string): { value: unknown } | { error: string } {
  if (!typed.trim()) return { value: undefined };
  try {
    return { value: JSON.parse(typed) as unknown };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The types a child column may have: any but a table (tables cannot be nested). */
export const CHILD_TYPES: readonly FieldType[] = EDITOR_TYPES.filter((t) => t !== 'table');

/** The cells of a child column's row in the nested table. */
export const CHILD_COLUMNS = [
  'name',
  'type',
  'labelEn',
  'labelTh',
  'labelFr',
  'labelAr',
  'required',
  'min',
  'max',
  'options',
  'resource',
] as const;
export type ChildColumn = (typeof CHILD_COLUMNS)[number];

/** A table field's columns (its `fields`); none for another field. */
export const childColumns = (f: Json): Json[] => (Array.isArray(f.fields) ? f.fields.filter(isObj) : []);

/** A table field with its columns replaced. */
export const setChildColumns = (f: Json, columns: Json[]): Json => ({ ...f, fields: columns });

/** A child column with one cell changed: the cells it shares with a field row as there (model.ts setCell). */
export function setChildCell(c: Json, column: ChildColumn, value: string | boolean | number | null): Json {
  if (column === 'min' || column === 'max') return setFieldDetail(c, column, typeof value === 'number' ? value : undefined);
  if (column === 'type' && value === 'table') return c; // tables cannot be nested
  return setCell(c, column satisfies FieldColumn, typeof value === 'boolean' ? value : String(value ?? ''));
}

/** A number key's value ('min' of a column), or null when it has none. */
export const numberOf = (o: Json, key: string): number | null => (typeof o[key] === 'number' ? o[key] : null);

/** The schema's record rules (`rules`: when, check, field, message). */
export const rulesOf = (draft: Json): Json[] => (Array.isArray(draft.rules) ? draft.rules.filter(isObj) : []);

/** The draft with its rules replaced; no rule drops the key. */
export const setRules = (draft: Json, rules: Json[]): Json => setOrDrop(draft, 'rules', rules.length ? rules : undefined);

export type RuleKey = 'when' | 'check' | 'field';

/** A rule with its expression (when, check) or field set; none drops the key (the server names a missing one). */
export const setRule = (rule: Json, key: RuleKey, value: unknown): Json =>
  key === 'field' ? setOrDrop(rule, key, value ?? undefined) : setExpression(rule, key, value);

/** A rule with one language of its message set (as setLocalized). */
export const setRuleMessage = (rule: Json, lang: Lang, value: string): Json => setLocalized(rule, 'message', lang, value);

/** A new rule: on the schema's first field, its check and message to be written. */
export const newRule = (draft: Json): Json => {
  const first = Array.isArray(draft.fields) ? draft.fields.find(isObj) : undefined;
  return first && text(first.name) ? { field: text(first.name) } : {};
};

/** The indexes of open rows after the row `from` moved by one (model.ts move): an open row stays open where it went. */
export function movedIndexes(open: ReadonlySet<number>, from: number, by: -1 | 1, length: number): Set<number> {
  const to = from + by;
  if (from < 0 || from >= length || to < 0 || to >= length) return new Set(open);
  return new Set([...open].map((i) => (i === from ? to : i === to ? from : i)));
}

/** The indexes of open rows after the row `at` was removed: the rows below move up one. */
export const removedIndexes = (open: ReadonlySet<number>, at: number): Set<number> =>
  new Set([...open].filter((i) => i !== at).map((i) => (i > at ? i - 1 : i)));
