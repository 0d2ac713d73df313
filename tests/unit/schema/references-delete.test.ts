/** onDelete (src/schema/records/references.ts): the plan of a delete, a record emptied first and deleted later, the rules of schemas/, and the loader's checks. */
import { describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaFile, SchemaLoadError } from '../../../src/schema/loader/loader';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { planDelete, referencesTo, type RowSource, type StoredRow } from '../../../src/schema/records/references';
import { createRegistry } from '../../../src/schema/loader/registry';
import { AREAS, Json, S1, ref, registry, resource, schema, suppliers } from './references-fixtures';

/** A row source over plain arrays; rows whose status is "locked" may not change. */
function source(db: Record<string, Json[]>): RowSource {
  return {
    rows: (name) => (db[name] ?? []) as StoredRow[],
    changeable: (_schema, row) => row.status !== 'locked',
  };
}
const plan = (db: Record<string, Json[]>, row = S1) => planDelete(registry, 'suppliers', row, source(db));

describe('the rules of schemas/', () => {
  it('restrict everywhere but the employee links a record can live without (docs/SCHEMA.md)', () => {
    const product = loadSchemaDir();
    const rules = (target: string) =>
      referencesTo(product, target).map((r) => `${r.resource}.${r.field}${r.column ? `.${r.column}` : ''}: ${r.onDelete}`);
    expect(rules('suppliers').sort()).toEqual(['purchaseOrders.supplier: restrict', 'purchaseRequests.supplier: restrict']);
    expect(rules('employees').sort()).toEqual([
      'activities.participants.employee: cascade',
      'advanceClears.employee: restrict',
      'assets.holder: setNull',
      'claims.approver: restrict',
      'claims.claimant: restrict',
      'competencyEmployees.employee: cascade',
      'courseEnrolments.employee: cascade',
      'documentRequests.approver: setNull',
      'documentRequests.requester: restrict',
      'employees.manager: setNull',
      'hearts.recipient: restrict',
      'hearts.sender: restrict',
      'interviewEvaluations.interviewer: restrict',
      'itStockMovements.employee: restrict',
      'kpiAssignments.employee: restrict',
      'kpiAssignments.evaluator: setNull',
      'meetings.attendees.employee: cascade',
      'meetings.organizer: restrict',
      'memos.approveBy: restrict',
      'paymentApprovals.approvedBy: restrict',
      'paymentApprovals.checkedBy: restrict',
      'paymentApprovals.preparedBy: restrict',
      'paymentApprovals.secretaryBy: restrict',
      'performanceReviews.employee: restrict',
      'performanceReviews.evaluator: setNull',
      'pointEntries.employee: restrict',
      'posSales.cashier: restrict',
      'probationEvaluations.employee: restrict',
      'probationEvaluations.evaluator: restrict',
      'rewardTransactions.employee: restrict',
      'tickets.assignee: setNull',
      'tickets.requester: restrict',
      'trainingCourses.participants.employee: cascade',
      // An account's employee decides whether it may sign in: an employee with an account is kept (issue 38).
      'users.employeeId: restrict',
    ]);
  });
});

