/**
 * The deterministic seed: demo users, roles, menus and permissions, plus `seed.count` rows per
 * schema (referenced resources first; a schema's fixed `seed.rows` first, then generated ones).
 * Every row is checked with validateRecord, the same rule the API applies, so a schema whose seed
 * cannot pass its own validation fails here, loudly.
 */
import { CREDENTIALS } from '../auth/credentials';
import {
  autoTargets,
  isRequired,
  isVisible,
  nextDocumentNumber,
  validateRecord,
  type ResourceSchema,
  type SchemaRegistry,
} from '../../src/schema';
import { bindSchema, seededMasterData } from '../../src/schema/master-data/master-data';
import { peopleResource } from '../../src/schema/records/people';
import { hashPassword } from '../auth/auth';
import type { Data } from '../http/http';
import { seedApprovers } from '../access/duties';
import { MENUS } from '../access/menu';
import { seedMenus, seedPermissions } from './seed-access';
import { fieldValue, hashString, randomPerson, randomTimestamp, Rng, uniqueVariant, type Person } from './seed-fields';
import { EMAIL_DOMAIN } from './seed-data';
import { postSeeded } from './seed-postings';
import { drawWithinTotals } from './seed-totals';
import type { DbState } from '../store/store';

export const SEED = 20250101;
export const DEFAULT_COUNT = 25;

export interface SeedOptions {
  /** Rows per resource, overriding `schema.seed.count` (the benchmark seeds 10,000 suppliers). */
  counts?: Record<string, number>;
}

interface DemoUser {
  username: string;
  password: string;
  role: string;
  roleCode: string;
  roleId: number;
  first: string;
  last: string;
  /** The name romanised, for the fields whose seed hint asks for it (an employee's English name). */
  firstEn: string;
  lastEn: string;
  email: string;
  department: string;
  /** The section within the department (the phone book groups by both). */
  section: string;
  position: string;
}

/** The README's demo accounts: the e2e tests and reviewers sign in with exactly these. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    password: 'admin1234',
    role: 'Admin',
    roleCode: 'ADM',
    roleId: 1,
    first: 'สมชาย',
    last: 'ใจดี',
    firstEn: 'Somchai',
    lastEn: 'Jaidee',
    email: 'somchai.j',
    department: 'it',
    section: 'โครงสร้างพื้นฐาน',
    position: 'ผู้ดูแลระบบ',
  },
  {
    username: 'hr',
    password: 'hr1234',
    role: 'HR',
    roleCode: 'HR',
    roleId: 2,
    first: 'สุดารัตน์',
    last: 'วงศ์ไทย',
    firstEn: 'Sudarat',
    lastEn: 'Wongthai',
    email: 'sudarat.w',
    department: 'hr',
    section: 'สรรหาบุคลากร',
    position: 'ผู้จัดการฝ่ายบุคคล',
  },
  {
    username: 'staff',
    password: 'staff1234',
    role: 'Staff',
    roleCode: 'STF',
    roleId: 3,
    first: 'วิชัย',
    last: 'ศรีสุข',
    firstEn: 'Wichai',
    lastEn: 'Srisuk',
    email: 'wichai.s',
    department: 'finance',
    section: 'บัญชีทั่วไป',
    position: 'เจ้าหน้าที่บัญชี',
  },
  {
    username: 'sales',
    password: 'sales1234',
    role: 'Sales',
    roleCode: 'SAL',
    roleId: 4,
    first: 'นภา',
    last: 'รุ่งเรือง',
    firstEn: 'Napa',
    lastEn: 'Rungruang',
    email: 'napa.r',
    department: 'sales',
    section: 'ขายในประเทศ',
    position: 'พนักงานขาย',
  },
  {
    username: 'guest',
    password: 'guest1234',
    role: 'Guest',
    roleCode: 'GST',
    roleId: 5,
    first: 'ผู้สมัคร',
    last: 'ทดลองงาน',
    firstEn: 'Guest',
    lastEn: 'Candidate',
    email: 'guest',
    department: 'hr',
    section: 'สรรหาบุคลากร',
    position: 'ผู้สมัครงาน',
  },
];
const ADMIN_AUTHOR = 'admin';
const AUTHORS = [ADMIN_AUTHOR, 'hr', 'staff', 'sales'];

/** Resources in an order where every referenced resource (also from child tables) comes first. */
export function seedOrder(registry: SchemaRegistry): ResourceSchema[] {
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: ResourceSchema[] = [];
  const visit = (schema: ResourceSchema) => {
    if (done.has(schema.name) || visiting.has(schema.name)) return; // a cycle: the later one sees no ids yet
    visiting.add(schema.name);
    const targets = schema.fields.flatMap((f) => [f.resource, ...(f.fields ?? []).map((c) => c.resource)]);
    for (const t of targets) {
      const target = t ? registry.byName.get(t) : undefined;
      if (target) visit(target);
    }
    visiting.delete(schema.name);
    done.add(schema.name);
    out.push(schema);
  };
  registry.resources.forEach(visit);
  return out;
}

