/** The named changes between two versions of a schema (src/schema/changes/schema-changes.ts) and their short summary. */
import { describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../../src/schema';
import { SCHEMA_CHANGE_KINDS, schemaChanges, summarize } from '../../../src/schema/changes/schema-changes';
import { FIXTURE_FILES } from '../../support/test-server';

const fixture = (name: string): ResourceSchema =>
  structuredClone(FIXTURE_FILES.find((f) => f.file === `${name}.json`)!.json) as unknown as ResourceSchema;

const edit = (name: string, change: (s: ResourceSchema & Record<string, unknown>) => void): ResourceSchema => {
  const s = fixture(name) as ResourceSchema & Record<string, unknown>;
  change(s);
  return s;
};

const kinds = (before: ResourceSchema, after: ResourceSchema) => schemaChanges(before, after).map((c) => c.kind);

describe('schemaChanges', () => {
  it('finds nothing between equal schemas, whatever the key order', () => {
    const a = fixture('memos');
    const reversed = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reversed)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reversed(x)]),
            )
          : v;
    const b = reversed(a) as ResourceSchema;
    expect(Object.keys(b)[0]).toBe('seed');
    expect(schemaChanges(a, b)).toEqual([]);
    expect(summarize([])).toBe('no changes');
  });

  it('a new resource is one change', () => {
    expect(schemaChanges(undefined, fixture('memos'))).toEqual([{ kind: 'resource-added', path: '$', after: 'memos' }]);
  });

  it('names added and removed fields with their paths', () => {
    const after = edit('people', (s) => {
      s.fields = s.fields.filter((f) => f.name !== 'age');
      s.fields.push({ name: 'capacity', type: 'integer', required: true, default: 4 });
    });
    expect(schemaChanges(fixture('people'), after)).toEqual([
      { kind: 'field-added', path: '$.fields[5]', field: 'capacity', after: expect.objectContaining({ name: 'capacity' }) },
      { kind: 'field-removed', path: '$.fields[4]', field: 'age', before: expect.objectContaining({ name: 'age' }) },
    ]);
  });

  it('names each kind of field change', () => {
    const after = edit('memos', (s) => {
      const [no, title, category, amount, approveBy] = s.fields as Record<string, unknown>[];
      no!.type = 'integer';
      title!.required = false;
      title!.label = { en: 'Subject', th: 'เรื่อง' };
      title!.maxLength = 100;
      title!.list = true;
      category!.options = ['general', 'hr', { value: 'it', label: { en: 'IT', th: 'ไอที' } }];
      category!.default = 'general';
      amount!.help = { en: 'in baht', th: 'บาท' };
      approveBy!.resource = 'orders';
      approveBy!.access = { write: { roles: ['Admin'] } };
    });
    const changes = schemaChanges(fixture('memos'), after);
    expect(changes.map((c) => [c.kind, c.path, c.field])).toEqual([
      ['type-changed', '$.fields[0].type', 'no'],
      ['required-changed', '$.fields[1].required', 'title'],
      ['label-changed', '$.fields[1].label', 'title'],
      ['list-changed', '$.fields[1].list', 'title'],
      ['constraint-changed', '$.fields[1].maxLength', 'title'],
      ['default-changed', '$.fields[2].default', 'category'],
      ['option-added', '$.fields[2].options', 'category'],
      ['option-changed', '$.fields[2].options', 'category'],
      ['option-removed', '$.fields[2].options', 'category'],
      ['other-changed', '$.fields[3].help', 'amount'],
      ['access-changed', '$.fields[4].access', 'approveBy'],
      ['reference-changed', '$.fields[4].resource', 'approveBy'],
    ]);
    expect(changes.find((c) => c.kind === 'option-removed')).toMatchObject({ before: 'purchase' });
    expect(changes.find((c) => c.kind === 'option-added')).toMatchObject({ after: 'hr' });
    expect(changes[0]).toMatchObject({ before: 'text', after: 'integer' });
  });

  it('names child-table columns as table.column', () => {
    const after = edit('orders', (s) => {
      const lines = s.fields[1] as unknown as { fields: Record<string, unknown>[] };
      lines.fields = lines.fields.filter((c) => c.name !== 'total');
      lines.fields[2]!.max = 10;
      lines.fields.push({ name: 'note', type: 'text' });
    });
    expect(schemaChanges(fixture('orders'), after).map((c) => [c.kind, c.path, c.field])).toEqual([
      ['field-added', '$.fields[1].fields[3]', 'lines.note'],
      ['field-removed', '$.fields[1].fields[3]', 'lines.total'],
      ['constraint-changed', '$.fields[1].fields[2].max', 'lines.qty'],
    ]);
  });

  it('names resource-level changes: labels, menu, order of fields, sections, naming, access, list, workflow', () => {
    const after = edit('memos', (s) => {
      s.pluralLabel = { en: 'Notes', th: 'บันทึก' };
      s.area = 'hr';
      s.fields = [s.fields[1]!, s.fields[0]!, ...s.fields.slice(2)];
      s.sections = [{ name: 'main', label: { en: 'Main', th: 'หลัก' } }];
      s.naming = { field: 'no', pattern: 'M-{####}' };
      s.access = { ...s.access, delete: { roles: ['Admin'] } };
      s.defaultSort = { field: 'title', order: 'asc' };
      s.comments = true;
      const wf = s.workflow!;
      wf.states = [...wf.states.filter((x) => x.value !== 'approved'), { value: 'rejected', label: { en: 'Rejected', th: 'x' } }];
      wf.transitions = [
        { ...wf.transitions[0]!, label: { en: 'Send', th: 'ส่ง' } },
        { action: 'reject', label: { en: 'Reject', th: 'x' }, from: ['pending'], to: 'rejected', allow: { roles: ['Admin'] } },
      ];
      wf.initial = 'pending';
    });
    expect(kinds(fixture('memos'), after)).toEqual([
      'fields-reordered',
      'label-changed',
      'menu-changed',
      'section-added',
      'naming-changed',
      'access-changed',
      'other-changed',
      'list-changed',
      'state-added',
      'state-removed',
      'transition-added',
      'transition-removed',
      'transition-changed',
      'workflow-changed',
    ]);
    const access = schemaChanges(fixture('memos'), after).find((c) => c.kind === 'access-changed');
    expect(access).toMatchObject({ path: '$.access.delete', after: { roles: ['Admin'] } });
  });

  it('every kind it gives is in the published list', () => {
    const after = edit('memos', (s) => {
      s.workflow = undefined;
      s.fields = s.fields.filter((f) => f.type !== 'status');
    });
    for (const k of kinds(fixture('memos'), after)) expect(SCHEMA_CHANGE_KINDS).toContain(k);
  });
});

describe('summarize', () => {
  it('says what changed in a few words', () => {
    const after = edit('people', (s) => {
      s.fields.push({ name: 'capacity', type: 'integer' });
      s.fields[1]!.label = { en: 'Given name', th: 'ชื่อ' };
    });
    expect(summarize(schemaChanges(fixture('people'), after))).toBe('added field capacity; label of firstName changed');
  });

  it('cuts a long list', () => {
    const after = edit('people', (s) => {
      for (let i = 0; i < 9; i++) s.fields.push({ name: `f${i}`, type: 'text' });
    });
    expect(summarize(schemaChanges(fixture('people'), after))).toMatch(/^added field f0; .*; and 3 more$/);
  });
});
