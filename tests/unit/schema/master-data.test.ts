/**
 * The pure rules of master data (src/schema/master-data/code-lists.ts, settings.ts, tree.ts, master-data.ts): code-list
 * options from rows and their validation, the loader's checks, `$settings` in formulas (form and server run
 * the same bound schema), VAT inclusive and exclusive rounding, and the tree's cycle detection.
 */
import { describe, expect, it } from 'vitest';
import { codeListsFrom, bindCodes } from '../../../src/schema/master-data/code-lists';
import { loadSchemas, type SchemaFile } from '../../../src/schema/loader/loader';
import { bindSchema } from '../../../src/schema/master-data/master-data';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { nextDocumentNumber, fillSettings } from '../../../src/schema/records/naming';
import { bindExpression, bindSettings } from '../../../src/schema/master-data/settings';
import { buildTree, makesCycle } from '../../../src/schema/lists/tree';
import { applyFormulas, validateRecord } from '../../../src/schema/records/validate';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { problemsOf } from '../../support/schema-files';

const L = (en: string, th: string) => ({ en, th });
const areas: SchemaFile = { file: '_areas.json', json: { areas: [{ name: 'main', label: L('Main', 'หลัก'), order: 1 }] } };

const codes = {
  name: 'codes',
  label: L('Code', 'รหัส'),
  pluralLabel: L('Codes', 'รหัส'),
  area: 'main',
  route: '/apps/master/code',
  titleField: 'name',
  codeList: { list: 'type', value: 'code', label: { en: 'nameEn', th: 'name' }, active: 'active' },
  fields: [
    { name: 'type', type: 'text', required: true },
    { name: 'code', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'nameEn', type: 'text' },
    { name: 'active', type: 'flag', default: 'Y' },
  ],
  seed: {
    count: 3,
    rows: [
      { type: 'department', code: 'hr', name: 'ทรัพยากรบุคคล', nameEn: 'Human Resources' },
      { type: 'department', code: 'it', name: 'ไอที', nameEn: 'IT' },
      { type: 'department', code: 'old', name: 'เลิกใช้', nameEn: 'Old', active: 'N' },
    ],
  },
};

const settings = {
  name: 'settings',
  label: L('Settings', 'ค่าระบบ'),
  pluralLabel: L('Settings', 'ค่าระบบ'),
  area: 'main',
  route: '/apps/master/settings',
  titleField: 'company',
  singleton: true,
  fields: [
    { name: 'company', type: 'text', required: true },
    { name: 'vatRate', type: 'percent', default: 7 },
  ],
  seed: { count: 1, rows: [{ company: 'Siam Part' }] },
};

const requests = {
  name: 'requests',
  label: L('Request', 'คำขอ'),
  pluralLabel: L('Requests', 'คำขอ'),
  area: 'main',
  route: '/apps/requests',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'department', type: 'select', label: L('Department', 'ฝ่าย'), required: true, optionsFrom: { codes: 'department' } },
    { name: 'total', type: 'money' },
    { name: 'vatMode', type: 'select', options: ['exclusive', 'inclusive'], default: 'exclusive' },
    {
      name: 'vat',
      type: 'computed',
      format: 'money',
      formula: {
        if: [
          { '==': [{ var: 'vatMode' }, 'inclusive'] },
          { '/': [{ '*': [{ var: 'total' }, { var: '$settings.vatRate' }] }, { '+': [100, { var: '$settings.vatRate' }] }] },
          { '/': [{ '*': [{ var: 'total' }, { var: '$settings.vatRate' }] }, 100] },
        ],
      },
    },
  ],
};

const tags = {
  name: 'tags',
  label: L('Tag', 'แท็ก'),
  pluralLabel: L('Tags', 'แท็ก'),
  area: 'main',
  route: '/apps/master/tags',
  titleField: 'tag',
  tree: { parent: 'parent' },
  fields: [
    { name: 'tag', type: 'text', required: true },
    { name: 'parent', type: 'reference', resource: 'tags' },
  ],
};

const load = (...schemas: object[]) =>
  loadSchemas([areas, ...schemas.map((json) => ({ file: `${(json as { name: string }).name}.json`, json }))]);

/** The loader's problems for these schemas (after this file's areas), each as "file: path: message". */
const problemLines = (...schemas: object[]): string[] =>
  problemsOf(areas, ...schemas).map((p) => `${p.file}: ${p.path}: ${p.message}`);

