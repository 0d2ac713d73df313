/** featureUses: every docType/action a schema asks for, with where it asks (the Permission screen's overview). */
import { describe, expect, it } from 'vitest';
import { featureKey, featureUses } from '../../../src/access/features';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { createRegistry } from '../../../src/schema/loader/registry';

const label = { en: 'x', th: 'x' };
const base = (name: string): ResourceSchema => ({
  name,
  label,
  pluralLabel: label,
  area: 'hr',
  route: `/apps/${name}`,
  titleField: 'title',
  fields: [{ name: 'title', type: 'text' }],
});

const employees: ResourceSchema = {
  ...base('employees'),
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'salary',
      type: 'money',
      access: { read: { permission: ['Salary', 'View'] }, write: { roles: ['HR'], permission: ['Salary', 'Edit'] } },
    },
    {
      name: 'bonuses',
      type: 'table',
      fields: [{ name: 'amount', type: 'money', access: { read: { permissions: [['Salary', 'View']] } } }],
    },
    { name: 'note', type: 'text', access: { write: { roles: ['HR'] } } },
  ],
  access: {
    list: { roles: ['HR'] },
    create: {
      permissions: [
        ['Employee', 'Create'],
        ['Salary', 'Edit'],
      ],
    },
  },
  rowScope: { seeAll: { permission: ['Employee', 'SeeAll'] } },
};
const memos: ResourceSchema = {
  ...base('memos'),
  fields: [
    { name: 'title', type: 'text' },
    { name: 'status', type: 'status' },
  ],
  workflow: {
    field: 'status',
    initial: 'draft',
    states: [
      { value: 'draft', label },
      { value: 'done', label },
    ],
    transitions: [
      { action: 'approve', label, from: ['draft'], to: 'done', allow: { permission: ['Memo', 'Approve'] } },
      { action: 'close', label, from: ['draft'], to: 'done', allow: { owner: true } },
    ],
  },
};

describe('featureUses', () => {
  it('names each feature once, sorted by key, with every use in schema order', () => {
    const uses = featureUses(createRegistry([], [memos, base('plain'), employees]));
    expect([...uses.keys()]).toEqual([
      'Employee / Create',
      'Employee / SeeAll',
      'Memo / Approve',
      'Salary / Edit',
      'Salary / View',
    ]);
    expect(Object.fromEntries([...uses].map(([key, { feature, uses: u }]) => [key, { feature, uses: u }]))).toEqual({
      'Employee / Create': {
        feature: { docType: 'Employee', action: 'Create' },
        uses: [{ resource: 'employees', use: 'create' }],
      },
      'Employee / SeeAll': {
        feature: { docType: 'Employee', action: 'SeeAll' },
        uses: [{ resource: 'employees', use: 'see all rows' }],
      },
      'Memo / Approve': {
        feature: { docType: 'Memo', action: 'Approve' },
        uses: [{ resource: 'memos', use: 'workflow approve' }],
      },
      'Salary / Edit': {
        feature: { docType: 'Salary', action: 'Edit' },
        uses: [
          { resource: 'employees', use: 'create' },
          { resource: 'employees', use: 'field salary: write' },
        ],
      },
      'Salary / View': {
        feature: { docType: 'Salary', action: 'View' },
        uses: [
          { resource: 'employees', use: 'field salary: read' },
          { resource: 'employees', use: 'field amount: read' },
        ],
      },
    });
  });

  it('finds nothing in schemas that ask only for roles, owners or nothing', () => {
    const onlyRoles: ResourceSchema = {
      ...base('tickets'),
      access: { edit: { owner: true }, list: { roles: ['Staff'], roleCodes: ['ST'] } },
    };
    expect(featureUses(createRegistry([], [base('plain'), onlyRoles])).size).toBe(0);
  });

  it('keys a feature as "docType / action"', () => {
    expect(featureKey({ docType: 'PR', action: 'Create' })).toBe('PR / Create');
  });
});
