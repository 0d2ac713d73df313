/**
 * Where a 400's errors go on the schema editor: each `{ path, message }` (a JSON path in the loader's form,
 * `$.fields[2].resource`, with or without the `$.`) beside the control it concerns, the rest listed at the top with
 * their path. Pure: tests/unit/screens/schemaeditor-errors.test.ts.
 */
import type { FieldColumn } from './model';

export interface PathError {
  path: string;
  message: string;
}

/** Control keys: `field:<index>:<column>` (a cell of the fields table; `row` for the row as a whole) or `top:<key>`. */
export type ControlKey = string;

export const fieldControl = (index: number, column: FieldColumn | 'row'): ControlKey => `field:${index}:${column}`;
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
]);

/** The path without its `$` root: `fields[2].resource`. */
export const plainPath = (path: string): string => path.replace(/^\$\.?/, '');

/** A field key read by the cell of that name (labels by language, a list's options by its cell). */
function fieldColumn(rest: string): FieldColumn | 'row' {
  const key = rest.replace(/^\./, '').split(/[.[]/)[0] ?? '';
  if (key === 'label') {
    const lang = /^\.label\.(th|fr|ar)\b/.exec(rest)?.[1];
    return lang === 'th' ? 'labelTh' : lang === 'fr' ? 'labelFr' : lang === 'ar' ? 'labelAr' : 'labelEn';
  }
  if (key === 'optionsFrom') return 'options';
  if (key === 'labelField' || key === 'onDelete') return 'resource';
  const cells: readonly string[] = ['name', 'type', 'required', 'list', 'search', 'filter', 'options', 'resource', 'default'];
  return cells.includes(key) ? (key as FieldColumn) : 'row';
}

/** The control a path concerns, or null when the form has none for it. */
export function controlOf(path: string): ControlKey | null {
  const p = plainPath(path);
  const field = /^fields\[(\d+)\](.*)$/.exec(p);
  if (field) return fieldControl(Number(field[1]), field[2] ? fieldColumn(field[2]) : 'row');
  const top = /^(label|pluralLabel)\.(en|th|fr|ar)/.exec(p);
  if (top) return topControl(`${top[1]}.${top[2]}`);
  if (p === 'label' || p === 'pluralLabel') return topControl(`${p}.en`);
  const key = p.split(/[.[]/)[0] ?? '';
  return TOP_CONTROLS.has(key) ? topControl(key) : null;
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