describe('code lists', () => {
  it('gives the active codes of each list, labelled in both languages, the Thai name standing in for a missing English one', () => {
    const lists = codeListsFrom(codes.codeList, [
      ...codes.seed.rows.map((r) => ({ active: 'Y', ...r })),
      { type: 'section', code: 'ap', name: 'เจ้าหนี้', active: 'Y' },
    ]);
    expect(lists.get('department')).toEqual([
      { value: 'hr', label: { en: 'Human Resources', th: 'ทรัพยากรบุคคล' } },
      { value: 'it', label: { en: 'IT', th: 'ไอที' } },
    ]);
    expect(lists.get('section')).toEqual([{ value: 'ap', label: { en: 'เจ้าหนี้', th: 'เจ้าหนี้' } }]);
  });

  it('labels a code in French and Arabic from the fields the list names for them, when the row fills them', () => {
    const keys = { ...codes.codeList, label: { en: 'nameEn', th: 'name', fr: 'nameFr', ar: 'nameAr' } };
    const lists = codeListsFrom(keys, [
      {
        type: 'department',
        code: 'hr',
        name: 'ทรัพยากรบุคคล',
        nameEn: 'Human Resources',
        nameFr: 'Ressources humaines',
        nameAr: 'الموارد البشرية',
        active: 'Y',
      },
      { type: 'department', code: 'it', name: 'ไอที', nameEn: 'IT', nameFr: '  ', active: 'Y' },
    ]);
    expect(lists.get('department')).toEqual([
      { value: 'hr', label: { en: 'Human Resources', th: 'ทรัพยากรบุคคล', fr: 'Ressources humaines', ar: 'الموارد البشرية' } },
      { value: 'it', label: { en: 'IT', th: 'ไอที' } },
    ]);
    // A French or Arabic name field must be a text field of the schema, as the English and Thai ones.
    expect(problemLines({ ...codes, codeList: { ...keys, label: { ...keys.label, ar: 'nameArabic' } } }, requests)).toContain(
      'codes.json: $.codeList.label.ar: unknown field "nameArabic"',
    );
  });

  it('fills a field with the seeded active codes at load, and checks a value against the codes bound now', () => {
    const registry = load(codes, requests, settings);
    const schema = registry.byName.get('requests')!;
    expect(schema.fields[1]!.options).toEqual([
      { value: 'hr', label: L('Human Resources', 'ทรัพยากรบุคคล') },
      { value: 'it', label: L('IT', 'ไอที') },
    ]);
    expect(validateRecord(schema, { title: 'A', department: 'old' }).errors.department).toBe(
      'Department must be one of: Human Resources, IT',
    );
    const now = new Map([['department', [{ value: 'qa', label: L('Quality', 'ควบคุมคุณภาพ') }]]]);
    const bound = bindCodes(schema, now);
    expect(validateRecord(bound, { title: 'A', department: 'qa' }).errors).toEqual({});
    expect(validateRecord(bound, { title: 'A', department: 'hr' }, 'th').errors.department).toBe('ฝ่ายต้องเป็นหนึ่งใน: ควบคุมคุณภาพ');
    // The value an edited record holds stays accepted though it is no longer active.
    expect(validateRecord(bindCodes(schema, now, { department: 'hr' }), { title: 'A', department: 'hr' }).errors).toEqual({});
  });

  it('refuses a code-list field without a code-list schema, with options of its own, and a codeList naming unknown fields', () => {
    expect(problemLines(requests, settings)).toContain(
      'requests.json: $.fields[1].optionsFrom.codes: no schema declares "codeList", so there are no code lists',
    );
    const withOwn = { ...requests, fields: requests.fields.map((f) => (f.name === 'department' ? { ...f, options: ['x'] } : f)) };
    expect(problemLines(codes, withOwn, settings)).toContain(
      'requests.json: $.fields[1].options: a field with a code list takes its options from the list only',
    );
    expect(problemLines({ ...codes, codeList: { ...codes.codeList, value: 'kode' } }, settings)).toContain(
      'codes.json: $.codeList.value: unknown field "kode"',
    );
    expect(problemLines(codes, { ...codes, name: 'codes2', route: '/apps/master/codes2' }, settings)).toContain(
      'codes.json: $.codeList: only one schema may declare "codeList": codes, codes2 do',
    );
  });
});

