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
import { MAX_EXPRESSION_DEPTH } from './limits';

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

/** How many arguments an operator takes: at least `min`, at most `max` (Infinity: any number more). */
export interface Arity {
  min: number;
  max: number;
}

/** The evaluation of a nested argument; `depth` bounds the recursion (see MAX_EXPRESSION_DEPTH). */
type Run = (expr: unknown, data: Data, depth: number) => unknown;
/** An operator that evaluates its own arguments (short-circuits, per-row formulas). */
type LazyOperator = Arity & { fn: (args: unknown[], data: Data, depth: number, run: Run) => unknown };
type StrictOperator = Arity & { fn: Operator };
const lazy = (min: number, max: number, fn: LazyOperator['fn']): LazyOperator => ({ min, max, fn });
const strict = (min: number, max: number, fn: Operator): StrictOperator => ({ min, max, fn });
const ANY = Infinity;

const lazyOperators: Record<string, LazyOperator> = {
  and: lazy(1, ANY, (args, data, depth, run) => {
    let last: unknown = true;
    for (const a of args) {
      last = run(a, data, depth);
      if (!truthy(last)) return last;
    }
    return last;
  }),
  or: lazy(1, ANY, (args, data, depth, run) => {
    let last: unknown = false;
    for (const a of args) {
      last = run(a, data, depth);
      if (truthy(last)) return last;
    }
    return last;
  }),
  /** if: [condition, then, (condition, then)..., else?]. */
  if: lazy(2, ANY, (args, data, depth, run) => {
    let i = 0;
    for (; i + 1 < args.length; i += 2) if (truthy(run(args[i], data, depth))) return run(args[i + 1], data, depth);
    return i < args.length ? run(args[i], data, depth) : null;
  }),
  /** sum: [rows, perRowExpression?] evaluates the expression against each row and adds the results. */
  sum: lazy(1, 2, (args, data, depth, run) => {
    const rows = run(args[0], data, depth);
    if (!Array.isArray(rows)) return 0;
    return rows.reduce<number>((total, row) => {
      const rowData = row !== null && typeof row === 'object' ? (row as Data) : {};
      return total + num(args.length > 1 ? run(args[1], rowData, depth) : row);
    }, 0);
  }),
  /** count: [rows, perRowExpression?]: the number of rows (the second argument is checked, not used). */
  count: lazy(1, 2, (args, data, depth, run) => {
    const rows = run(args[0], data, depth);
    return Array.isArray(rows) ? rows.length : 0;
  }),
};

const operators: Record<string, StrictOperator> = {
  var: strict(1, 2, ([path, fallback]) => {
    throw new Error(`var handled in evaluate (${String(path)}, ${String(fallback)})`);
  }),
  '==': strict(2, 2, ([a, b]) => looseEqual(a, b)),
  '!=': strict(2, 2, ([a, b]) => !looseEqual(a, b)),
  '===': strict(2, 2, ([a, b]) => a === b),
  '!==': strict(2, 2, ([a, b]) => a !== b),
  '>': strict(2, 2, ([a, b]) => cmp(a, b) > 0),
  '>=': strict(2, 2, ([a, b]) => cmp(a, b) >= 0),
  '<': strict(2, 2, ([a, b]) => cmp(a, b) < 0),
  '<=': strict(2, 2, ([a, b]) => cmp(a, b) <= 0),
  '!': strict(1, 1, ([a]) => !truthy(a)),
  '!!': strict(1, 1, ([a]) => truthy(a)),
  '+': strict(1, ANY, (args) => args.reduce<number>((t, a) => t + num(a), 0)),
  '*': strict(1, ANY, (args) => args.reduce<number>((t, a) => t * num(a), 1)),
  '-': strict(1, 2, (args) => (args.length === 1 ? -num(args[0]) : num(args[0]) - num(args[1]))),
  '/': strict(2, 2, ([a, b]) => (num(b) === 0 ? 0 : num(a) / num(b))),
  '%': strict(2, 2, ([a, b]) => (num(b) === 0 ? 0 : num(a) % num(b))),
  min: strict(1, ANY, (args) => (args.length ? Math.min(...args.map(num)) : 0)),
  max: strict(1, ANY, (args) => (args.length ? Math.max(...args.map(num)) : 0)),
  round: strict(1, 2, ([a, digits]) => roundTo(num(a), digits === undefined ? 2 : num(digits))),
  in: strict(2, 2, ([needle, hay]) =>
    Array.isArray(hay) ? hay.some((h) => looseEqual(h, needle)) : typeof hay === 'string' && hay.includes(String(needle)),
  ),
  cat: strict(1, ANY, (args) => args.map((a) => (a === null || a === undefined ? '' : String(a))).join('')),
  empty: strict(1, 1, ([a]) => a === undefined || a === null || a === '' || (Array.isArray(a) && a.length === 0)),
  /** checkDigit: [value, scheme] is true when the number's check digit is right (check-digits.ts: thaiTaxId, ean13). */
  checkDigit: strict(2, 2, ([value, scheme]) => checkDigitValid(value, scheme)),
  /** Date arithmetic on Bangkok's calendar (date-math.ts); null when an argument is not a date or datetime. */
  daysBetween: strict(2, 2, ([a, b]) => daysBetween(a, b)),
  monthsBetween: strict(2, 2, ([a, b]) => monthsBetween(a, b)),
  hoursBetween: strict(2, 2, ([a, b]) => hoursBetween(a, b)),
  addDays: strict(2, 2, ([a, n]) => addDays(a, n)),
  addHours: strict(2, 2, ([a, n]) => addHours(a, n)),
};