/** Fills one row's fields: unconditional fields first, then those whose visibility depends on them. */
export function fillFields(
  schema: ResourceSchema,
  rng: Rng,
  person: Person,
  refs: ReadonlyMap<string, readonly number[]>,
  state: string | undefined,
  at: Date,
): Data {
  const row: Data = {};
  const wf = schema.workflow;
  if (wf) row[wf.field] = state;
  const conditional = (f: ResourceSchema['fields'][number]) => f.visibleIf !== undefined || f.requiredIf !== undefined;
  // A record in its first state has nothing yet where nobody may type until later (an evaluator's score).
  const first = wf !== undefined && (state ?? wf.initial) === wf.initial;
  const later = (f: { editableIn?: string[] }) => first && f.editableIn !== undefined && !f.editableIn.includes(wf.initial);
  for (const pass of [false, true])
    for (const f of schema.fields) {
      if (conditional(f) !== pass || f.name === wf?.field || later(f)) continue;
      if (pass && !isVisible(f, row)) continue;
      const required = isRequired(f, row) || (f.type === 'table' && (f.minRows ?? 0) > 0);
      if (!required && f.type !== 'table' && !rng.chance(0.85)) continue;
      if (f.type === 'table' && f.fields) {
        row[f.name] = Array.from({ length: Math.max(f.minRows ?? 0, rng.int(2, 4)) }, () => {
          const child: Data = {};
          for (const c of f.fields!) {
            if (later(c)) continue;
            const v = fieldValue(c, { rng, person, refs, row: child, at });
            if (v !== undefined && (c.required || rng.chance(0.85))) child[c.name] = v;
          }
          return child;
        });
        continue;
      }
      const v = fieldValue(f, { rng, person, refs, row, at });
      if (v !== undefined) row[f.name] = v;
    }
  return row;
}

/**
 * A fixed row of `seed.rows` as written, with field defaults filled in as the API does on create. A
 * key that is not a field is a typo, so it stops the seed; `createdBy` names the row's demo author.
 */
function fixedRow(schema: ResourceSchema, row: Data, i: number): Data {
  const unknown = Object.keys(row).filter((k) => k !== 'createdBy' && !schema.fields.some((f) => f.name === k));
  if (unknown.length)
    throw new Error(
      `Seed data for ${schema.name} row ${i + 1} (seed.rows) has unknown field(s) ${unknown.map((k) => `"${k}"`).join(', ')}`,
    );
  const out: Data = { ...row };
  for (const f of schema.fields) if (out[f.name] === undefined && f.default !== undefined) out[f.name] = f.default;
  return out;
}

