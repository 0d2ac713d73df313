import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateRecord, type SchemaRegistry } from '../../../../src/schema';
import { verifyPassword } from '../../../../mock-server/auth/auth';
import { loadSchemaDir as loadRegistry, readSchemaFiles, SCHEMAS_DIR } from '../../../../src/schema/loader/read-dir';
import { buildSeed, DEMO_USERS } from '../../../../mock-server/seed/seed';
import { bindSchema, seededMasterData } from '../../../../src/schema/master-data/master-data';
import { fixtureRegistry } from '../../../support/test-server';

type Rows = Record<string, unknown>[];

const realRegistry = loadRegistry();

function checkSeed(registry: SchemaRegistry) {
  const state = buildSeed(registry);
  // Checked as the server checks a write: against the codes and settings stored (master-data.ts).
  const master = seededMasterData(registry.resources);
  for (const schema of registry.resources) {
    const rows = state[schema.name] as Rows;
    // The accounts are the demo users (schemas/users.json seeds none of its own).
    const count = schema.accounts
      ? DEMO_USERS.length
      : Math.max(schema.seed?.count ?? 25, schema.name === 'employees' ? DEMO_USERS.length : 0);
    // A resource other documents post to (stock movements of receipts) holds its own seed and the posted rows.
    const postedTo = registry.resources.some((r) => r.postings?.some((p) => p.resource === schema.name));
    if (postedTo) expect(rows.length, schema.name).toBeGreaterThanOrEqual(count);
    else expect(rows.length, schema.name).toBe(count);
    for (const row of rows) {
      const { values, errors } = validateRecord(bindSchema(schema, master), row, 'en');
      expect(errors, `${schema.name} ${String(row.id)}`).toEqual({});
      // An account also keeps its employee code and role's code and id as an older version wrote them (account-user.ts
      // reads the role and the employee again at each request).
      const { empCode: _code, roleCode: _roleCode, roleId: _roleId, ...declared } = row;
      expect(values, `${schema.name} ${String(row.id)} is stored as validated`).toEqual(schema.accounts ? declared : row);
      for (const f of schema.fields) {
        const refs =
          f.type === 'reference'
            ? [[f, row[f.name]] as const]
            : f.type === 'table' && Array.isArray(row[f.name])
              ? (row[f.name] as Rows).flatMap((line) =>
                  (f.fields ?? []).filter((c) => c.type === 'reference').map((c) => [c, line[c.name]] as const),
                )
              : [];
        for (const [ref, id] of refs)
          if (id !== undefined && id !== null)
            expect(
              (state[ref.resource!] as Rows).some((r) => r.id === id),
              `${schema.name}.${ref.name} -> ${String(id)}`,
            ).toBe(true);
      }
    }
    if (schema.naming) {
      const numbers = rows.map((r) => r[schema.naming!.field]);
      expect(new Set(numbers).size, `${schema.name} numbers are unique`).toBe(rows.length);
    }
    if (schema.workflow && rows.length >= 20)
      expect(new Set(rows.map((r) => r[schema.workflow!.field])).size, `${schema.name} states spread`).toBeGreaterThan(1);
  }
  return state;
}

describe('seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildSeed(realRegistry))).toBe(JSON.stringify(buildSeed(realRegistry)));
    expect(buildSeed(fixtureRegistry(), { counts: { people: 7 } }).people).toHaveLength(7);
  });

  it('produces rows that pass their own schema for every product schema', () => {
    checkSeed(realRegistry);
  });

  it('produces valid rows for the fixture schemas too', () => {
    checkSeed(fixtureRegistry());
  });

  it('has the demo users with hashed passwords, roles, employees and permissions', async () => {
    const state = buildSeed(realRegistry);
    const users = state.users as Rows;
    expect(users.map((u) => [u.username, u.role, u.roleId])).toEqual([
      ['admin', 'Admin', 1],
      ['hr', 'HR', 2],
      ['staff', 'Staff', 3],
      ['sales', 'Sales', 4],
      ['guest', 'Guest', 5],
    ]);
    // The hashes apart from the accounts, which hold none (credentials.ts).
    const hashOf = (userId: unknown) => String((state.credentials as Rows).find((c) => c.userId === userId)!.passwordHash);
    expect(users.every((u) => !('passwordHash' in u))).toBe(true);
    expect(await verifyPassword('staff1234', hashOf(users[2]!.id))).toBe(true);
    expect(await verifyPassword('staff12345', hashOf(users[2]!.id))).toBe(false);
    if (realRegistry.byName.has('employees')) {
      const employees = state.employees as Rows;
      for (const u of users)
        expect(
          employees.find((e) => e.empCode === u.empCode),
          String(u.username),
        ).toBeDefined();
    }
    expect(new Set(users.map((u) => u.empCode)).size).toBe(5);
    expect((state.roles as Rows).map((r) => r.name)).toEqual(['Admin', 'HR', 'Staff', 'Sales', 'Guest']);
  });

  it('keeps unique fields unique over 10,000 seeded rows', () => {
    const state = buildSeed(fixtureRegistry(), { counts: { people: 10000 } });
    const emails = (state.people as Rows).map((p) => String(p.email).toLowerCase());
    expect(new Set(emails).size).toBe(10000);
  });
});

describe('schemas on disk', () => {
  it('reads every resource file but not the editor JSON Schemas', () => {
    const files = readSchemaFiles(SCHEMAS_DIR).map((f) => f.file);
    expect(files).toContain('_areas.json');
    expect(files.some((f) => f.endsWith('.schema.json') || f === 'schema.json')).toBe(false);
  });

  it('fails loudly with file, path and message on a bad schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bad-schemas-'));
    try {
      writeFileSync(
        join(dir, '_areas.json'),
        JSON.stringify({ areas: [{ name: 'hr', label: { en: 'HR', th: 'HR' }, order: 1 }] }),
      );
      writeFileSync(
        join(dir, 'things.json'),
        JSON.stringify({
          name: 'things',
          label: { en: 'T', th: 'T' },
          pluralLabel: { en: 'T', th: 'T' },
          area: 'hr',
          route: '/apps/things',
          titleField: 'nope',
          fields: [{ name: 'a', type: 'colour' }],
        }),
      );
      expect(() => loadRegistry(dir)).toThrow(/things\.json: \$\.fields\[0\]\.type/);
      writeFileSync(join(dir, 'things.json'), '{ not json');
      expect(() => loadRegistry(dir)).toThrow(/things\.json: \$: invalid JSON at line 1, column 3/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