export const OPERATORS: readonly string[] = [...Object.keys(operators), ...Object.keys(lazyOperators)];

/** The arity an operator declares; undefined for a name that is not an operator (own keys only). */
export function operatorArity(op: string): Arity | undefined {
  const spec = Object.hasOwn(operators, op) ? operators[op] : Object.hasOwn(lazyOperators, op) ? lazyOperators[op] : undefined;
  return spec && { min: spec.min, max: spec.max };
}

/**
 * `depth` counts levels of objects and arrays as the loader does (MAX_EXPRESSION_DEPTH): the loader refuses a
 * deeper expression, and the evaluator never goes past it either (null there), so no input overflows the stack.
 */
const run: Run = (expr, data, depth) => {
  if (expr === null || typeof expr !== 'object') return expr;
  if (depth > MAX_EXPRESSION_DEPTH) return null;
  if (Array.isArray(expr)) return expr.map((e) => run(e, data, depth + 1));
  const entries = Object.entries(expr as Record<string, unknown>);
  if (entries.length !== 1) return null;
  const [op, raw] = entries[0]!;
  const args = Array.isArray(raw) ? raw : [raw];
  const below = Array.isArray(raw) ? depth + 2 : depth + 1;
  if (op === 'var') {
    const path = run(args[0], data, below);
    const value = readPath(data, path === null || path === undefined ? '' : String(path));
    return value === undefined ? (args.length > 1 ? run(args[1], data, below) : null) : value;
  }
  // Own keys only: "constructor" or "toString" must not find Object.prototype's functions.
  const lazyOp = Object.hasOwn(lazyOperators, op) ? lazyOperators[op] : undefined;
  if (lazyOp) return lazyOp.fn(args, data, below, run);
  const strictOp = Object.hasOwn(operators, op) ? operators[op] : undefined;
  if (!strictOp) throw new Error(`unknown operator "${op}"`);
  return strictOp.fn(
    args.map((a) => run(a, data, below)),
    data,
  );
};

export const evaluate = (expr: unknown, data: Data): unknown => run(expr, data, 1);

export const evaluateBoolean = (expr: unknown, data: Data): boolean => truthy(evaluate(expr, data));
export const evaluateNumber = (expr: unknown, data: Data): number => num(evaluate(expr, data));

export interface ExpressionProblem {
  /** JSON path relative to the expression, e.g. `.==[0].var`. */
  path: string;
  message: string;
}

const plural = (n: number) => `${n} argument${n === 1 ? '' : 's'}`;
const arityText = ({ min, max }: Arity): string =>
  min === max
    ? plural(min)
    : max === Infinity
      ? `at least ${plural(min)}`
      : `${min}${max === min + 1 ? ' or ' : ' to '}${plural(max)}`;

/**
 * Problems in an expression; empty when it is well formed: known operators, each with the number of arguments it
 * declares, field names (`knownVars` null skips that check), and no deeper than MAX_EXPRESSION_DEPTH (checked
 * without going past it). `depth`: the level of `expr` (1 for a whole expression).
 */
export function checkExpression(expr: unknown, knownVars: ReadonlySet<string> | null, path = '', depth = 1): ExpressionProblem[] {
  if (expr === null || typeof expr !== 'object') return [];
  if (depth > MAX_EXPRESSION_DEPTH)
    return [{ path, message: `nested too deep: at most ${MAX_EXPRESSION_DEPTH} levels of objects and arrays` }];
  if (Array.isArray(expr)) return expr.flatMap((e, i) => checkExpression(e, knownVars, `${path}[${i}]`, depth + 1));
  const entries = Object.entries(expr as Record<string, unknown>);
  if (entries.length !== 1) return [{ path, message: 'an expression object must have exactly one operator key' }];
  const [op, raw] = entries[0]!;
  const arity = operatorArity(op);
  if (!arity) return [{ path, message: `unknown operator "${op}", expected one of ${OPERATORS.join(', ')}` }];
  const args = Array.isArray(raw) ? raw : [raw];
  const below = Array.isArray(raw) ? depth + 2 : depth + 1;
  const problems: ExpressionProblem[] =
    args.length < arity.min || args.length > arity.max
      ? [{ path: `${path}.${op}`, message: `"${op}" takes ${arityText(arity)}, got ${args.length}` }]
      : [];
  if (op === 'var') {
    const name = args[0];
    if (typeof name !== 'string') return [...problems, { path: `${path}.var`, message: 'expected a field name' }];
    const root = name.split('.')[0]!;
    if (knownVars && !knownVars.has(root)) problems.push({ path: `${path}.var`, message: `unknown field "${root}"` });
    return problems;
  }
  if (op === 'sum' || op === 'count') {
    // The per-row expression refers to the child table's own columns, checked by the caller's context.
    return problems.concat(
      checkExpression(args[0], knownVars, `${path}.${op}[0]`, below),
      args.length > 1 ? checkExpression(args[1], null, `${path}.${op}[1]`, below) : [],
    );
  }
  // Arguments at `below`: the list is a level of its own when it is written as one.
  return problems.concat(checkExpression(args, knownVars, `${path}.${op}`, below - 1));
}
