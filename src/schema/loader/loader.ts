/**
 * Turns raw schema files into a checked registry. Fails loudly: every problem is reported with the
 * file name, the JSON path and what was expected, and nothing is half-loaded.
 * Used by the browser (files from import.meta.glob), the mock server and `npm run schemas:check` (files from disk).
 */
import type { z } from 'zod';
import { noticeProblems } from '../records/notices';
import { peopleProblems, peopleResource } from '../records/people';
import { createFromProblems } from '../records/create-from';
import { relatedProblems } from '../lists/related';
import { rollupProblems } from '../summary/rollup';
import { masterDataProblems, seedCodeOptions } from '../master-data/master-data';
import { periodLimitProblems } from '../records/period-limit';
import { postingProblems } from '../summary/postings';
import { scanCheckProblems } from '../records/scan-check';
import { SETTINGS_VAR } from '../master-data/settings';
import { formulaScope, liveProblems } from '../expression/live';
import { meDefaultProblems } from '../expression/me-default';
import { fetchProblems, scanProblems } from '../records/fetch';
import { orderProblems } from '../records/date-order';
import { pickerProblems } from '../lists/picker';
import { allocationProblems } from '../summary/allocate';
import { markStampedReadOnly } from '../records/stamps';
import { rowActionProblems } from '../workflow/row-actions';
import { workflowProblems } from './workflow';
import { shapedParts, zodProblems } from './parse';
import { checkExpression, TODAY_VAR } from '../expression/expression';
import { boundedSchema } from '../expression/limits';
import {
  areasFile,
  resourceSchema,
  type Area,
  type ChildField,
  type Field,
  type LocalizedText,
  type ResourceSchema,
} from '../meta/meta';
import { aliasProblems, capacityProblems, computedCycleProblems, routeProblems, rowScopeProblems } from './checks';
import { createRegistry, type SchemaRegistry } from './registry';
import { emptyManifest } from '../meta/manifest';
import { screensFile, type ScreenManifest } from '../meta/screens';
import { manifestProblems, SCREENS_FILE } from './screens';
import { SchemaLoadError, type SchemaFile, type SchemaProblem } from './problems';

export { SchemaLoadError, type SchemaFile, type SchemaProblem } from './problems';

export type { SchemaRegistry };

export const AREAS_FILE = '_areas.json';
/** The hand-written screens' manifest (meta-screens.ts); optional: without it the registry declares no screen. */
export { SCREENS_FILE };

const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'createdBy'];

/**
 * Checks that only make sense once the shape is right: names that must resolve, keys that must agree.
 * `schema` may lack the top-level keys that were malformed (see shapedParts).
 */
