/**
 * The singleton schema (`"singleton": true`, the system settings): exactly one record, whose fields every
 * formula and condition may read as `{ "var": "$settings.vatRate" }`. The loader accepts `$settings.<field>`
 * only for fields of that schema; `bindSettings` puts the stored values into the expressions as literals
 * before a record is checked (server) or computed (form), so the one validator needs no new input. Pure.
 */
import type { Data } from '../expression/expression';
import { fillSettings, NAMING_SETTING } from '../records/naming';
import type { ResourceSchema } from '../meta/meta';

export const SETTINGS_VAR = '$settings';
const PREFIX = `${SETTINGS_VAR}.`;

/** The singleton schema, or undefined. */
export const settingsSchema = (schemas: Iterable<ResourceSchema>): ResourceSchema | undefined => {
  for (const s of schemas) if (s.singleton) return s;
  return undefined;
};

/** The expressions of a schema with their JSON paths: field and column conditions and formulas, record rules. */
function* expressions(schema: ResourceSchema): Generator<{ path: string; expr: unknown }> {
  const keys = ['visibleIf', 'requiredIf', 'readOnlyIf', 'formula'] as const;
  for (const [i, f] of schema.fields.entries()) {
    for (const k of keys) if (f[k] !== undefined) yield { path: `$.fields[${i}].${k}`, expr: f[k] };
    if (f.type === 'table')
      for (const [j, c] of f.fields.entries())
        for (const k of keys) if (c[k] !== undefined) yield { path: `$.fields[${i}].fields[${j}].${k}`, expr: c[k] };
  }
  for (const [i, r] of (schema.rules ?? []).entries()) {
    yield { path: `$.rules[${i}].check`, expr: r.check };
    if (r.when !== undefined) yield { path: `$.rules[${i}].when`, expr: r.when };
  }
}

/** The `$settings.<field>` names an expression reads (anywhere, the per-row expression of `sum` too). */
export function settingsVars(expr: unknown): string[] {
  if (Array.isArray(expr)) return expr.flatMap(settingsVars);
  if (expr === null || typeof expr !== 'object') return [];
  return Object.entries(expr as Record<string, unknown>).flatMap(([op, raw]) => {
    if (op !== 'var') return settingsVars(raw);
    const name = Array.isArray(raw) ? raw[0] : raw;
    return typeof name === 'string' && (name === SETTINGS_VAR || name.startsWith(PREFIX)) ? [name] : [];
  });
}

/** Whether any expression of the schema reads the settings (the form then asks for them). */
export const usesSettings = (schema: ResourceSchema): boolean => {
  for (const { expr } of expressions(schema)) if (settingsVars(expr).length) return true;
  return false;
};

export interface SettingsProblem {
  path: string;
  message: string;
}

/** `$settings.<field>` must name a top-level field of the singleton; one singleton at most, seeded with one record. */
export function settingsProblems(schema: ResourceSchema, all: ReadonlyMap<string, ResourceSchema>): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const singletons = [...all.values()].filter((s) => s.singleton);
  const holder = singletons[0];
  if (schema.singleton) {
    if (singletons.length > 1)
      problems.push({
        path: '$.singleton',
        message: `only one schema may be a singleton: ${singletons.map((s) => s.name).join(', ')} are`,
      });
    if (schema.seed && schema.seed.count !== 1)
      problems.push({ path: '$.seed.count', message: 'a singleton has exactly one record: expected 1' });
    if (schema.workflow) problems.push({ path: '$.workflow', message: 'a singleton has no workflow' });
  }
  // A document number's prefix kept in the settings: `{$settings.memoPrefix}` names a text field.
  for (const [, name] of schema.naming?.pattern.matchAll(NAMING_SETTING) ?? []) {
    const field = holder?.fields.find((f) => f.name === name);
    if (!holder)
      problems.push({ path: '$.naming.pattern', message: `no schema is a singleton, so "{$settings.${name}}" reads nothing` });
    else if (!field || field.type !== 'text')
      problems.push({
        path: '$.naming.pattern',
        message: `"{$settings.${name}}": expected a text field of ${holder.name} (the singleton)`,
      });
  }
  // A limit kept in the settings: `"max": "$settings.heartsPerMonth"` names a number field.
  schema.constraints?.forEach((c, i) => {
    const max = c.maxPerPeriod?.max;
    if (typeof max !== 'string') return;
    const name = max.slice(PREFIX.length);
    const field = holder?.fields.find((f) => f.name === name);
    if (!holder || !field || !['integer', 'number'].includes(field.type))
      problems.push({
        path: `$.constraints[${i}].maxPerPeriod.max`,
        message: holder
          ? `"${max}": expected an integer or number field of ${holder.name} (the singleton)`
          : `no schema is a singleton, so "${max}" reads nothing`,
      });
  });
  for (const { path, expr } of expressions(schema))
    for (const name of settingsVars(expr)) {
      const field = name.slice(PREFIX.length).split('.')[0]!;
      if (!holder) problems.push({ path, message: `no schema is a singleton, so "${name}" reads nothing` });
      else if (!holder.fields.some((f) => f.name === field && f.type !== 'table'))
        problems.push({
          path,
          message: `"${name}": expected a field of ${holder.name} (the singleton), such as "${PREFIX}${holder.fields[0]!.name}"`,
        });
    }
  return problems;
}

