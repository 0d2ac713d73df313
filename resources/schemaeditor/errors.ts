/**
 * Where a 400's errors go on the schema editor: each `{ path, message }` (a JSON path in the loader's form,
 * `$.fields[2].resource`, with or without the `$.`) beside the control it concerns, the rest listed at the top with
 * their path. Pure: tests/unit/screens/schemaeditor-errors.test.ts.
 */
import { CHILD_COLUMNS, CONDITION_KEYS, CONSTRAINT_KEYS, type ChildColumn } from './model-details';
import type { FieldColumn } from './model';

export interface PathError {
  path: string;
  message: string;
}

/**
 * Control keys: `field:<index>:<key>` (a cell of the fields table, a control of a field's details: `help.th`,
 * `visibleIf`, `maxLength`, `fields` for its columns as a whole; `row` for the field as a whole),
 * `child:<index>:<column index>:<cell>` (a cell of a table's columns), `rule:<index>:<key>` or `top:<key>`.
 */
export type ControlKey = string;

/** What a field's details show, each a control: help and pattern message by language, conditions, constraints. */
export type DetailKey =
  | `help.${'en' | 'th' | 'fr' | 'ar'}`
  | `patternMessage.${'en' | 'th' | 'fr' | 'ar'}`
  | (typeof CONDITION_KEYS)[number]
  | (typeof CONSTRAINT_KEYS)[number]
  | 'fields';
export type RuleControl = 'when' | 'check' | 'field' | `message.${'en' | 'th' | 'fr' | 'ar'}` | 'row';

export const fieldControl = (index: number, column: FieldColumn | DetailKey | 'row'): ControlKey => `field:${index}:${column}`;
export const childControl = (index: number, column: number, cell: ChildColumn | 'row'): ControlKey =>
  `child:${index}:${column}:${cell}`;
export const ruleControl = (index: number, key: RuleControl): ControlKey => `rule:${index}:${key}`;
export const topControl = (key: string): ControlKey => `top:${key}`;

/** The top-level keys with a control of their own; `label.en` is `labelEn`, a key under `naming` is `naming`. */
const TOP_CONTROLS = new Set([
  'name',
  'area',
  'route',
  'icon',
  'titleField',
  'naming',
  'access',
  'sections',
  'workflow',
  'fields',
  'rules',
]);

/** The path without its `$` root: `fields[2].resource`. */
export const plainPath = (path: string): string => path.replace(/^\$\.?/, '');

