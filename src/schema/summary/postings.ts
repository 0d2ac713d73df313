/**
 * `postings`: the rows of other resources a record writes with itself, in the same atomic step, as
 * ERPNext's documents post ledger entries on submit (a sale posts its stock movements, a redemption its
 * points). A posting runs on create or when a workflow transition runs; it writes one row per record, or one
 * per row of a child table (`forEach`), each value a constant or an expression over the record's fields and,
 * with `forEach`, `row` (the child row). Pure: this module computes the rows and checks the declarations;
 * mock-server/records/postings.ts validates and writes them with the record, all or none.
 */
import { checkExpression, evaluate, evaluateBoolean, type Data } from '../expression/expression';
import type { Posting, ResourceSchema } from '../meta/meta';

/** The posted rows of one posting, each with the child row it came from (its index in `forEach`), if any. */
export interface PostedRow {
  values: Data;
  row?: number;
}

/** The schema's postings that run `on` a create or a transition's action. */
export const postingsOn = (schema: ResourceSchema, on: string): Posting[] => (schema.postings ?? []).filter((p) => p.on === on);

/** A value of `values`: an expression object is evaluated, anything else is a constant. */
const valueOf = (expr: unknown, data: Data): unknown =>
  expr !== null && typeof expr === 'object' && !Array.isArray(expr) ? evaluate(expr, data) : expr;

/** The rows `posting` writes for `record` (with its id and stored values). */
export function postedRows(posting: Posting, record: Data): PostedRow[] {
  const make = (data: Data, row?: number): PostedRow[] => {
    if (posting.when !== undefined && !evaluateBoolean(posting.when, data)) return [];
    const values: Data = {};
    for (const [name, expr] of Object.entries(posting.values)) values[name] = valueOf(expr, data);
    return [{ values, ...(row === undefined ? {} : { row }) }];
  };
  if (!posting.forEach) return make(record);
  const rows = Array.isArray(record[posting.forEach]) ? (record[posting.forEach] as unknown[]) : [];
  return rows.flatMap((r, i) => make({ ...record, row: r !== null && typeof r === 'object' ? (r as Data) : {} }, i));
}

/**
 * The child-row column a posted value comes from (`{ "var": "row.quantity" }` -> "quantity"), so a refusal
 * of the posted row can point at the cell of the form that caused it; undefined for anything else.
 */
export function sourceColumn(posting: Posting, field: string): string | undefined {
  const expr = posting.values[field];
  if (expr === null || typeof expr !== 'object' || Array.isArray(expr)) return undefined;
  const name = (expr as Data).var;
  const path = Array.isArray(name) ? name[0] : name;
  return typeof path === 'string' && path.startsWith('row.') ? path.slice(4).split('.')[0] : undefined;
}

interface Problem {
  path: string;
  message: string;
}

const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'createdBy'];

/** The loader's checks: the trigger, the target resource and its fields, the child table, the expressions' names. */
export function postingProblems(schema: ResourceSchema, byName: ReadonlyMap<string | undefined, ResourceSchema>): Problem[] {
  const problems: Problem[] = [];
  const actions = new Set(schema.workflow?.transitions.map((t) => t.action) ?? []);
  (schema.postings ?? []).forEach((p, i) => {
    const at = `$.postings[${i}]`;
    const add = (path: string, message: string) => problems.push({ path: `${at}${path}`, message });
    if (p.on !== 'create' && !actions.has(p.on))
      add('.on', `expected "create" or an action of the workflow${actions.size ? ` (${[...actions].join(', ')})` : ''}`);
    const vars = new Set([...schema.fields.map((f) => f.name), ...SYSTEM_FIELDS]);
    if (p.forEach !== undefined) {
      const table = schema.fields.find((f) => f.name === p.forEach);
      if (table?.type !== 'table') add('.forEach', `expected a child table of "${schema.name}", got "${p.forEach}"`);
      else vars.add('row');
    }
    const target = byName.get(p.resource);
    if (!target) add('.resource', `unknown resource "${p.resource}"`);
    else {
      if (target.singleton) add('.resource', `"${p.resource}" is a single record: nothing can be posted to it`);
      for (const name of Object.keys(p.values))
        if (!target.fields.some((f) => f.name === name && f.type !== 'computed'))
          add(`.values.${name}`, `"${p.resource}" has no field "${name}" that can be written`);
    }
    if (p.when !== undefined) for (const m of checkExpression(p.when, vars)) add(`.when${m.path}`, m.message);
    for (const [name, expr] of Object.entries(p.values))
      if (expr !== null && typeof expr === 'object' && !Array.isArray(expr))
        for (const m of checkExpression(expr, vars)) add(`.values.${name}${m.path}`, m.message);
  });
  return problems;
}