/** The expression with every `$settings.<field>` read replaced by its value (or its default, or null). */
export function bindExpression(expr: unknown, settings: Data | null): unknown {
  if (Array.isArray(expr)) return expr.map((e) => bindExpression(e, settings));
  if (expr === null || typeof expr !== 'object') return expr;
  const entries = Object.entries(expr as Record<string, unknown>);
  if (entries.length === 1 && entries[0]![0] === 'var') {
    const raw = entries[0]![1];
    const [name, fallback] = Array.isArray(raw) ? raw : [raw];
    if (typeof name === 'string' && name.startsWith(PREFIX)) {
      const value = settings?.[name.slice(PREFIX.length)];
      // A literal list would be read as a list of expressions: keep lists out of formulas.
      if (value !== undefined && value !== null && !Array.isArray(value) && typeof value !== 'object') return value;
      return fallback === undefined ? null : bindExpression(fallback, settings);
    }
    return expr;
  }
  return Object.fromEntries(entries.map(([op, raw]) => [op, bindExpression(raw, settings)]));
}

/** The schema with the settings read into its expressions; the same schema when it reads none. */
export function bindSettings(schema: ResourceSchema, settings: Data | null): ResourceSchema {
  // A document number's prefix kept in the settings ({$settings.memoPrefix}) is read in too.
  const naming = schema.naming?.pattern.includes('{$settings.')
    ? { ...schema.naming, pattern: fillSettings(schema.naming.pattern, settings) }
    : schema.naming;
  // A limit kept in the settings (`maxPerPeriod.max`) is read in as a number; unset: no limit.
  const constraints = schema.constraints?.some((c) => typeof c.maxPerPeriod?.max === 'string')
    ? schema.constraints.map((c) =>
        typeof c.maxPerPeriod?.max === 'string'
          ? { ...c, maxPerPeriod: { ...c.maxPerPeriod, max: settingNumber(settings, c.maxPerPeriod.max) } }
          : c,
      )
    : schema.constraints;
  if (constraints !== schema.constraints) schema = { ...schema, constraints };
  if (!usesSettings(schema)) return naming === schema.naming ? schema : { ...schema, naming };
  const keys = ['visibleIf', 'requiredIf', 'readOnlyIf', 'formula'] as const;
  const bind = <F extends Partial<Record<(typeof keys)[number], unknown>>>(f: F): F => {
    const out = { ...f };
    for (const k of keys) if (out[k] !== undefined) out[k] = bindExpression(out[k], settings) as F[typeof k];
    return out;
  };
  return {
    ...schema,
    naming,
    fields: schema.fields.map((f) => {
      const top = bind(f);
      return top.type === 'table' ? { ...top, fields: top.fields.map(bind) } : top;
    }) as ResourceSchema['fields'],
    rules: schema.rules?.map((r) => ({
      ...r,
      check: bindExpression(r.check, settings),
      ...(r.when !== undefined ? { when: bindExpression(r.when, settings) } : {}),
    })),
  };
}

/** A "$settings.<field>" limit's stored value as a number (NaN, meaning no limit, when unset or not a number). */
function settingNumber(settings: Data | null, name: string): number {
  const v = settings?.[name.slice(PREFIX.length)];
  return typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
}

/** The singleton's record as seeded: its first fixed row over the field defaults (the seed's formulas read it). */
export function seededSettings(schemas: Iterable<ResourceSchema>): Data | null {
  const holder = settingsSchema(schemas);
  if (!holder) return null;
  const out: Data = {};
  for (const f of holder.fields) if (f.default !== undefined) out[f.name] = f.default;
  return { ...out, ...(holder.seed?.rows?.[0] ?? {}) };
}