/** The first key of a path's rest (`.label.th` -> label) and its language when it names one (th). */
function keyOf(rest: string): { key: string; lang: string } {
  const key = rest.replace(/^\./, '').split(/[.[]/)[0] ?? '';
  return { key, lang: /^\.\w+\.(en|th|fr|ar)\b/.exec(rest)?.[1] ?? 'en' };
}

const LABEL_CELLS = { en: 'labelEn', th: 'labelTh', fr: 'labelFr', ar: 'labelAr' } as const;
const CELLS: readonly string[] = ['name', 'type', 'required', 'list', 'search', 'filter', 'options', 'resource', 'default'];
const DETAILS: readonly string[] = [...CONDITION_KEYS, ...CONSTRAINT_KEYS];

/** A field key read by the control of that name (labels by language, a list's options by its cell, help in the details). */
function fieldColumn(rest: string): FieldColumn | DetailKey | 'row' {
  const { key, lang } = keyOf(rest);
  if (key === 'label') return LABEL_CELLS[lang as 'en'];
  if (key === 'help' || key === 'patternMessage') return `${key}.${lang as 'en'}`;
  if (key === 'optionsFrom') return 'options';
  if (key === 'labelField' || key === 'onDelete') return 'resource';
  if (key === 'fields' || DETAILS.includes(key)) return key as DetailKey;
  return CELLS.includes(key) ? (key as FieldColumn) : 'row';
}

/** A child column's key read by the cell of that name in the table's columns. */
function childCell(rest: string): ChildColumn | 'row' {
  const { key, lang } = keyOf(rest);
  if (key === 'label') return LABEL_CELLS[lang as 'en'];
  if (key === 'optionsFrom') return 'options';
  if (key === 'labelField' || key === 'onDelete') return 'resource';
  return (CHILD_COLUMNS as readonly string[]).includes(key) && !key.startsWith('label') ? (key as ChildColumn) : 'row';
}

/** A rule's key read by the control of that name (a deep path into an expression by its box). */
function ruleKey(rest: string): RuleControl {
  const { key, lang } = keyOf(rest);
  if (key === 'message') return `message.${lang as 'en'}`;
  return key === 'when' || key === 'check' || key === 'field' ? key : 'row';
}

/** The control a path concerns, or null when the form has none for it. */
export function controlOf(path: string): ControlKey | null {
  const p = plainPath(path);
  const child = /^fields\[(\d+)\]\.fields\[(\d+)\](.*)$/.exec(p);
  if (child) return childControl(Number(child[1]), Number(child[2]), child[3] ? childCell(child[3]) : 'row');
  const field = /^fields\[(\d+)\](.*)$/.exec(p);
  if (field) return fieldControl(Number(field[1]), field[2] ? fieldColumn(field[2]) : 'row');
  const rule = /^rules\[(\d+)\](.*)$/.exec(p);
  if (rule) return ruleControl(Number(rule[1]), rule[2] ? ruleKey(rule[2]) : 'row');
  const top = /^(label|pluralLabel)\.(en|th|fr|ar)/.exec(p);
  if (top) return topControl(`${top[1]}.${top[2]}`);
  if (p === 'label' || p === 'pluralLabel') return topControl(`${p}.en`);
  const key = p.split(/[.[]/)[0] ?? '';
  return TOP_CONTROLS.has(key) ? topControl(key) : null;
}

/**
 * The fields whose details hold a control with an error (a help, a condition, a constraint, a column): the fields
 * table opens their details, so that the errors are seen.
 */
export function fieldsWithDetailErrors(byControl: ReadonlyMap<ControlKey, readonly PathError[]>): Set<number> {
  const out = new Set<number>();
  for (const [key, list] of byControl) {
    if (!list.length) continue;
    const m = /^(field|child):(\d+):(?:\d+:)?(.+)$/.exec(key);
    if (m && (m[1] === 'child' || !(CELLS.includes(m[3]!) || m[3]!.startsWith('label') || m[3] === 'row'))) out.add(Number(m[2]));
  }
  return out;
}

export interface PlacedErrors {
  /** Messages per control, each with its path. */
  byControl: Map<ControlKey, PathError[]>;
  /** The errors no control shows. */
  unplaced: PathError[];
}

/** Each error beside its control; those with none (or whose control is not on the screen) at the top. */
export function placeErrors(errors: readonly PathError[], shown: (key: ControlKey) => boolean = () => true): PlacedErrors {
  const byControl = new Map<ControlKey, PathError[]>();
  const unplaced: PathError[] = [];
  for (const e of errors) {
    const key = controlOf(e.path);
    if (key && shown(key)) byControl.set(key, [...(byControl.get(key) ?? []), e]);
    else unplaced.push(e);
  }
  return { byControl, unplaced };
}

/** The errors of a 400 body (`{ message, errors: [{ path, message }] }`); one without a path is the message itself. */
export function errorsOf(body: unknown): PathError[] {
  const b = (body ?? {}) as { message?: unknown; errors?: unknown };
  const list = Array.isArray(b.errors) ? b.errors : [];
  const out = list.flatMap((e: unknown) => {
    const x = (e ?? {}) as { path?: unknown; message?: unknown };
    return typeof x.message === 'string' ? [{ path: typeof x.path === 'string' ? x.path : '', message: x.message }] : [];
  });
  return out.length || typeof b.message !== 'string' ? out : [{ path: '', message: b.message }];
}

/** One line of an error: its path (as the server wrote it) and message. */
export const errorLine = (e: PathError): string => (e.path ? `${plainPath(e.path)}: ${e.message}` : e.message);