/** `demo`: the demo users; `people`: whether the schema's first rows are their records (the people schema, `userLink`). */
function seedResource(
  schema: ResourceSchema,
  count: number,
  refs: Map<string, number[]>,
  demo: readonly DemoUser[],
  people: boolean,
): Data[] {
  const rng = new Rng(SEED ^ hashString(schema.name));
  const created = Array.from({ length: count }, () => randomTimestamp(rng, 0, 9)).sort((a, b) => a.getTime() - b.getTime());
  const uniqueFields = schema.fields.filter((f) => f.unique).map((f) => f.name);
  const taken = new Map(uniqueFields.map((n) => [n, new Set<string>()]));
  // A state the server reaches by itself (workflow.auto) follows the data: generated rows do not start there.
  const auto = autoTargets(schema);
  const states = schema.workflow?.states.map((s) => s.value).filter((s) => !auto.has(s)) ?? [];
  const fixed = schema.seed?.rows ?? [];
  let lastNumber: string | undefined;
  // A reference to the resource itself (an employee's manager) points at a row seeded before this one.
  const earlier: number[] = [];
  const rowRefs = new Map<string, readonly number[]>(refs).set(schema.name, earlier);
  const seeded: Data[] = []; // the rows so far, for the minTotal floors (seed-totals.ts)
  return created.map((at, i) => {
    const who = people ? demo[i] : undefined;
    // A demo person's row is about them throughout: names in both scripts, LINE ID, family name of their emergency contact.
    const person = who ? demoPerson(who) : randomPerson(rng);
    const row =
      i < fixed.length
        ? fixedRow(schema, fixed[i]!, i)
        : drawWithinTotals(schema, seeded, () =>
            fillFields(schema, rng, person, rowRefs, states.length ? rng.pick(states) : undefined, at),
          );
    if (who) Object.assign(row, demoEmployee(schema, who));
    for (const name of uniqueFields) {
      const seen = taken.get(name)!;
      const base = row[name];
      if (base === undefined) continue;
      for (let attempt = 2; seen.has(String(row[name]).toLowerCase()); attempt++) row[name] = uniqueVariant(base, attempt);
      seen.add(String(row[name]).toLowerCase());
    }
    if (schema.naming) {
      // Rows are in creation order, so the previous number is the highest one issued under its prefix.
      lastNumber = nextDocumentNumber(schema.naming.pattern, at, lastNumber === undefined ? [] : [lastNumber]);
      row[schema.naming.field] = lastNumber;
    }
    const updated = new Date(Math.min(at.getTime() + rng.int(0, 20) * 86400000, Date.UTC(2025, 10, 1)));
    // Fixed rows are configuration, set up by the administrator, unless the row names its author (a demo document
    // written by staff, so that another demo user may approve it: src/access/duties.ts).
    const named = fixed[i]?.createdBy;
    if (named !== undefined && !AUTHORS.includes(named as string))
      throw new Error(`Seed data for ${schema.name} row ${i + 1}: createdBy must be a demo user (${AUTHORS.join(', ')})`);
    const author = i < fixed.length ? (typeof named === 'string' ? named : ADMIN_AUTHOR) : rng.pick(AUTHORS);
    // A generated document never names its author as approver (the demo users are the first employees).
    if (i >= fixed.length) seedApprovers(schema, row, demo.findIndex((u) => u.username === author) + 1 || undefined, rowRefs);
    const record = { ...row, createdAt: at.toISOString(), updatedAt: updated.toISOString(), createdBy: author };
    const { values, errors } = validateRecord(schema, record, 'en');
    if (Object.keys(errors).length)
      throw new Error(
        `Seed data for ${schema.name} row ${i + 1} does not pass its schema: ${JSON.stringify(errors)} (${i < fixed.length ? 'fix the row in "seed.rows"' : 'give the field a "seed" hint'})`,
      );
    earlier.push(i + 1);
    seeded.push({ id: i + 1, ...values });
    return { id: i + 1, ...values };
  });
}

/** A demo user as the person a generated row is about. */
function demoPerson(who: DemoUser): Person {
  return {
    first: who.first,
    last: who.last,
    firstTh: who.first,
    lastTh: who.last,
    firstEn: who.firstEn,
    lastEn: who.lastEn,
    email: `${who.email}@${EMAIL_DOMAIN}`,
  };
}

