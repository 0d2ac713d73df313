/**
 * Conditions and formulas as data: a small JSON-Logic dialect, evaluated the same way in the browser
 * and on the server. No eval, no Function: every operator is a named function below.
 *
 *   { "==": [{ "var": "category" }, "purchase"] }
 *   { "*": [{ "var": "price" }, { "var": "qty" }] }
 *   { "sum": [{ "var": "lines" }, { "*": [{ "var": "price" }, { "var": "qty" }] }] }   (per row, then added)
 */

import { checkDigitValid } from './check-digits';
import { addDays, addHours, daysBetween, hoursBetween, monthsBetween } from './date-math';

export type Data = Record<string, unknown>;
type Operator = (args: unknown[], data: Data) => unknown;

const num = (v: unknown): number => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : 0;
  }
  if (typeof v === 'boolean') return v ? 1 : 0;
  return 0;
};

/** Dates and datetimes (`2024-05-01`, `2024-05-01T09:30+07:00`) compare as instants; anything else as numbers. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const instant = (v: unknown): number | null =>
  typeof v === 'string' && ISO_DATE.test(v) ? Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v) : null;
const cmp = (a: unknown, b: unknown): number => {
  const [x, y] = [instant(a), instant(b)];
  if (x !== null && y !== null && !Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return num(a) - num(b);
};

const truthy = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : Boolean(v));

/** Reads `a.b.0.c` from data without touching prototypes. */
export function readPath(data: unknown, path: string): unknown {
  if (path === '') return data;
  let current: unknown = data;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const looseEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return a == b;
  if (typeof a === 'number' || typeof b === 'number') return num(a) === num(b);
  return String(a) === String(b);
};

/** The variable that holds today's date (YYYY-MM-DD) where a rule may read it (`shownWhile`). */
export const TODAY_VAR = '$today';
/** The variable that holds the current moment (Bangkok datetime, `2025-03-01T14:05:00+07:00`) for a live computed field. */
export const NOW_VAR = '$now';

/**
 * Rounds half away from zero to `digits` decimals as on paper: the value is first read as the decimal it stands
 * for (15 significant digits, dropping float noise), so 1.005 -> 1.01 and 64.5 * 7 / 100 = 4.515 -> 4.52.
 */
export function roundTo(value: number, digits = 2): number {
  const clean = Math.abs(Number(value.toPrecision(15)));
  const text = String(clean);
  if (!Number.isFinite(clean) || text.includes('e')) {
    const factor = 10 ** digits;
    return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor)) / factor;
  }
  return Math.sign(value) * Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
}

const lazyOperators: Record<string, (args: unknown[], data: Data) => unknown> = {
  and: (args, data) => {
    let last: unknown = true;
    for (const a of args) {
      last = evaluate(a, data);
      if (!truthy(last)) return last;
    }
    return last;
  },
  or: (args, data) => {
    let last: unknown = false;
    for (const a of args) {
      last = evaluate(a, data);
      if (truthy(last)) return last;
    }
    return last;
  },
  if: (args, data) => {
    let i = 0;
    for (; i + 1 < args.length; i += 2) if (truthy(evaluate(args[i], data))) return evaluate(args[i + 1], data);
    return i < args.length ? evaluate(args[i], data) : null;
  },
  /** sum: [rows, perRowExpression?] evaluates the expression against each row and adds the results. */
  sum: (args, data) => {
    const rows = evaluate(args[0], data);
    if (!Array.isArray(rows)) return 0;
    return rows.reduce<number>((total, row) => {
      const rowData = row !== null && typeof row === 'object' ? (row as Data) : {};
      return total + num(args.length > 1 ? evaluate(args[1], rowData) : row);
    }, 0);
  },
  count: (args, data) => {
    const rows = evaluate(args[0], data);
    return Array.isArray(rows) ? rows.length : 0;
  },
};

