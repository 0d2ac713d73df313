/** onDelete (src/schema/references.ts): which fields refer where, the plan of a delete, its message, and the loader's checks. */
import { describe, expect, it } from 'vitest';
import { loadSchemas, SchemaLoadError, type SchemaFile, type SchemaRegistry } from '../../../src/schema/loader';
import { loadSchemaDir } from '../../../src/schema/read-dir';
import { planDelete, referencesTo, usedByMessage, type RowSource, type StoredRow } from '../../../src/schema/references';

type Json = Record<string, unknown>;
const L = (en: string, th = `${en} (th)`) => ({ en, th });
const AREAS: SchemaFile = { file: '_areas.json', json: { areas: [{ name: 'buy', label: L('Buy'), order: 1 }] } };

/** A resource named `name` with a title field and the given fields; `over` replaces top-level keys. */
const resource = (name: string, fields: Json[], over: Json = {}): SchemaFile => ({
  file: `${name}.json`,
  json: {
    name,
    label: L(name.replace(/s$/, '')),
    pluralLabel: L(name),
    area: 'buy',
    route: `/apps/buy/${name}`,
    titleField: 'title',
    fields: [{ name: 'title', type: 'text' }, ...fields],
    ...over,
  },
});
const ref = (name: string, target: string, over: Json = {}): Json => ({ name, type: 'reference', resource: target, ...over });

/** suppliers <- requests (restrict), contacts (cascade) <- calls (restrict) and notes (cascade), tenders (setNull, a column), orders (columns). */
const registry: SchemaRegistry = loadSchemas([
  AREAS,
  resource('suppliers', [ref('parent', 'suppliers', { onDelete: 'cascade' })], {
    label: L('Supplier', 'ผู้จำหน่าย'),
    pluralLabel: L('Suppliers', 'ผู้จำหน่าย'),
  }),
  resource('requests', [ref('supplier', 'suppliers')], {
    label: L('Purchase request', 'ใบขอซื้อ'),
    pluralLabel: L('Purchase requests', 'ใบขอซื้อ'),
  }),
  resource('contacts', [ref('supplier', 'suppliers', { onDelete: 'cascade', required: true })]),
  resource('calls', [ref('contact', 'contacts', { onDelete: 'restrict' })], { label: L('PO line'), pluralLabel: L('PO lines') }),
  resource('notes', [ref('contact', 'contacts', { onDelete: 'cascade' }), ref('supplier', 'suppliers')]),
  resource('tenders', [
    ref('preferred', 'suppliers', { onDelete: 'setNull' }),
    ref('backup', 'suppliers', { onDelete: 'setNull' }),
    {
      name: 'bids',
      type: 'table',
      required: true,
      fields: [ref('supplier', 'suppliers', { onDelete: 'cascade', required: true }), { name: 'price', type: 'money' }],
    },
    { name: 'total', type: 'computed', formula: { sum: [{ var: 'bids' }, { var: 'price' }] } },
  ]),
  resource('orders', [
    {
      name: 'lines',
      type: 'table',
      minRows: 1,
      fields: [ref('supplier', 'suppliers', { onDelete: 'cascade' }), ref('agent', 'suppliers', { onDelete: 'setNull' })],
    },
    { name: 'quotes', type: 'table', fields: [ref('supplier', 'suppliers')] },
  ]),
]);

/** A row source over plain arrays; rows whose status is "locked" may not change. */
function source(db: Record<string, Json[]>): RowSource {
  return {
    rows: (name) => (db[name] ?? []) as StoredRow[],
    changeable: (_schema, row) => row.status !== 'locked',
  };
}
const S1: StoredRow = { id: 1, title: 'Siam Parts' };
const plan = (db: Record<string, Json[]>, row = S1) => planDelete(registry, 'suppliers', row, source(db));

describe('referencesTo', () => {
  it('lists every field and child-table column pointing at a resource, restrict by default', () => {
    expect(referencesTo(registry, 'contacts')).toEqual([
      { resource: 'calls', field: 'contact', onDelete: 'restrict' },
      { resource: 'notes', field: 'contact', onDelete: 'cascade' },
    ]);
    expect(referencesTo(registry, 'suppliers')).toContainEqual({ resource: 'requests', field: 'supplier', onDelete: 'restrict' });
    expect(referencesTo(registry, 'suppliers')).toContainEqual({
      resource: 'orders',
      field: 'quotes',
      column: 'supplier',
      onDelete: 'restrict',
    });
    expect(referencesTo(registry, 'suppliers')).toContainEqual({
      resource: 'tenders',
      field: 'bids',
      column: 'supplier',
      onDelete: 'cascade',
    });
    expect(referencesTo(registry, 'calls')).toEqual([]);
  });
});

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

describe('usedByMessage', () => {
  it('names each referring resource with its count, singular or plural, in the language asked', () => {
    const blockers = [
      { resource: 'requests', count: 3 },
      { resource: 'calls', count: 1 },
    ];
    expect(usedByMessage(registry, blockers, 'en')).toBe('Used by 3 purchase requests, 1 PO line');
    expect(usedByMessage(registry, [{ resource: 'requests', count: 1 }], 'en')).toBe('Used by 1 purchase request');
    expect(usedByMessage(registry, [{ resource: 'requests', count: 2 }], 'th')).toBe('ถูกใช้งานอยู่ใน ใบขอซื้อ 2 รายการ');
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