describe('planDelete', () => {
  it('with nothing pointing at the record, deletes just it', () => {
    expect(plan({ requests: [{ id: 1, supplier: 2 }] })).toEqual({
      deletes: [{ resource: 'suppliers', row: S1 }],
      updates: [],
      blockers: [],
    });
  });

  it('restrict (the default) counts each referring record once; a digit string counts as the id', () => {
    const p = plan({ requests: [{ id: 1, supplier: 1 }, { id: 2, supplier: '1' }, { id: 3, supplier: 11 }, { id: 4 }] });
    expect(p.blockers).toEqual([{ resource: 'requests', count: 2 }]);
  });

  it('setNull empties the reference; two setNull fields on one row add up; a locked row blocks', () => {
    const p = plan({ tenders: [{ id: 7, preferred: 1, backup: 1, bids: [] }] });
    expect(p.blockers).toEqual([]);
    expect(p.updates).toEqual([
      {
        resource: 'tenders',
        before: { id: 7, preferred: 1, backup: 1, bids: [] },
        after: expect.objectContaining({ preferred: null, backup: null }),
      },
    ]);
    expect(plan({ tenders: [{ id: 7, preferred: 1, status: 'locked' }] }).blockers).toEqual([{ resource: 'tenders', count: 1 }]);
    // Without a changeable test every row may change.
    const free = planDelete(registry, 'suppliers', S1, { rows: () => [{ id: 7, preferred: 1, status: 'locked' }] });
    expect(free.updates).toHaveLength(1);
  });

  it('cascade deletes the referring record and plans its own referrers by the same rules', () => {
    const db = {
      contacts: [
        { id: 5, supplier: 1 },
        { id: 6, supplier: 2 },
      ],
      notes: [{ id: 9, contact: 5 }],
    };
    const p = plan(db);
    expect(p.blockers).toEqual([]);
    expect(p.deletes.map((d) => `${d.resource}#${d.row.id}`)).toEqual(['suppliers#1', 'contacts#5', 'notes#9']);
    // A restrict further down refuses the whole delete.
    const refused = plan({
      ...db,
      calls: [
        { id: 3, contact: 5 },
        { id: 4, contact: 6 },
      ],
    });
    expect(refused.blockers).toEqual([{ resource: 'calls', count: 1 }]);
    // A locked record is not deleted by someone else's delete.
    expect(plan({ contacts: [{ id: 5, supplier: 1, status: 'locked' }] }).blockers).toEqual([{ resource: 'contacts', count: 1 }]);
  });

  it('a cycle of cascades ends, and a row deleted anyway neither blocks nor is updated', () => {
    const child = { id: 2, parent: 1, title: 'Branch' };
    const p = planDelete(registry, 'suppliers', { id: 1, parent: 2 }, source({ suppliers: [{ id: 1, parent: 2 }, child] }));
    expect(p.deletes.map((d) => d.row.id)).toEqual([1, 2]);
    expect(p.blockers).toEqual([]);
    // A tender whose preferred supplier is the cascaded branch: emptied once per deleted supplier, one update.
    const q = plan({ suppliers: [S1, child], tenders: [{ id: 3, preferred: 1, backup: 2 }] });
    expect(q.updates.map((u) => u.after)).toEqual([expect.objectContaining({ id: 3, preferred: null, backup: null })]);
    // A note restricts its supplier's delete, but goes anyway with its contact (cascade): it does not block.
    const r = plan({ contacts: [{ id: 5, supplier: 1 }], notes: [{ id: 9, contact: 5, supplier: 1 }] });
    expect(r.blockers).toEqual([]);
    expect(r.deletes.map((d) => `${d.resource}#${d.row.id}`)).toEqual(['suppliers#1', 'contacts#5', 'notes#9']);
  });

  it('child-table columns: cascade removes the child rows (totals recomputed), setNull empties the cell, restrict blocks', () => {
    const tender = {
      id: 4,
      bids: [
        { supplier: 1, price: 10 },
        { supplier: 2, price: 5 },
      ],
      total: 15,
    };
    const p = plan({ tenders: [tender] });
    expect(p.updates).toEqual([
      { resource: 'tenders', before: tender, after: { ...tender, bids: [{ supplier: 2, price: 5 }], total: 5 } },
    ]);
    const order = { id: 8, lines: [{ supplier: 2, agent: 1 }, { supplier: 1 }] };
    expect(plan({ orders: [order] }).updates[0]!.after.lines).toEqual([{ supplier: 2, agent: null }]);
    expect(plan({ orders: [{ id: 8, lines: [{ supplier: 2 }], quotes: [{ supplier: 1 }] }] }).blockers).toEqual([
      { resource: 'orders', count: 1 },
    ]);
  });

  it('a child-row cascade that would leave the table under minRows, or a required one empty, blocks instead', () => {
    expect(plan({ orders: [{ id: 8, lines: [{ supplier: 1 }] }] }).blockers).toEqual([{ resource: 'orders', count: 1 }]);
    expect(plan({ orders: [{ id: 8, lines: [{ supplier: 1 }], status: 'locked' }] }).blockers).toHaveLength(1);
    // A required table without minRows must keep one row.
    expect(plan({ tenders: [{ id: 4, bids: [{ supplier: 1, price: 1 }] }] }).blockers).toEqual([
      { resource: 'tenders', count: 1 },
    ]);
  });
});

