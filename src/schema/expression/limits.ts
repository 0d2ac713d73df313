/**
 * How big a schema's formulas and conditions may be, and the check the loader runs on a file before anything
 * else reads it (zod, structuredClone and every recursive walk overflow the stack on a formula nested a few
 * thousand levels deep). `boundedSchema` walks the raw JSON without recursion and gives a copy that is safe
 * for every later step: an expression over the limits is reported at its JSON path and replaced by a harmless
 * value, so the rest of the file is still checked (every problem at once), and nothing deeper than
 * MAX_SCHEMA_DEPTH is copied at all. It also refuses a condition that is not one (a bare string as `requiredIf`).
 *
 * The limits are far above what the bundled schemas use (deepest formula: 15 levels, largest: 85 parts).
 */

/** Levels of objects and arrays in one formula or condition (`{"!": [{"var": "a"}]}` is 3: object, array, object). */
export const MAX_EXPRESSION_DEPTH = 64;
/** Parts of one formula or condition: every object, array and value in it counts one. */
export const MAX_EXPRESSION_NODES = 2000;
/** Levels of objects and arrays in a whole schema file (a formula of a child-table column sits 5 levels down). */
export const MAX_SCHEMA_DEPTH = 100;

type Kind = 'condition' | 'formula';

/**
 * Where a schema holds expressions (meta-fields.ts, meta-workflow.ts, meta.ts): `#` any index, `*` any key. Every
 * place the meta-schema takes an `expression` is here (a test compares), and a posting's values (constants or formulas).
 */
export const EXPRESSION_SLOTS: readonly { at: readonly string[]; kind: Kind }[] = [
  ...['visibleIf', 'requiredIf', 'readOnlyIf'].flatMap((key) => [
    { at: ['fields', '#', key], kind: 'condition' as const },
    { at: ['fields', '#', 'fields', '#', key], kind: 'condition' as const },
  ]),
  { at: ['fields', '#', 'formula'], kind: 'formula' },
  { at: ['fields', '#', 'fields', '#', 'formula'], kind: 'formula' },
  { at: ['fields', '#', 'rollup', 'when'], kind: 'condition' },
  { at: ['fields', '#', 'fields', '#', 'rollup', 'when'], kind: 'condition' },
  { at: ['fields', '#', 'rowActions', '#', 'when'], kind: 'condition' },
  { at: ['rules', '#', 'when'], kind: 'condition' },
  { at: ['rules', '#', 'check'], kind: 'condition' },
  { at: ['constraints', '#', 'when'], kind: 'condition' },
  { at: ['postings', '#', 'when'], kind: 'condition' },
  { at: ['postings', '#', 'values', '*'], kind: 'formula' },
  { at: ['workflow', 'transitions', '#', 'when'], kind: 'condition' },
  { at: ['workflow', 'auto', '#', 'when'], kind: 'condition' },
  { at: ['shownWhile', 'check'], kind: 'condition' },
  { at: ['signInWhile'], kind: 'condition' },
];

/** The condition keys (the last segment of each condition slot), for the editor's help and the tests. */
export const CONDITION_KEYS: readonly string[] = [
  ...new Set(EXPRESSION_SLOTS.filter((s) => s.kind === 'condition').map((s) => s.at.at(-1)!)),
];

type Segment = string | number;

const matches = (pattern: readonly string[], segments: readonly Segment[]): boolean =>
  segments.every((s, i) => (pattern[i] === '#' ? typeof s === 'number' : pattern[i] === '*' || pattern[i] === s));

function slotKind(segments: readonly Segment[]): Kind | undefined {
  return EXPRESSION_SLOTS.find((s) => s.at.length === segments.length && matches(s.at, segments))?.kind;
}

/** Whether a slot may lie at or below `segments` (the walk stops keeping the path elsewhere: seed rows, labels). */
const leadsToSlot = (segments: readonly Segment[]): boolean =>
  EXPRESSION_SLOTS.some((s) => s.at.length >= segments.length && matches(s.at, segments));

/** `$.fields[2].formula`, as the loader writes paths. */
export const jsonPath = (segments: readonly Segment[]): string =>
  '$' + segments.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('');

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => v !== null && typeof v === 'object';

