/**
 * A history entry's changes as "Field: old -> new" lines (src/crud/history/changeLines.ts): labels and
 * values formatted as everywhere else (money, dates, options by label, references by title), in English
 * and Thai; child rows; fields the page's schema does not have are never shown.
 */
import { describe, expect, it } from 'vitest';
import {
  changeLines,
  listsValues,
  referencedIds,
  referencedResources,
  type LineContext,
} from '../../../src/crud/history/changeLines';
import { relativeTime } from '../../../src/crud/history/time';
import { diffRecord, type ResourceSchema } from '../../../src/schema';

const L = (en: string, th: string) => ({ en, th });

const schema = {
  name: 'orders',
  label: L('Order', 'คำสั่งซื้อ'),
  fields: [
    { name: 'amount', type: 'money', label: L('Amount', 'จำนวนเงิน') },
    { name: 'due', type: 'date', label: L('Due', 'กำหนดส่ง') },
    {
      name: 'category',
      type: 'select',
      label: L('Category', 'หมวดหมู่'),
      options: [
        { value: 'goods', label: L('Goods', 'สินค้า') },
        { value: 'services', label: L('Services', 'บริการ') },
      ],
    },
    { name: 'approver', type: 'reference', resource: 'employees', label: L('Approver', 'ผู้อนุมัติ') },
    {
      name: 'lines',
      type: 'table',
      label: L('Lines', 'รายการ'),
      fields: [
        { name: 'product', type: 'reference', resource: 'products', label: L('Product', 'สินค้า') },
        { name: 'qty', type: 'integer', label: L('Qty', 'จำนวน') },
      ],
    },
  ],
} as unknown as ResourceSchema;

const titles: Record<string, Map<string, string>> = {
  employees: new Map([
    ['1', 'Somchai'],
    ['2', 'Malee'],
  ]),
  products: new Map([['7', 'Spark plug']]),
};

const ctx = (lang: string, whole = false): LineContext => ({
  lang,
  whole,
  refTitles: (f) => (f.type === 'reference' ? titles[f.resource] : undefined),
  text: (key, v) =>
    lang === 'th'
      ? `${v.table} แถวที่ ${v.n}${key === 'rowChanged' ? ` ${v.column}` : key === 'rowAdded' ? ' เพิ่ม' : ' ลบ'}`
      : `${v.table}, row ${v.n}${key === 'rowChanged' ? `, ${v.column}` : key === 'rowAdded' ? ' added' : ' removed'}`,
});

const text = (lines: ReturnType<typeof changeLines>) =>
  lines.map((l) => `${l.label}: ${l.single ? (l.new ?? l.old) : `${l.old ?? '—'} -> ${l.new ?? '—'}`}`);

const before = { amount: 1234.5, due: '2025-03-01', category: 'goods', approver: 1, lines: [{ product: 7, qty: 1 }] };
const after = { amount: 1300, due: '2025-03-15', category: 'services', approver: 2, lines: [{ product: 7, qty: 2 }, { qty: 5 }] };

describe('changeLines', () => {
  it('formats money, dates, options by label and references by title, with labels, in English', () => {
    expect(text(changeLines(schema, diffRecord(schema, before, after), ctx('en')))).toEqual([
      'Amount: ฿1,234.50 -> ฿1,300.00',
      'Due: 01/03/2025 -> 15/03/2025',
      'Category: Goods -> Services',
      'Approver: Somchai -> Malee',
      'Lines, row 1, Qty: 1 -> 2',
      'Lines, row 2 added: Qty: 5',
    ]);
  });

  it('speaks Thai', () => {
    expect(text(changeLines(schema, diffRecord(schema, before, { ...before, category: 'services' }), ctx('th')))).toEqual([
      'หมวดหมู่: สินค้า -> บริการ',
    ]);
  });

  it('shows a missing side as a dash, and a removed row by its cells', () => {
    expect(text(changeLines(schema, diffRecord(schema, before, { ...before, approver: null, lines: [] }), ctx('en')))).toEqual([
      'Approver: Somchai -> —',
      'Lines, row 1 removed: Product: Spark plug, Qty: 1',
    ]);
  });

  it('lists one value per field for a create, and falls back to the id without a title', () => {
    const lines = changeLines(schema, diffRecord(schema, null, { approver: 9, category: 'goods' }), ctx('en', true));
    expect(text(lines)).toEqual(['Category: Goods', 'Approver: 9']);
  });

  it("leaves out a field or column the page's schema does not have", () => {
    expect(
      changeLines(
        schema,
        [
          { field: 'salary', old: 1, new: 2 },
          { field: 'lines', row: 1, rowChange: 'changed', column: 'cost', old: 1, new: 2 },
        ],
        ctx('en'),
      ),
    ).toEqual([]);
  });

  it('cuts long values', () => {
    const [line] = changeLines(schema, [{ field: 'category', new: 'x'.repeat(500) }], ctx('en'));
    expect(line!.new!.length).toBe(160);
    expect(line!.new!.endsWith('…')).toBe(true);
  });
});

describe('references and kinds', () => {
  it('collects the ids to fetch by resource, from fields, changed cells and whole rows', () => {
    const ids = referencedIds(schema, diffRecord(schema, before, { ...after, lines: [{ product: 8, qty: 1 }] }));
    expect(ids).toEqual(
      new Map([
        ['employees', new Set(['1', '2'])],
        ['products', new Set(['7', '8'])],
      ]),
    );
    expect(referencedResources(schema)).toEqual(['employees', 'products']);
  });

  it('reads creates, deletes and imports as lists of values, edits and workflow actions as changes', () => {
    expect(listsValues({ action: 'create', kind: 'record', changes: [] })).toBe(true);
    expect(listsValues({ action: 'delete', kind: 'record', changes: [{ field: 'a', old: 1 }] })).toBe(true);
    expect(listsValues({ action: 'import', kind: 'record', changes: [{ field: 'a', new: 1 }] })).toBe(true);
    expect(listsValues({ action: 'update', kind: 'record', changes: [{ field: 'a', new: 1 }] })).toBe(false);
    expect(listsValues({ action: 'approve', kind: 'workflow', changes: [{ field: 's', old: 'a', new: 'b' }] })).toBe(false);
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2025-06-01T12:00:00.000Z');
  it('says how long ago, in the language asked', () => {
    expect(relativeTime('2025-06-01T11:57:00.000Z', 'en', now)).toBe('3 minutes ago');
    expect(relativeTime('2025-05-30T12:00:00.000Z', 'en', now)).toBe('2 days ago');
    expect(relativeTime('2025-06-01T12:00:00.000Z', 'en', now)).toBe('now');
    expect(relativeTime('2025-06-01T11:57:00.000Z', 'th', now)).toBe('3 นาทีที่ผ่านมา');
    expect(relativeTime('not a date', 'en', now)).toBe('');
  });
});
