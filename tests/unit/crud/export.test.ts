import { describe, expect, it } from 'vitest';
import { resourceSchema, type ResourceSchema } from '../../../src/schema/meta/meta';
import { exportHeaders, exportRows, referenceIds, exportFields } from '../../../src/crud/exportRows';
import { displayText, formatMoney, groupThousands, ungroup } from '../../../src/crud/fields/format';

const text = (en: string, th: string) => ({ en, th });

const schema: ResourceSchema = resourceSchema.parse({
  name: 'memos',
  label: text('Memo', 'บันทึก'),
  pluralLabel: text('Memos', 'บันทึก'),
  area: 'finance',
  route: '/apps/memo/memo',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text', label: text('Title', 'เรื่อง') },
    { name: 'amount', type: 'money', label: text('Amount', 'จำนวนเงิน') },
    {
      name: 'category',
      type: 'select',
      label: text('Category', 'หมวด'),
      options: [{ value: 'it', label: text('IT', 'ไอที') }, 'general'],
    },
    { name: 'approveBy', type: 'reference', resource: 'employees', label: text('Approver', 'ผู้อนุมัติ') },
    { name: 'hurry', type: 'boolean', label: text('Hurry', 'ด่วน') },
    { name: 'lines', type: 'table', fields: [{ name: 'x', type: 'text' }] },
    { name: 'note', type: 'text', label: text('Title', 'เรื่อง') },
    { name: 'status', type: 'status', label: text('Status', 'สถานะ') },
  ],
  workflow: {
    field: 'status',
    initial: 'draft',
    states: [
      { value: 'draft', label: text('Draft', 'ฉบับร่าง') },
      { value: 'approved', label: text('Approved', 'อนุมัติแล้ว'), color: 'green' },
    ],
    transitions: [
      { action: 'approve', label: text('Approve', 'อนุมัติ'), from: ['draft'], to: 'approved', allow: { roles: ['Admin'] } },
    ],
  },
});

const rows = [
  {
    id: 1,
    title: 'Laptop',
    amount: 1234.567,
    category: 'it',
    approveBy: 5,
    hurry: true,
    lines: [{ x: 'a' }],
    note: 'n',
    status: 'approved',
  },
  { id: 2, title: 'Paper', amount: '99.5', category: 'general', approveBy: 'e9', hurry: false, status: 'draft' },
  { id: 3, title: 'Empty' },
];

describe('exportRows', () => {
  it('keys each row by translated headers and leaves child tables out', () => {
    const headers = exportHeaders(exportFields(schema), 'th');
    expect(headers).toEqual(['เรื่อง', 'จำนวนเงิน', 'หมวด', 'ผู้อนุมัติ', 'ด่วน', 'เรื่อง (note)', 'สถานะ']);
    expect(Object.keys(exportRows(rows, schema, 'th')[0]!)).toEqual(headers);
  });

  it('writes money as rounded numbers, references as titles, options and states as labels', () => {
    const titles = new Map([
      [
        'approveBy',
        new Map([
          ['5', 'Somchai'],
          ['e9', 'Malee'],
        ]),
      ],
    ]);
    const [first, second, third] = exportRows(rows, schema, 'en', titles);
    expect(first).toEqual({
      Title: 'Laptop',
      Amount: 1234.57,
      Category: 'IT',
      Approver: 'Somchai',
      Hurry: 'Yes',
      'Title (note)': 'n',
      Status: 'Approved',
    });
    expect(second).toMatchObject({ Amount: 99.5, Category: 'General', Approver: 'Malee', Hurry: 'No', Status: 'Draft' });
    expect(third).toMatchObject({ Title: 'Empty', Amount: null, Approver: null, Status: null });
  });

  it('falls back to the id when a referenced title is unknown, and translates yes/no', () => {
    const [first] = exportRows(rows, schema, 'th');
    expect(first).toMatchObject({ ผู้อนุมัติ: '5', ด่วน: 'ใช่', สถานะ: 'อนุมัติแล้ว', หมวด: 'ไอที' });
  });

  it('collects the distinct referenced ids per reference field', () => {
    const ids = referenceIds([...rows, { id: 4, approveBy: 5 }], schema);
    expect([...ids.entries()].map(([f, list]) => [f.name, list])).toEqual([['approveBy', ['5', 'e9']]]);
  });
});

describe('number formatting', () => {
  it('shows money with the baht sign, comma thousands and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('฿1,234.50');
    expect(formatMoney('1000000')).toBe('฿1,000,000.00');
    expect(displayText(schema.fields[1]!, 0, { schema, lang: 'en' })).toBe('฿0.00');
    expect(displayText(schema.fields[1]!, null, { schema, lang: 'en' })).toBe('');
  });

  it('groups and ungroups typed numbers for the money input', () => {
    expect(groupThousands('1234567.8')).toBe('1,234,567.8');
    expect(groupThousands(-1234)).toBe('-1,234');
    expect(ungroup('1,234,567.80')).toBe('1234567.80');
  });
});