/** Depth and size of a value, counted without recursion and no further than just past the limits. */
export function measureExpression(expr: unknown): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: { value: unknown; level: number }[] = [{ value: expr, level: 1 }];
  while (stack.length) {
    const { value, level } = stack.pop()!;
    nodes++;
    if (!isContainer(value)) continue;
    depth = Math.max(depth, level);
    if (depth > MAX_EXPRESSION_DEPTH || nodes > MAX_EXPRESSION_NODES) break;
    for (const child of Object.values(value)) stack.push({ value: child, level: level + 1 });
  }
  return { depth, nodes };
}

const describe = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'string' ? `the text ${JSON.stringify(v)}` : `a ${typeof v}`;

/** What is wrong with the expression in a slot, and what stands in for it in the copy (a harmless value). */
function slotProblem(value: unknown, kind: Kind): { message: string; replace?: unknown } | null {
  const { depth, nodes } = measureExpression(value);
  const what = kind === 'condition' ? 'condition' : 'formula';
  const harmless = kind === 'condition' ? true : 0;
  if (depth > MAX_EXPRESSION_DEPTH)
    return {
      message: `this ${what} is nested too deep: at most ${MAX_EXPRESSION_DEPTH} levels of objects and arrays`,
      replace: harmless,
    };
  if (nodes > MAX_EXPRESSION_NODES)
    return {
      message: `this ${what} is too large: at most ${MAX_EXPRESSION_NODES} parts (operators, arguments and values)`,
      replace: harmless,
    };
  if (kind === 'condition' && typeof value !== 'boolean' && (!isContainer(value) || Array.isArray(value)))
    return {
      message: `expected a condition: a JSON-Logic object such as {"==": [{"var": "field"}, "value"]}, or true or false; got ${describe(value)}`,
    };
  return null;
}

export interface LimitProblem {
  path: string;
  message: string;
}

/**
 * A copy of a schema file safe to parse and walk, and the problems found on the way: each formula or condition
 * over the limits (replaced in the copy by `true` or `0`), each condition that is not one, and a part of the file
 * nested deeper than MAX_SCHEMA_DEPTH (the first one; replaced by null). Never recurses; the input is not changed.
 */
export function boundedSchema(json: unknown): { json: unknown; problems: LimitProblem[] } {
  type Container = Record<string, unknown> | unknown[];
  /** `segments`: the path, kept only as deep as a slot can be; below that `up` rebuilds it when a problem needs it. */
  type Frame = { value: unknown; into: Container; key: Segment; level: number; up?: Frame; segments?: Segment[] };
  const problems: LimitProblem[] = [];
  const holder: Container = [];
  let tooDeep = false;
  const pathOf = (frame: Frame): Segment[] => {
    const segments: Segment[] = [];
    for (let at: Frame | undefined = frame; at && at.level > 0; at = at.up) segments.unshift(at.key);
    return segments;
  };
  // A key "__proto__" (JSON.parse makes it an own key) is defined, never assigned: it stays a key, not the prototype.
  const put = (into: Container, key: Segment, value: unknown) => {
    if (key === '__proto__') Object.defineProperty(into, key, { value, writable: true, enumerable: true, configurable: true });
    else (into as Record<Segment, unknown>)[key] = value;
  };
  const stack: Frame[] = [{ value: json, into: holder, key: 0, level: 0, segments: [] }];
  while (stack.length) {
    const frame = stack.pop()!;
    const { value, into, key, level, segments } = frame;
    const kind = segments && level > 0 ? slotKind(segments) : undefined;
    const problem = kind ? slotProblem(value, kind) : null;
    if (problem) {
      problems.push({ path: jsonPath(segments!), message: problem.message });
      if ('replace' in problem) {
        put(into, key, problem.replace);
        continue;
      }
    }
    if (!isContainer(value)) {
      put(into, key, value);
      continue;
    }
    if (level >= MAX_SCHEMA_DEPTH) {
      if (!tooDeep)
        problems.push({
          path: jsonPath(pathOf(frame)),
          message: `nested too deep: a schema file has at most ${MAX_SCHEMA_DEPTH} levels of objects and arrays`,
        });
      tooDeep = true;
      put(into, key, null);
      continue;
    }
    const copy: Container = Array.isArray(value) ? new Array<unknown>(value.length) : {};
    put(into, key, copy);
    const keys: Segment[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    const child = level + 1;
    // Pushed last to first, so problems come out in the file's order.
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i]!;
      const path = segments && [...segments, k];
      const v = (value as Record<Segment, unknown>)[k];
      stack.push({
        value: v,
        into: copy,
        key: k,
        level: child,
        up: frame,
        segments: path && leadsToSlot(path) ? path : undefined,
      });
    }
  }
  return { json: holder[0], problems };
}
