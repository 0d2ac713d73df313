/** The schema editor's form <-> JSON mapping (resources/schemaeditor/model.ts) and the live registry's sharing. */
import { describe, expect, it } from 'vitest';
import {
  EDITOR_TYPES,
  jsonOf,
  move,
  newField,
  newFieldName,
  parseDefault,
  parseJson,
  rolesOf,
  sameDraft,
  setCell,
  setRoles,
  setText,
  toRow,
  withType,
} from '../../../resources/schemaeditor/model';
import {
  CHILD_TYPES,
  childColumns,
  constraintsOf,
  jsonText,
  movedIndexes,
  newRule,
  parseValue,
  removedIndexes,
  rulesOf,
  setChildCell,
  setChildColumns,
  setFieldDetail,
  setLocalized,
  setRule,
  setRuleMessage,
  setRules,
  textIn,
} from '../../../resources/schemaeditor/model-details';
import { FIELD_TYPES } from '../../../src/schema/meta/constants';
import { mergeRegistry } from '../../../src/providers/registry-merge';
import { createRegistry } from '../../../src/schema/loader/registry';
import type { Area, ResourceSchema } from '../../../src/schema/meta/meta';

describe('a field row', () => {
  const field = {
    name: 'room',
    type: 'select',
    label: { en: 'Room', th: 'ห้อง' },
    required: true,
    list: true,
    options: [{ value: 'a', label: { en: 'A', th: 'เอ' } }, 'b'],
    default: 'a',
    help: { en: 'kept', th: 'kept' },
  };

  it('reads every cell out of the field JSON', () => {
    expect(toRow(field)).toEqual({
      name: 'room',
      type: 'select',
      labelEn: 'Room',
      labelTh: 'ห้อง',
      labelFr: '',
      labelAr: '',
      required: true,
      list: true,
      search: false,
      filter: false,
      options: 'a, b',
      resource: '',
      default: 'a',
    });
  });

  it('writes a cell back, keeping the keys the form does not show', () => {
    expect(setCell(field, 'labelTh', 'ห้องประชุม')).toEqual({ ...field, label: { en: 'Room', th: 'ห้องประชุม' } });
    expect(setCell(field, 'required', false)).not.toHaveProperty('required');
    expect(setCell(field, 'search', true)).toMatchObject({ search: true, help: field.help });
    // A kept option keeps its labels; a new one is a plain value; a removed one is gone.
    expect(setCell(field, 'options', 'a, c').options).toEqual([{ value: 'a', label: { en: 'A', th: 'เอ' } }, 'c']);
    expect(setCell(field, 'default', '')).not.toHaveProperty('default');
  });

  it('drops an emptied label, and keeps a half-filled one for the server to name', () => {
    const noEn = setCell(field, 'labelEn', '');
    expect(noEn.label).toEqual({ th: 'ห้อง' });
    expect(setCell(noEn, 'labelTh', '')).not.toHaveProperty('label');
  });

  it('reads, sets and clears the French and Arabic labels; an emptied one is dropped, never stored as ""', () => {
    const fr = setCell(field, 'labelFr', 'Salle');
    expect(fr).toEqual({ ...field, label: { en: 'Room', th: 'ห้อง', fr: 'Salle' } });
    const both = setCell(fr, 'labelAr', 'غرفة');
    expect(both.label).toEqual({ en: 'Room', th: 'ห้อง', fr: 'Salle', ar: 'غرفة' });
    expect(toRow(both)).toMatchObject({ labelEn: 'Room', labelTh: 'ห้อง', labelFr: 'Salle', labelAr: 'غرفة' });
    expect(setCell(both, 'labelFr', '').label).toEqual({ en: 'Room', th: 'ห้อง', ar: 'غرفة' });
    expect(setCell(both, 'labelAr', '').label).toEqual({ en: 'Room', th: 'ห้อง', fr: 'Salle' });
    // Only a French label left, then cleared: no label at all.
    expect(setCell({ name: 'n', type: 'text', label: { fr: 'Nom' } }, 'labelFr', '')).toEqual({ name: 'n', type: 'text' });
    // English and Thai as before: a change to French leaves them as they are.
    expect(setCell({ name: 'n', label: { en: 'Name', th: 'ชื่อ' } }, 'labelAr', 'اسم').label).toEqual({
      en: 'Name',
      th: 'ชื่อ',
      ar: 'اسم',
    });
  });

  it('types the default by the field type', () => {
    expect(parseDefault('integer', ' 12 ')).toBe(12);
    expect(parseDefault('money', '1.50')).toBe(1.5);
    expect(parseDefault('boolean', 'true')).toBe(true);
    expect(parseDefault('multiselect', 'a, b')).toEqual(['a', 'b']);
    expect(parseDefault('text', 'Building A')).toBe('Building A');
    expect(parseDefault('integer', 'abc')).toBe('abc'); // left for the server to refuse, beside the cell
    expect(setCell({ name: 'n', type: 'integer' }, 'default', '4')).toEqual({ name: 'n', type: 'integer', default: 4 });
  });

  it('changing the type drops the keys the new type does not take and starts the ones it needs', () => {
    expect(withType(field, 'text')).toEqual({
      name: 'room',
      type: 'text',
      label: field.label,
      required: true,
      list: true,
      default: 'a',
      help: field.help,
    });
    expect(withType({ name: 'x', type: 'text', maxLength: 5 }, 'reference')).toEqual({
      name: 'x',
      type: 'reference',
      resource: '',
    });
    expect(withType({ name: 'x', type: 'text' }, 'table')).toEqual({
      name: 'x',
      type: 'table',
      fields: [{ name: 'item', type: 'text' }],
    });
    expect(withType({ name: 'x', type: 'text' }, 'computed')).toEqual({ name: 'x', type: 'computed', formula: 0 });
    expect(withType({ name: 'x', type: 'text', default: 'a' }, 'integer')).toEqual({ name: 'x', type: 'integer' });
    // The keys by type are the meta-schema's: a date takes no length (it is not a text field there).
    expect(withType({ name: 'x', type: 'text', maxLength: 5, unique: true }, 'date')).toEqual({
      name: 'x',
      type: 'date',
      unique: true,
    });
  });

  it('offers every type of the one table of field types', () => {
    expect([...EDITOR_TYPES].sort()).toEqual([...FIELD_TYPES].sort());
  });
});