describe('a document number prefix kept in the settings', () => {
  const numbered = (pattern: string) => ({
    ...requests,
    fields: [...requests.fields, { name: 'no', type: 'text' }],
    naming: { field: 'no', pattern },
  });

  it('names a text field of the singleton', () => {
    expect(problemLines(codes, numbered('{$settings.company}-{####}'), settings)).toEqual([]);
    expect(problemLines(codes, numbered('{$settings.vatRate}-{####}'), settings)).toEqual([
      'requests.json: $.naming.pattern: "{$settings.vatRate}": expected a text field of settings (the singleton)',
    ]);
    expect(problemLines(codes, numbered('{$settings.nope}-{####}'), settings)).toEqual([
      'requests.json: $.naming.pattern: "{$settings.nope}": expected a text field of settings (the singleton)',
    ]);
    expect(problemLines(codes, numbered('{$settings.company}-{####}'))).toContain(
      'requests.json: $.naming.pattern: no schema is a singleton, so "{$settings.company}" reads nothing',
    );
  });

  it('is read in with the settings, and numbers continue under it', () => {
    const jan5 = new Date(2026, 0, 5);
    expect(fillSettings('{$settings.prefix}-{YYYY}-{####}', { prefix: ' MEMO ' })).toBe('MEMO-{YYYY}-{####}');
    expect(fillSettings('{$settings.prefix}{####}', null)).toBe('{####}');
    expect(nextDocumentNumber('{$settings.prefix}-{YYYY}-{####}', jan5, ['BM-2026-0007'], { prefix: 'BM' })).toBe('BM-2026-0008');
    // A new prefix starts its own count.
    expect(nextDocumentNumber('{$settings.prefix}-{YYYY}-{####}', jan5, ['BM-2026-0007'], { prefix: 'MM' })).toBe('MM-2026-0001');
    const bound = bindSettings(load(codes, numbered('{$settings.company}-{####}'), settings).byName.get('requests')!, {
      company: 'SP',
    });
    expect(bound.naming!.pattern).toBe('SP-{####}');
  });
});

describe('$settings in formulas', () => {
  it('is accepted only for fields of the singleton', () => {
    const bad = {
      ...requests,
      fields: [...requests.fields, { name: 'x', type: 'computed', formula: { var: '$settings.vat' } }],
    };
    expect(problemLines(codes, bad, settings)).toEqual([
      'requests.json: $.fields[5].formula: "$settings.vat": expected a field of settings (the singleton), such as "$settings.company"',
    ]);
    expect(problemLines(codes, requests)).toContain(
      'requests.json: $.fields[4].formula: no schema is a singleton, so "$settings.vatRate" reads nothing',
    );
    expect(problemLines(codes, requests, { ...settings, seed: { count: 2 } })).toContain(
      'settings.json: $.seed.count: a singleton has exactly one record: expected 1',
    );
  });

  it('reads the stored value, or the default given, or null', () => {
    expect(bindExpression({ '*': [{ var: '$settings.vatRate' }, 2] }, { vatRate: 10 })).toEqual({ '*': [10, 2] });
    expect(bindExpression({ var: ['$settings.vatRate', 7] }, {})).toBe(7);
    expect(bindExpression({ var: '$settings.vatRate' }, null)).toBeNull();
    expect(bindExpression({ var: 'total' }, { total: 1 })).toEqual({ var: 'total' });
  });

  it('computes the same VAT in the form (applyFormulas) and on save (validateRecord) from the bound settings', () => {
    const schema = load(codes, requests, settings).byName.get('requests')!;
    const at = (rate: number) => bindSchema(schema, { codes: new Map(), settings: { vatRate: rate } });
    expect(applyFormulas(at(7), { total: 1000 }).vat).toBe(70);
    expect(applyFormulas(at(10), { total: 1000 }).vat).toBe(100);
    expect(validateRecord(at(10), { title: 'A', department: 'hr', total: 1000, vatMode: 'exclusive' }).values.vat).toBe(100);
    // Unbound, the setting is null: the form shows what the server will store only once bound.
    expect(applyFormulas(schema, { total: 1000 }).vat).toBe(0);
  });
});