const operators: Record<string, Operator> = {
  var: ([path, fallback]) => {
    throw new Error(`var handled in evaluate (${String(path)}, ${String(fallback)})`);
  },
  '==': ([a, b]) => looseEqual(a, b),
  '!=': ([a, b]) => !looseEqual(a, b),
  '===': ([a, b]) => a === b,
  '!==': ([a, b]) => a !== b,
  '>': ([a, b]) => cmp(a, b) > 0,
  '>=': ([a, b]) => cmp(a, b) >= 0,
  '<': ([a, b]) => cmp(a, b) < 0,
  '<=': ([a, b]) => cmp(a, b) <= 0,
  '!': ([a]) => !truthy(a),
  '!!': ([a]) => truthy(a),
  '+': (args) => args.reduce<number>((t, a) => t + num(a), 0),
  '*': (args) => args.reduce<number>((t, a) => t * num(a), 1),
  '-': (args) => (args.length === 1 ? -num(args[0]) : num(args[0]) - num(args[1])),
  '/': ([a, b]) => (num(b) === 0 ? 0 : num(a) / num(b)),
  '%': ([a, b]) => (num(b) === 0 ? 0 : num(a) % num(b)),
  min: (args) => (args.length ? Math.min(...args.map(num)) : 0),
  max: (args) => (args.length ? Math.max(...args.map(num)) : 0),
  round: ([a, digits]) => roundTo(num(a), digits === undefined ? 2 : num(digits)),
  in: ([needle, hay]) =>
    Array.isArray(hay) ? hay.some((h) => looseEqual(h, needle)) : typeof hay === 'string' && hay.includes(String(needle)),
  cat: (args) => args.map((a) => (a === null || a === undefined ? '' : String(a))).join(''),
  empty: ([a]) => a === undefined || a === null || a === '' || (Array.isArray(a) && a.length === 0),
  /** checkDigit: [value, scheme] is true when the number's check digit is right (check-digits.ts: thaiTaxId, ean13). */
  checkDigit: ([value, scheme]) => checkDigitValid(value, scheme),
  /** Date arithmetic on Bangkok's calendar (date-math.ts); null when an argument is not a date or datetime. */
  daysBetween: ([a, b]) => daysBetween(a, b),
  monthsBetween: ([a, b]) => monthsBetween(a, b),
  hoursBetween: ([a, b]) => hoursBetween(a, b),
  addDays: ([a, n]) => addDays(a, n),
  addHours: ([a, n]) => addHours(a, n),
};

export const OPERATORS: readonly string[] = [...Object.keys(operators), ...Object.keys(lazyOperators)];

export function evaluate(expr: unknown, data: Data): unknown {
  if (Array.isArray(expr)) return expr.map((e) => evaluate(e, data));
  if (expr === null || typeof expr !== 'object') return expr;
  const entries = Object.entries(expr as Record<string, unknown>);
  if (entries.length !== 1) return null;
  const [op, raw] = entries[0]!;
  const args = Array.isArray(raw) ? raw : [raw];
  if (op === 'var') {
    const path = evaluate(args[0], data);
    const value = readPath(data, path === null || path === undefined ? '' : String(path));
    return value === undefined ? (args.length > 1 ? evaluate(args[1], data) : null) : value;
  }
  // Own keys only: "constructor" or "toString" must not find Object.prototype's functions.
  const lazy = Object.hasOwn(lazyOperators, op) ? lazyOperators[op] : undefined;
  if (lazy) return lazy(args, data);
  const fn = Object.hasOwn(operators, op) ? operators[op] : undefined;
  if (!fn) throw new Error(`unknown operator "${op}"`);
  return fn(
    args.map((a) => evaluate(a, data)),
    data,
  );
}

export const evaluateBoolean = (expr: unknown, data: Data): boolean => truthy(evaluate(expr, data));
export const evaluateNumber = (expr: unknown, data: Data): number => num(evaluate(expr, data));

export interface ExpressionProblem {
  /** JSON path relative to the expression, e.g. `.==[0].var`. */
  path: string;
  message: string;
}

/** Problems in an expression; empty when it is well formed. `knownVars` null skips the field-name check. */
export function checkExpression(expr: unknown, knownVars: ReadonlySet<string> | null, path = ''): ExpressionProblem[] {
  if (Array.isArray(expr)) return expr.flatMap((e, i) => checkExpression(e, knownVars, `${path}[${i}]`));
  if (expr === null || typeof expr !== 'object') return [];
  const entries = Object.entries(expr as Record<string, unknown>);
  if (entries.length !== 1) return [{ path, message: 'an expression object must have exactly one operator key' }];
  const [op, raw] = entries[0]!;
  if (!OPERATORS.includes(op)) return [{ path, message: `unknown operator "${op}", expected one of ${OPERATORS.join(', ')}` }];
  if (op === 'var') {
    const name = Array.isArray(raw) ? raw[0] : raw;
    if (typeof name !== 'string') return [{ path: `${path}.var`, message: 'expected a field name' }];
    const root = name.split('.')[0]!;
    if (knownVars && !knownVars.has(root)) return [{ path: `${path}.var`, message: `unknown field "${root}"` }];
    return [];
  }
  if (op === 'sum' || op === 'count') {
    // The per-row expression refers to the child table's own columns, checked by the caller's context.
    const args = Array.isArray(raw) ? raw : [raw];
    return checkExpression(args[0], knownVars, `${path}.${op}[0]`).concat(
      args.length > 1 ? checkExpression(args[1], null, `${path}.${op}[1]`) : [],
    );
  }
  return checkExpression(Array.isArray(raw) ? raw : [raw], knownVars, `${path}.${op}`);
}