describe('the fields and the draft', () => {
  it('names a new field after the ones taken', () => {
    expect(newFieldName([{ name: 'a' }, { name: 'field3' }])).toBe('field4');
    expect(newFieldName([{ name: 'field2' }])).toBe('field3');
  });

  it('adds a field in the section of the field above it, so it shows at the end of that section, not in a card of its own', () => {
    const sections = [{ name: 'general' }, { name: 'payment', tab: true }];
    const fields = [
      { name: 'name', type: 'text', section: 'general' },
      { name: 'bank', type: 'text', section: 'payment' },
    ];
    expect(newField({ sections, fields })).toEqual({ name: 'field3', type: 'text', section: 'payment' });
    expect(newField({ sections, fields: [] })).toEqual({ name: 'field1', type: 'text', section: 'general' });
    // Where the field above has no section (or one the schema does not declare), nor has the new one; nor without sections.
    expect(newField({ sections, fields: [...fields, { name: 'status', type: 'status' }] })).toEqual({
      name: 'field4',
      type: 'text',
    });
    expect(newField({ sections, fields: [{ name: 'a', section: 'gone' }] })).toEqual({ name: 'field2', type: 'text' });
    expect(newField({ fields })).toEqual({ name: 'field3', type: 'text' });
  });

  it('moves a field up or down, and not past the ends', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('keeps the JSON view and the draft in step: the text of a draft parses back to it', () => {
    const draft = { name: 'rooms', fields: [{ name: 'n', type: 'text' }], access: { list: { roles: ['HR'] } } };
    expect(parseJson(jsonOf(draft))).toEqual({ draft });
    expect(parseJson('{ "name": ')).toHaveProperty('error');
    expect(parseJson('[1]')).toEqual({ error: 'not an object' });
  });

  it('sets a localized key by language: an emptied French or Arabic is dropped, English and Thai are kept empty', () => {
    const draft = { name: 'rooms', label: { en: 'Room', th: 'ห้อง' } };
    const fr = setText(draft, 'label', 'fr', 'Salle');
    expect(fr.label).toEqual({ en: 'Room', th: 'ห้อง', fr: 'Salle' });
    expect(setText(fr, 'label', 'fr', '').label).toEqual({ en: 'Room', th: 'ห้อง' });
    expect(setText(setText(fr, 'label', 'ar', 'غرفة'), 'label', 'ar', '').label).toEqual(fr.label);
    expect(setText(draft, 'label', 'en', '').label).toEqual({ en: '', th: 'ห้อง' });
    expect(setText(draft, 'pluralLabel', 'ar', 'غرف')).toEqual({ ...draft, pluralLabel: { ar: 'غرف' } });
  });

  it('tells a changed draft from one that says the same in another order (the unsaved-changes guard)', () => {
    const draft = { name: 'rooms', label: { en: 'Room', th: 'ห้อง' }, fields: [{ name: 'n', type: 'text' }] };
    expect(sameDraft(draft, { fields: [{ type: 'text', name: 'n' }], label: { th: 'ห้อง', en: 'Room' }, name: 'rooms' })).toBe(
      true,
    );
    expect(sameDraft(draft, setText(draft, 'label', 'fr', 'Salle'))).toBe(false);
    expect(sameDraft(draft, setText(setText(draft, 'label', 'fr', 'Salle'), 'label', 'fr', ''))).toBe(true);
    expect(sameDraft(draft, { ...draft, fields: [] })).toBe(false);
    expect(sameDraft(null, null)).toBe(true);
    expect(sameDraft(draft, null)).toBe(false);
  });

  it("sets an action's roles, keeping the requirement's other keys, and drops an empty access", () => {
    const draft = { access: { edit: { roles: ['Admin'], owner: true } } };
    const hr = setRoles(draft, 'list', ['Admin', 'HR']);
    expect(rolesOf(hr, 'list')).toEqual(['Admin', 'HR']);
    expect(setRoles(draft, 'edit', [])).toEqual({ access: { edit: { owner: true } } });
    expect(setRoles({ access: { list: { roles: ['HR'] } } }, 'list', [])).toEqual({});
  });
});

describe("a field's details", () => {
  const field = { name: 'code', type: 'text', label: { en: 'Code', th: 'รหัส' }, seed: 'barcode', maxLength: 13 };

  it('sets the help by language, drops an emptied language, and the help when all are empty', () => {
    const en = setLocalized(field, 'help', 'en', '13 digits');
    expect(en).toEqual({ ...field, help: { en: '13 digits' } });
    const both = setLocalized(en, 'help', 'th', 'ตัวเลข 13 หลัก');
    expect(both.help).toEqual({ en: '13 digits', th: 'ตัวเลข 13 หลัก' });
    expect(textIn(both, 'help', 'th')).toBe('ตัวเลข 13 หลัก');
    expect(textIn(both, 'help', 'fr')).toBe('');
    expect(setLocalized(both, 'help', 'fr', '13 chiffres').help).toEqual({
      en: '13 digits',
      th: 'ตัวเลข 13 หลัก',
      fr: '13 chiffres',
    });
    expect(setLocalized(setLocalized(both, 'help', 'en', ''), 'help', 'th', '')).toEqual(field);
    expect(setLocalized(field, 'patternMessage', 'ar', 'خطأ')).toEqual({ ...field, patternMessage: { ar: 'خطأ' } });
  });

  it('sets a condition as the expression it is (false too), and drops it when none', () => {
    const shipping = { '==': [{ var: 'method' }, 'shipping'] };
    const visible = setFieldDetail(field, 'visibleIf', shipping);
    expect(visible).toEqual({ ...field, visibleIf: shipping });
    expect(setFieldDetail(visible, 'readOnlyIf', false)).toMatchObject({ readOnlyIf: false, visibleIf: shipping });
    expect(setFieldDetail(visible, 'visibleIf', undefined)).toEqual(field);
  });

  it('reads the JSON boxes: compact JSON out, the value (or why not) in, none for an empty box', () => {
    expect(jsonText({ '==': [{ var: 'a' }, 1] })).toBe('{"==":[{"var":"a"},1]}');
    expect(jsonText(undefined)).toBe('');
    expect(parseValue(' {"var": "a"} ')).toEqual({ value: { var: 'a' } });
    expect(parseValue('false')).toEqual({ value: false });
    expect(parseValue('  ')).toEqual({ value: undefined });
    expect(parseValue('{"var": ')).toHaveProperty('error');
  });

  it('sets a constraint, and drops an emptied one (a unique switched off, a cleared number or pattern)', () => {
    expect(setFieldDetail(field, 'maxLength', 20)).toEqual({ ...field, maxLength: 20 });
    expect(setFieldDetail(field, 'maxLength', null)).not.toHaveProperty('maxLength');
    expect(setFieldDetail(field, 'minLength', 0)).toMatchObject({ minLength: 0 });
    expect(setFieldDetail(field, 'pattern', '^[0-9]{13}$')).toMatchObject({ pattern: '^[0-9]{13}$', seed: 'barcode' });
    expect(setFieldDetail({ ...field, pattern: 'x' }, 'pattern', '')).toEqual(field);
    expect(setFieldDetail(field, 'unique', true)).toMatchObject({ unique: true });
    expect(setFieldDetail({ ...field, unique: true }, 'unique', false)).toEqual(field);
  });

  it("offers the constraints of the field's type, and any it holds anyway", () => {
    expect(constraintsOf(field)).toEqual(['minLength', 'maxLength', 'pattern', 'unique']);
    expect(constraintsOf({ name: 'n', type: 'money' })).toEqual(['min', 'max', 'unique']);
    expect(constraintsOf({ name: 'n', type: 'date' })).toEqual(['unique']);
    expect(constraintsOf({ name: 'n', type: 'table' })).toEqual([]);
    expect(constraintsOf({ name: 'n', type: 'boolean', min: 1 })).toEqual(['min']);
  });
});

describe("a table's columns", () => {
  const table = {
    name: 'lines',
    type: 'table',
    minRows: 1,
    fields: [
      { name: 'product', type: 'reference', resource: 'products', required: true },
      { name: 'qty', type: 'integer', min: 1, default: 1 },
    ],
  };

  it('reads and replaces the columns, keeping the keys of the field', () => {
    expect(childColumns(table).map((c) => c.name)).toEqual(['product', 'qty']);
    expect(childColumns({ name: 'n', type: 'text' })).toEqual([]);
    const more = setChildColumns(table, [...table.fields, { name: 'column3', type: 'text' }]);
    expect(more).toMatchObject({ minRows: 1, fields: [{ name: 'product' }, { name: 'qty' }, { name: 'column3' }] });
  });

  it('sets a cell of a column as the fields table does, and its min and max', () => {
    const qty = table.fields[1]!;
    expect(setChildCell(qty, 'name', 'quantity')).toEqual({ ...qty, name: 'quantity' });
    expect(setChildCell(qty, 'labelTh', 'จำนวน')).toEqual({ ...qty, label: { th: 'จำนวน' } });
    expect(setChildCell(qty, 'required', true)).toMatchObject({ required: true, default: 1 });
    expect(setChildCell(qty, 'max', 99)).toMatchObject({ min: 1, max: 99 });
    expect(setChildCell(qty, 'min', null)).toEqual({ name: 'qty', type: 'integer', default: 1 });
    // A type change drops the keys the new type does not take; a table is no column type.
    expect(setChildCell(qty, 'type', 'text')).toEqual({ name: 'qty', type: 'text' });
    expect(setChildCell(qty, 'type', 'table')).toBe(qty);
    expect(CHILD_TYPES).not.toContain('table');
    expect(setChildCell({ name: 'c', type: 'select', options: [] }, 'options', 'a, b').options).toEqual(['a', 'b']);
  });
});

describe('the record rules', () => {
  const rule = { field: 'end', check: { '>=': [{ var: 'end' }, { var: 'start' }] }, message: { en: 'After', th: 'หลัง' } };

  it('reads, adds and removes rules; no rule drops the key', () => {
    const draft = { name: 'trips', fields: [{ name: 'start', type: 'date' }], rules: [rule] };
    expect(rulesOf(draft)).toEqual([rule]);
    expect(rulesOf({})).toEqual([]);
    expect(newRule(draft)).toEqual({ field: 'start' });
    expect(newRule({ fields: [] })).toEqual({});
    expect(setRules(draft, [rule, newRule(draft)]).rules).toHaveLength(2);
    expect(setRules(draft, [])).not.toHaveProperty('rules');
  });

  it("sets a rule's expressions, field and message, keeping what the form does not show", () => {
    const when = { '!=': [{ var: 'end' }, null] };
    expect(setRule(rule, 'when', when)).toEqual({ ...rule, when });
    expect(setRule({ ...rule, when }, 'when', undefined)).toEqual(rule);
    expect(setRule(rule, 'check', undefined)).not.toHaveProperty('check');
    expect(setRule(rule, 'field', 'start').field).toBe('start');
    expect(setRuleMessage(rule, 'fr', 'Après').message).toEqual({ en: 'After', th: 'หลัง', fr: 'Après' });
    expect(setRuleMessage(setRuleMessage(rule, 'en', ''), 'th', '')).not.toHaveProperty('message');
  });
});

describe('the open details', () => {
  it('follow their row when it moves or a row above is removed', () => {
    expect(movedIndexes(new Set([1]), 1, -1, 3)).toEqual(new Set([0]));
    expect(movedIndexes(new Set([0]), 1, -1, 3)).toEqual(new Set([1]));
    expect(movedIndexes(new Set([2]), 2, 1, 3)).toEqual(new Set([2]));
    expect(removedIndexes(new Set([0, 1, 3]), 1)).toEqual(new Set([0, 2]));
  });
});

describe('the live registry', () => {
  const areas: Area[] = [{ name: 'hr', label: { en: 'HR', th: 'บุคคล' }, order: 1 }];
  const schema = (name: string, extra: Partial<ResourceSchema> = {}) =>
    ({
      name,
      label: { en: name, th: name },
      pluralLabel: { en: name, th: name },
      area: 'hr',
      route: `/apps/hr/${name}`,
      titleField: 'n',
      fields: [{ name: 'n', type: 'text' }],
      ...extra,
    }) as ResourceSchema;
  const before = createRegistry(areas, [schema('a'), schema('b')]);

  it('keeps the registry object when the answer is the same', () => {
    expect(mergeRegistry(before, structuredClone(areas), [schema('a'), schema('b')])).toBe(before);
  });

  it('shares the unchanged schemas and takes the new ones', () => {
    const after = mergeRegistry(before, areas, [schema('a'), schema('b', { icon: 'X' }), schema('c')]);
    expect(after).not.toBe(before);
    expect(after.byName.get('a')).toBe(before.byName.get('a'));
    expect(after.byName.get('b')?.icon).toBe('X');
    expect(after.resources.map((r) => r.name)).toEqual(['a', 'b', 'c']);
    expect(after.areas).toBe(before.areas);
  });
});