describe('VAT from the rate, inclusive and exclusive, rounded half up to 2 decimals', () => {
  const schema = () =>
    bindSchema(load(codes, requests, settings).byName.get('requests')!, { codes: new Map(), settings: { vatRate: 7 } });
  const vat = (total: number, vatMode: string) => applyFormulas(schema(), { total, vatMode }).vat;

  it('exclusive: total x rate / 100', () => {
    expect(vat(1000, 'exclusive')).toBe(70);
    expect(vat(64.5, 'exclusive')).toBe(4.52); // 4.515: half up, not the float's 4.514999…
    expect(vat(122.5, 'exclusive')).toBe(8.58); // 8.575
    expect(vat(0.07, 'exclusive')).toBe(0);
  });

  it('inclusive: total x rate / (100 + rate)', () => {
    expect(vat(107, 'inclusive')).toBe(7);
    expect(vat(1000, 'inclusive')).toBe(65.42); // 65.4205…
    expect(vat(0.5, 'inclusive')).toBe(0.03); // 0.0327…
    expect(vat(76.5, 'inclusive')).toBe(5.0); // 5.004…
  });

  it('in the real purchase request: grand total is total + VAT exclusive, the total itself inclusive', () => {
    const registry = loadSchemaDir();
    const pr = bindSchema(registry.byName.get('purchaseRequests')!, { codes: new Map(), settings: { vatRate: 7 } });
    const items = [{ description: 'Toner', qty: 3, unitPrice: 2450.5 }];
    expect(applyFormulas(pr, { items, vatMode: 'exclusive' })).toMatchObject({ total: 7351.5, vat: 514.61, grandTotal: 7866.11 });
    expect(applyFormulas(pr, { items, vatMode: 'inclusive' })).toMatchObject({ total: 7351.5, vat: 480.94, grandTotal: 7351.5 });
  });
});

describe('trees', () => {
  const parents: Record<string, number | null> = { 1: null, 2: 1, 3: 2, 4: 1 };
  const parentOf = (id: string) => parents[id];

  it('refuses the record itself or one below it as its parent, and accepts any other', () => {
    expect(makesCycle(1, 1, parentOf)).toBe(true);
    expect(makesCycle(1, 3, parentOf)).toBe(true); // 3 is below 2, below 1
    expect(makesCycle(2, 3, parentOf)).toBe(true);
    expect(makesCycle(3, 4, parentOf)).toBe(false);
    expect(makesCycle(2, null, parentOf)).toBe(false);
    expect(makesCycle(null, 3, parentOf)).toBe(false); // a new record
    expect(makesCycle('4', '2', parentOf)).toBe(false); // ids as text
  });

  it('nests rows under their parents with their depth; a missing parent or a stored cycle makes a root', () => {
    const rows = [
      { id: 1, parent: null },
      { id: 2, parent: 1 },
      { id: 3, parent: 2 },
      { id: 4, parent: 99 },
      { id: 5, parent: 6 },
      { id: 6, parent: 5 },
    ];
    const tree = buildTree(rows, (r) => r.parent);
    const shape = (nodes: typeof tree): unknown => nodes.map((n) => [n.row.id, n.depth, shape(n.children)]);
    expect(shape(tree)).toEqual([
      [1, 1, [[2, 2, [[3, 3, []]]]]],
      [4, 1, []],
      [5, 1, []],
      [6, 1, []],
    ]);
  });

  it('needs the parent to be a reference to the schema itself', () => {
    expect(problemLines(codes, settings, tags)).toEqual([]);
    const wrong = { ...tags, fields: [tags.fields[0], { name: 'parent', type: 'reference', resource: 'codes' }] };
    expect(problemLines(codes, settings, wrong)).toEqual([
      'tags.json: $.tree.parent: expected a reference to tags itself, "parent" is not one',
    ]);
    expect(problemLines(codes, settings, { ...tags, tree: { parent: 'mother' } })).toEqual([
      'tags.json: $.tree.parent: unknown field "mother"',
    ]);
  });
});

describe('the real schemas', () => {
  it('seed every code of the converted fields from the code list, and the singleton with one record', () => {
    const registry = loadSchemaDir();
    const values = (s: ResourceSchema, name: string) =>
      (s.fields.find((f) => f.name === name)!.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
    const departments = ['hr', 'finance', 'sales', 'it', 'warehouse', 'purchasing'];
    expect(values(registry.byName.get('purchaseRequests')!, 'department')).toEqual(departments);
    expect(values(registry.byName.get('eDocuments')!, 'ownerDepartment')).toEqual(departments);
    expect(values(registry.byName.get('codeTypes')!, 'type')).toEqual([
      'codeList',
      'department',
      'section',
      'documentType',
      'unit',
      'bank',
    ]);
    expect(registry.byName.get('systemSettings')!.seed).toMatchObject({ count: 1 });
  });
});
