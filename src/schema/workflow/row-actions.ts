/**
 * Row actions of a child table (`rowActions` on a table field): a button on each row of the record's page
 * that sets some of the row's cells, such as an installment marked paid on the day it is paid. These are
 * the pure parts: the values a run writes and the loader's checks. Who may run one is decided in
 * src/access/row-actions.ts; the server runs it in mock-server/actions/row-actions.ts.
 */
import { checkExpression, evaluateBoolean, type Data } from '../expression/expression';
import type { Field, ResourceSchema, RowAction } from '../meta/meta';
import { viewDay } from '../records/record-notes';

/** Values of `set` the server fills in when the action runs. */
export const ROW_ACTION_VARS = { today: '$today', now: '$now', me: '$me' } as const;

export interface RowActionFound {
  table: Field;
  action: RowAction;
}

/** The table field and its row action, or undefined when either is unknown. */
export function findRowAction(schema: ResourceSchema, table: string, action: string): RowActionFound | undefined {
  const field = schema.fields.find((f) => f.name === table && f.type === 'table');
  const found = field?.rowActions?.find((a) => a.action === action);
  return field && found ? { table: field, action: found } : undefined;
}

/** Does the row meet the action's `when` (no `when`: every row)? */
export function rowMeetsAction(action: RowAction, row: Data): boolean {
  return action.when === undefined || evaluateBoolean(action.when, row);
}

/** The cells the action writes: `$today` the day in Bangkok, `$now` the instant, `$me` the person's record id. */
export function rowActionValues(action: RowAction, personId: unknown, now: Date): Data {
  const out: Data = {};
  for (const [column, value] of Object.entries(action.set)) {
    if (value === ROW_ACTION_VARS.today) out[column] = viewDay(now);
    else if (value === ROW_ACTION_VARS.now) out[column] = now.toISOString();
    else if (value === ROW_ACTION_VARS.me) out[column] = personId ?? null;
    else out[column] = value;
  }
  return out;
}

const VAR_TYPES: Record<string, readonly string[]> = {
  [ROW_ACTION_VARS.today]: ['date'],
  [ROW_ACTION_VARS.now]: ['datetime'],
  [ROW_ACTION_VARS.me]: ['reference'],
};

/** The loader's checks of a table's row actions: unique names, known states, columns and `when` names. */
export function rowActionProblems(schema: ResourceSchema, table: Field, path: string): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const states = new Set((schema.workflow?.states ?? []).map((s) => s.value));
  const columns = new Map((table.fields ?? []).map((c) => [c.name, c]));
  (table.rowActions ?? []).forEach((a, i) => {
    const at = `${path}.rowActions[${i}]`;
    if (table.rowActions!.findIndex((o) => o.action === a.action) < i)
      problems.push({ path: `${at}.action`, message: `duplicate action "${a.action}"` });
    a.states?.forEach((s, j) => {
      if (!schema.workflow) problems.push({ path: `${at}.states[${j}]`, message: 'the record has no workflow, so no states' });
      else if (!states.has(s)) problems.push({ path: `${at}.states[${j}]`, message: `unknown state "${s}"` });
    });
    for (const m of a.when === undefined ? [] : checkExpression(a.when, new Set(columns.keys())))
      problems.push({ path: `${at}.when${m.path}`, message: m.message });
    for (const [name, value] of Object.entries(a.set)) {
      const column = columns.get(name);
      if (!column) problems.push({ path: `${at}.set.${name}`, message: `unknown column "${name}"` });
      else if (column.type === 'computed') problems.push({ path: `${at}.set.${name}`, message: `"${name}" is computed` });
      else if (typeof value === 'string' && value in VAR_TYPES && !VAR_TYPES[value]!.includes(column.type))
        problems.push({
          path: `${at}.set.${name}`,
          message: `${value} fits a ${VAR_TYPES[value]!.join(' or ')} column, "${name}" is ${column.type}`,
        });
    }
  });
  return problems;
}