function semanticProblems(
  file: string,
  schema: ResourceSchema,
  names: ReadonlySet<string>,
  malformed: ReadonlySet<number> = new Set(),
  people?: string,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const add = (path: string, message: string) => problems.push({ file, path, message });
  const fieldNames = new Set(schema.fields.map((f) => f.name));
  const sectionNames = new Set((schema.sections ?? []).map((s) => s.name));
  // `$settings.<field>` is checked against the singleton by masterDataProblems (settings.ts).
  const vars = new Set([...fieldNames, ...SYSTEM_FIELDS, SETTINGS_VAR]);

  if (schema.name !== undefined && `${schema.name}.json` !== file.split('/').pop())
    add(
      '$.name',
      `expected "${file
        .replace(/\.json$/, '')
        .split('/')
        .pop()}" (the file name)`,
    );

  const checkField = (f: Field | ChildField, path: string, scope: ReadonlySet<string>) => {
    // The keys a type needs (options, resource, formula, columns) are the meta-schema's (meta.ts).
    if (f.type === 'reference' && !names.has(f.resource)) add(`${path}.resource`, `unknown resource "${f.resource}"`);
    // onDelete (references.ts): setNull would leave a value that must be there empty.
    if (f.onDelete === 'setNull' && (f.required || f.requiredIf !== undefined))
      add(
        `${path}.onDelete`,
        `"setNull" cannot empty a ${f.required ? 'required' : 'conditionally required (requiredIf)'} field: use "restrict" or "cascade", or make it optional`,
      );
    if (f.section && !sectionNames.has(f.section)) add(`${path}.section`, `unknown section "${f.section}"`);
    const per = typeof f.seed === 'object' ? f.seed.per : undefined;
    if (per && !scope.has(per.field)) add(`${path}.seed.per.field`, `unknown field "${per.field}"`);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) add(`${path}.min`, 'min is greater than max');
    if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength)
      add(`${path}.minLength`, 'minLength is greater than maxLength');
    if (f.pattern !== undefined) {
      try {
        new RegExp(f.pattern);
      } catch {
        add(`${path}.pattern`, 'expected a valid regular expression');
      }
    }
    if (f.type === 'computed' && f.formula === undefined && !f.allocate && !f.rollup)
      add(`${path}.formula`, 'a computed field needs a formula');
    if (f.type === 'computed' && f.formula !== undefined && f.allocate)
      add(`${path}.allocate`, 'a column is either allocated or has a formula, not both');
    for (const key of ['visibleIf', 'requiredIf', 'readOnlyIf', 'formula'] as const) {
      if (f[key] === undefined) continue;
      for (const m of checkExpression(f[key], key === 'formula' ? formulaScope(f, scope) : scope))
        add(`${path}.${key}${m.path}`, m.message);
    }
  };

  schema.fields.forEach((f, i) => {
    if (malformed.has(i)) return;
    checkField(f, `$.fields[${i}]`, vars);
    if (f.type === 'computed' && f.allocate)
      add(`$.fields[${i}].allocate`, 'only a child-table column is allocated (a share of a field of the record)');
    if (f.type === 'table') {
      const columns = new Set([...f.fields.map((c) => c.name), ...vars]);
      for (const m of rowActionProblems(schema as ResourceSchema, f, `$.fields[${i}]`)) add(m.path, m.message);
      const seenColumns = new Set<string>();
      f.fields.forEach((c, j) => {
        if (c.type === 'status') add(`$.fields[${i}].fields[${j}].type`, 'a status field needs a workflow that drives it');
        if (seenColumns.has(c.name)) add(`$.fields[${i}].fields[${j}].name`, `duplicate field "${c.name}"`);
        seenColumns.add(c.name);
        checkField(c, `$.fields[${i}].fields[${j}]`, columns);
        if (c.type === 'computed' && c.allocate)
          for (const m of allocationProblems(c.allocate, schema.fields, f.fields))
            add(`$.fields[${i}].fields[${j}].allocate.${m.key}`, m.message);
      });
    }
  });

  // Ranges (date-order.ts): an end names a field of its own record or row, of its own type.
  for (const m of orderProblems(schema.fields, (i) => `$.fields[${i}]`)) add(m.path, m.message);
  schema.fields.forEach((f, i) => {
    if (f.type === 'table' && !malformed.has(i))
      for (const m of orderProblems(f.fields, (j) => `$.fields[${i}].fields[${j}]`)) add(m.path, m.message);
  });

  const seen = new Set<string>();
  schema.fields.forEach((f, i) => {
    if (seen.has(f.name)) add(`$.fields[${i}].name`, `duplicate field "${f.name}"`);
    if (SYSTEM_FIELDS.includes(f.name)) add(`$.fields[${i}].name`, `"${f.name}" is kept by the system`);
    seen.add(f.name);
  });

  if (schema.titleField !== undefined && !fieldNames.has(schema.titleField))
    add('$.titleField', `unknown field "${schema.titleField}"`);
  if (schema.ownerField && !fieldNames.has(schema.ownerField) && schema.ownerField !== 'createdBy')
    add('$.ownerField', `unknown field "${schema.ownerField}"`);
  if (schema.naming) {
    if (!fieldNames.has(schema.naming.field)) add('$.naming.field', `unknown field "${schema.naming.field}"`);
    const tokens = [...schema.naming.pattern.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
    const counters = tokens.filter((t) => /^#+$/.test(t)).length;
    const unknown = tokens.filter((t) => !/^(#+|YYYY|YY|MM|DD|\$settings\.[A-Za-z][A-Za-z0-9_]*)$/.test(t));
    if (counters === 0) add('$.naming.pattern', 'expected a counter such as {####}');
    else if (counters > 1) add('$.naming.pattern', 'expected one counter, found ' + counters);
    if (unknown.length)
      add(
        '$.naming.pattern',
        `unknown token(s) ${unknown.map((t) => `{${t}}`).join(', ')}: expected {YYYY}, {YY}, {MM}, {DD}, {$settings.<field>} or a counter {###}`,
      );
  }
  schema.rules?.forEach((rule, i) => {
    if (!fieldNames.has(rule.field)) add(`$.rules[${i}].field`, `unknown field "${rule.field}"`);
    for (const key of ['when', 'check'] as const) {
      if (rule[key] === undefined) continue;
      for (const m of checkExpression(rule[key], vars)) add(`$.rules[${i}].${key}${m.path}`, m.message);
    }
  });
  if (schema.shownWhile)
    for (const m of checkExpression(schema.shownWhile.check, new Set([...vars, TODAY_VAR])))
      add(`$.shownWhile.check${m.path}`, m.message);
  if (schema.signInWhile !== undefined) {
    if (!schema.userLink) add('$.signInWhile', 'only the people schema (the one with "userLink") decides who may sign in');
    for (const m of checkExpression(schema.signInWhile, vars)) add(`$.signInWhile${m.path}`, m.message);
  }
  const fieldByName = new Map(schema.fields.map((f) => [f.name, f]));
  schema.constraints?.forEach((c, i) => {
    const at = `$.constraints[${i}]`;
    const known = (name: string, path: string, types?: readonly string[]) => {
      const f = fieldByName.get(name);
      if (!f) add(path, `unknown field "${name}"`);
      else if (types && !types.includes(f.type)) add(path, `expected a field of type ${types.join(', ')}, got "${f.type}"`);
    };
    known(c.field, `${at}.field`);
    c.unique?.forEach((name, j) => known(name, `${at}.unique[${j}]`));
    if (c.noOverlap) {
      const RANGE = ['date', 'datetime', 'time', 'integer', 'number'];
      known(c.noOverlap.start, `${at}.noOverlap.start`, RANGE);
      known(c.noOverlap.end, `${at}.noOverlap.end`, RANGE);
      c.noOverlap.same?.forEach((name, j) => known(name, `${at}.noOverlap.same[${j}]`));
    }
    if (c.maxCount) known(c.maxCount.reference, `${at}.maxCount.reference`, ['reference']);
    if (c.when !== undefined) for (const m of checkExpression(c.when, vars)) add(`${at}.when${m.path}`, m.message);
  });
  for (const p of aliasProblems(schema, people)) add(p.path, p.message);
  if (Array.isArray(schema.defaultSort))
    schema.defaultSort.forEach((s, i) => {
      if (!vars.has(s.field)) add(`$.defaultSort[${i}].field`, `unknown field "${s.field}"`);
    });
  else if (schema.defaultSort && !vars.has(schema.defaultSort.field))
    add('$.defaultSort.field', `unknown field "${schema.defaultSort.field}"`);

  const wf = schema.workflow;
  for (const m of workflowProblems(schema, vars, malformed)) add(m.path, m.message);
  schema.fields.forEach((f, i) => {
    if (f.type === 'status' && !malformed.has(i) && wf?.field !== f.name)
      add(`$.fields[${i}].type`, 'a status field needs a workflow that drives it');
    const columns = f.type === 'table' && Array.isArray(f.fields) ? f.fields : [];
    [{ at: `$.fields[${i}]`, field: f }, ...columns.map((c, j) => ({ at: `$.fields[${i}].fields[${j}]`, field: c }))].forEach(
      ({ at, field }) => {
        if (field.editableIn && !wf)
          add(`${at}.editableIn`, 'a field is editable in some states only when the schema has a workflow');
        else
          field.editableIn?.forEach((s, k) => {
            if (!wf!.states.some((x) => x.value === s)) add(`${at}.editableIn[${k}]`, `unknown state "${s}"`);
          });
      },
    );
  });
  return problems;
}

export interface LoadOptions {
  /**
   * Whether a menu icon name is an @ant-design/icons icon. Given by the Node callers (read-dir.ts:
   * schemas:check, the server, the build), which can look at the icon files; the browser loads schemas
   * the build has already checked and leaves it out.
   */
  isIcon?: (name: string) => boolean;
}

const iconProblem = (file: string, path: string, name: string): SchemaProblem => ({
  file,
  path,
  message: `unknown icon "${name}": expected an @ant-design/icons name such as "TagsOutlined"`,
});

/** Validates every file (a copy: the input is never changed) and returns the registry, or throws one SchemaLoadError. */
export function loadSchemas(files: SchemaFile[], options: LoadOptions = {}): SchemaRegistry {
  const problems: SchemaProblem[] = [];
  let areas: Area[] = [];
  let manifest: ScreenManifest = emptyManifest();
  let screensJson: z.infer<typeof screensFile> | null = null;
  const parsed: { file: string; schema: ResourceSchema }[] = [];
  /** Every resource file that can be checked for meaning: the parsed ones, and the well-shaped parts of the others. */
  const checked: { file: string; schema: ResourceSchema; malformed?: ReadonlySet<number> }[] = [];

  for (const { file, json: raw } of files) {
    const base = file.split('/').pop() ?? file;
    // First, before zod or any walk: the limits of formulas and conditions, on a copy safe to read (expression-limits.ts).
    const { json, problems: limits } = boundedSchema(raw);
    problems.push(...limits.map((p) => ({ file: base, ...p })));
    if (base === AREAS_FILE) {
      const r = areasFile.safeParse(json);
      if (r.success) areas = r.data.areas;
      else problems.push(...zodProblems(base, r.error));
      areas.forEach((a, i) => {
        if (a.icon !== undefined && options.isIcon && !options.isIcon(a.icon))
          problems.push(iconProblem(base, `$.areas[${i}].icon`, a.icon));
      });
      continue;
    }
    if (base === SCREENS_FILE) {
      const r = screensFile.safeParse(json);
      if (r.success) screensJson = r.data;
      else problems.push(...zodProblems(base, r.error));
      continue;
    }
    const r = resourceSchema.safeParse(json);
    if (r.success) {
      parsed.push({ file: base, schema: r.data });
      checked.push({ file: base, schema: r.data });
      continue;
    }
    problems.push(...zodProblems(base, r.error));
    const parts = shapedParts(json);
    if (parts) checked.push({ file: base, ...parts });
  }
  if (!files.some((f) => (f.file.split('/').pop() ?? f.file) === AREAS_FILE))
    problems.push({ file: AREAS_FILE, path: '$', message: 'the menu areas file is missing' });

  const names = new Set(checked.flatMap((p) => (p.schema.name === undefined ? [] : [p.schema.name])));
  const areaNames = new Set(areas.map((a) => a.name));
  const routes = new Map<string, string>();
  const people = peopleResource(checked.map((c) => c.schema));
  for (const { file, schema, malformed } of checked) {
    problems.push(...semanticProblems(file, schema, names, malformed, people));
    problems.push(...capacityProblems(file, schema, checked));
    if (schema.icon !== undefined && options.isIcon && !options.isIcon(schema.icon))
      problems.push(iconProblem(file, '$.icon', schema.icon));
    if (areas.length && schema.area !== undefined && !areaNames.has(schema.area))
      problems.push({ file, path: '$.area', message: `unknown area "${schema.area}"` });
    if (schema.route === undefined) continue;
    problems.push(...routeProblems(file, schema, routes));
  }
  if (screensJson) {
    const schemaFiles = new Map(checked.flatMap((c) => (c.schema.name === undefined ? [] : [[c.schema.name, c.file] as const])));
    problems.push(
      ...manifestProblems(screensJson, {
        schemaFiles,
        routes,
        areaNames: areas.length ? areaNames : null,
        isIcon: options.isIcon,
      }),
    );
    const screenRoutes = new Set(screensJson.screens.map((s) => s.route));
    for (const { file, schema } of checked)
      if (typeof schema.createdOn === 'string' && !screenRoutes.has(schema.createdOn))
        problems.push({ file, path: '$.createdOn', message: `no hand-written screen has the route "${schema.createdOn}"` });
    const { home, roles = [], menuGates = [], screens } = screensJson;
    // Its access keys are resource actions once manifestProblems found none other.
    manifest = { ...(home === undefined ? {} : { home }), roles, menuGates, screens: screens as ScreenManifest['screens'] };
  }
  const parsedByName = new Map(parsed.map((p) => [p.schema.name, p.schema]));
  // The checks that read the other schemas (references, people, rollups...), each giving { path, message }.
  for (const { file, schema } of checked) {
    const found = [
      createFromProblems(schema, parsedByName, names),
      peopleProblems(schema, parsedByName),
      rowScopeProblems(schema, parsedByName),
      noticeProblems(schema, parsedByName),
      relatedProblems(schema, parsedByName),
      rollupProblems(schema, parsedByName),
      masterDataProblems(schema, parsedByName),
      liveProblems(schema),
      computedCycleProblems(schema),
      meDefaultProblems(schema, people),
      fetchProblems(schema, parsedByName),
      scanProblems(schema),
      pickerProblems(schema),
      postingProblems(schema, parsedByName),
      periodLimitProblems(schema),
      scanCheckProblems(schema, parsedByName),
    ];
    for (const p of found.flat()) problems.push({ file, ...p });
  }
  if (problems.length) throw new SchemaLoadError(problems);
  for (const { schema } of parsed) markStampedReadOnly(schema);

  const resourceOptions = parsed.map(({ schema }) => ({ value: schema.name, label: schema.pluralLabel }));
  const actionOptions = new Map<string, { value: string; label: LocalizedText }>();
  for (const { schema } of parsed)
    for (const t of schema.workflow?.transitions ?? [])
      if (!actionOptions.has(t.action)) actionOptions.set(t.action, { value: t.action, label: t.label });
  const generated = { resources: resourceOptions, workflowActions: [...actionOptions.values()] };
  for (const { schema } of parsed)
    for (const f of schema.fields)
      if (typeof f.optionsFrom === 'string') {
        // After the field's own options, without repeating a value it already lists.
        const own = new Set((f.options ?? []).map((o) => (typeof o === 'string' ? o : o.value)));
        f.options = [...(f.options ?? []), ...generated[f.optionsFrom].filter((o) => !own.has(o.value))];
      }
  // Code-list fields start with the codes as seeded; the server and the form bind the stored ones (code-lists.ts).
  seedCodeOptions(parsed.map((p) => p.schema));

  return createRegistry(
    areas,
    parsed.map((p) => p.schema),
    manifest,
  );
}