describe('the loader checks onDelete', () => {
  const problems = (...files: SchemaFile[]) => {
    try {
      loadSchemas([AREAS, resource('suppliers', []), ...files]);
      return [];
    } catch (e) {
      expect(e).toBeInstanceOf(SchemaLoadError);
      return (e as SchemaLoadError).problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
    }
  };

  it('refuses setNull on a required field or column, naming file and JSON path', () => {
    expect(problems(resource('requests', [ref('supplier', 'suppliers', { onDelete: 'setNull', required: true })]))).toEqual([
      'requests.json: $.fields[1].onDelete: "setNull" cannot empty a required field: use "restrict" or "cascade", or make it optional',
    ]);
    const column = {
      name: 'lines',
      type: 'table',
      fields: [ref('supplier', 'suppliers', { onDelete: 'setNull', required: true })],
    };
    expect(problems(resource('orders', [column]))).toEqual([
      expect.stringMatching(/^orders\.json: \$\.fields\[1\]\.fields\[0\]\.onDelete: "setNull" cannot empty a required field/),
    ]);
    const conditional = ref('supplier', 'suppliers', { onDelete: 'setNull', requiredIf: { var: 'title' } });
    expect(problems(resource('requests', [conditional]))).toEqual([expect.stringMatching(/requiredIf/)]);
  });

  it('refuses onDelete on a field that is not a reference, and an unknown rule', () => {
    expect(problems(resource('requests', [{ name: 'note', type: 'text', onDelete: 'cascade' }]))).toEqual([
      'requests.json: $.fields[1].onDelete: only a reference field has "onDelete"',
    ]);
    expect(problems(resource('requests', [ref('supplier', 'suppliers', { onDelete: 'delete' })]))).toEqual([
      'requests.json: $.fields[1].onDelete: expected one of restrict, setNull, cascade',
    ]);
  });

  it('accepts setNull on an optional field and cascade on a required one', () => {
    expect(
      problems(
        resource('requests', [
          ref('a', 'suppliers', { onDelete: 'setNull' }),
          ref('b', 'suppliers', { onDelete: 'cascade', required: true }),
        ]),
      ),
    ).toEqual([]);
  });
});

describe('a record emptied first and deleted later', () => {
  it('is only deleted: no update is planned for it', () => {
    const registry = createRegistry(
      [],
      [
        suppliers,
        schema('contacts', [{ name: 'supplier', type: 'reference', resource: 'suppliers', onDelete: 'cascade' }]),
        schema('tenders', [
          { name: 'preferred', type: 'reference', resource: 'suppliers', onDelete: 'setNull' },
          { name: 'contact', type: 'reference', resource: 'contacts', onDelete: 'cascade' },
        ]),
      ],
    );
    const db: Record<string, StoredRow[]> = {
      contacts: [{ id: 5, supplier: 1 }],
      tenders: [
        { id: 7, preferred: 1, contact: 5 },
        { id: 8, preferred: 1, contact: 6 },
      ],
    };
    const p = planDelete(registry, 'suppliers', S1, { rows: (name) => db[name] ?? [] });
    expect(p.deletes.map((d) => `${d.resource}#${d.row.id}`)).toEqual(['suppliers#1', 'contacts#5', 'tenders#7']);
    expect(p.updates).toEqual([
      { resource: 'tenders', before: { id: 8, preferred: 1, contact: 6 }, after: { id: 8, preferred: null, contact: 6 } },
    ]);
  });
});