/** The demo people as employee rows, where the employees schema has these fields. */
function demoEmployee(schema: ResourceSchema, who: DemoUser): Data {
  const has = (name: string) => schema.fields.find((f) => f.name === name);
  const out: Data = {};
  const set = (name: string, value: unknown) => {
    if (has(name)) out[name] = value;
  };
  set('firstName', who.first);
  set('lastName', who.last);
  // The name in either script goes where the field's seed hint asks for it (firstNameEn, lastNameTh, ...).
  const byHint: Record<string, string> = {
    firstNameTh: who.first,
    lastNameTh: who.last,
    firstNameEn: who.firstEn,
    lastNameEn: who.lastEn,
  };
  for (const f of schema.fields) if (typeof f.seed === 'string' && byHint[f.seed] !== undefined) out[f.name] = byHint[f.seed];
  set('fullName', `${who.first} ${who.last}`);
  set('email', `${who.email}@${EMAIL_DOMAIN}`);
  set('section', who.section);
  set('position', who.position);
  set('activeFlag', 'Y');
  set('employmentStatus', 'permanent');
  const dept = has('department');
  if (dept?.options?.some((o) => (typeof o === 'string' ? o : o.value) === who.department)) out.department = who.department;
  return out;
}

/** Password hashes are slow on purpose; tests seed many times, so remember them per process. */
const hashes = new Map<string, string>();

export function buildSeed(registry: SchemaRegistry, options: SeedOptions = {}): DbState {
  const state: DbState = {};
  const refs = new Map<string, number[]>();
  // Formulas read the settings as seeded, code-list fields draw from the seeded codes (master-data.ts).
  const master = seededMasterData(registry.resources);
  // The demo users are the first records of the people schema (the one with `userLink`: the employees).
  const people = peopleResource(registry.resources);
  for (const schema of seedOrder(registry)) {
    const isPeople = schema.name === people;
    const wanted = options.counts?.[schema.name] ?? schema.seed?.count ?? DEFAULT_COUNT;
    // The demo people and a schema's fixed rows are always there.
    const count = Math.max(wanted, schema.seed?.rows?.length ?? 0, isPeople ? DEMO_USERS.length : 0);
    const rows = seedResource(bindSchema(schema, master), count, refs, DEMO_USERS, isPeople);
    state[schema.name] = rows;
    refs.set(
      schema.name,
      rows.map((r) => r.id as number),
    );
  }

  // The rows the seeded documents post (a receipt's stock movements), so every total agrees with them.
  postSeeded(registry, state, (s) => bindSchema(s, master), Object.keys(options.counts ?? {}).length === 0);

  const employees = people === undefined ? undefined : state[people];
  const empCodeField = (people === undefined ? undefined : registry.byName.get(people)?.naming?.field) ?? 'empCode';
  const rng = new Rng(SEED);
  // The passwords apart from the accounts (credentials.ts): the users resource holds no hash.
  const credentials: Data[] = [];
  state.users = DEMO_USERS.map((u, i) => {
    const employee = Array.isArray(employees) ? employees[i] : undefined;
    const empCode =
      typeof employee?.[empCodeField] === 'string' ? (employee[empCodeField] as string) : `EMP${String(i + 1).padStart(4, '0')}`;
    const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
    const key = `${u.password}:${salt.toString('hex')}`;
    const passwordHash = hashes.get(key) ?? hashPassword(u.password, salt);
    hashes.set(key, passwordHash);
    credentials.push({ id: i + 1, userId: i + 1, passwordHash });
    return {
      id: i + 1,
      username: u.username,
      active: true,
      fullName: `${u.first} ${u.last}`,
      empCode,
      role: u.role,
      roleCode: u.roleCode,
      roleId: u.roleId,
      email: `${u.email}@${EMAIL_DOMAIN}`,
      ...(employee ? { employeeId: employee.id } : {}),
    };
  });
  state[CREDENTIALS] = credentials;
  state.roles = DEMO_USERS.map((u) => ({ id: u.roleId, name: u.role, code: u.roleCode }));

  state[MENUS] = seedMenus(registry, DEMO_USERS);
  state.permissions = seedPermissions(state.users);
  return state;
}
