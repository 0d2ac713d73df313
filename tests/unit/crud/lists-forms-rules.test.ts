/**
 * Lists and forms for people who work fast (issue 12, parts 4 and 5), the pure rules: the role menu's flag
 * coupling, where a form's errors are (first one, per tab), the reference picker's columns and search, the
 * fills an order line's product makes, "$today" in a child row, and what a click on a list row means.
 */
import { describe, expect, it } from 'vitest';
import { coupledFlags, toggle, type MatrixRow } from '../../../resources/rolemenu/model';
import { errorPaths, errorsPerTab, firstError, orderedErrors, sectionOrder } from '../../../src/crud/form/errorFocus';
import { focusCandidates } from '../../../src/crud/form/useFocusError';
import { appliedCount } from '../../../src/crud/list/filterCount';
import { rowDefaults } from '../../../src/crud/resolver';
import { bangkokDate } from '../../../src/schema/expression/date-math';
import { fetchRules } from '../../../src/schema/records/fetch';
import type { ResourceSchema } from '../../../src/schema/meta/meta';
import { pickerColumns, pickerProblems, pickerSearch } from '../../../src/schema/lists/picker';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { areasFile, loaderProblems, resourceFile, text } from '../../support/schema-files';

const registry = loadSchemaDir();
const schemaOf = (name: string): ResourceSchema => registry.byName.get(name)!;

describe('role menu flags: View opens the screen', () => {
  const none = { isView: 'N', isCreate: 'N', isEdit: 'N', isExport: 'N' } as const;
  const all = { isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' } as const;

  it('unticking View clears every other flag of the screen', () => {
    expect(coupledFlags(all, 'isView', false)).toEqual(none);
  });

  it('ticking any other flag ticks View, and leaves the rest as they were', () => {
    expect(coupledFlags(none, 'isEdit', true)).toEqual({ ...none, isView: 'Y', isEdit: 'Y' });
    expect(coupledFlags(none, 'isExport', true)).toEqual({ ...none, isView: 'Y', isExport: 'Y' });
  });

  it('ticking View alone, or unticking another flag, touches nothing else', () => {
    expect(coupledFlags(none, 'isView', true)).toEqual({ ...none, isView: 'Y' });
    expect(coupledFlags(all, 'isCreate', false)).toEqual({ ...all, isCreate: 'N' });
  });

  it('the edit of a screen holds the coupled flags that differ from what is stored, and drops when undone', () => {
    const row = { key: 'tickets', base: { ...none }, flags: { ...none } } as MatrixRow;
    const edits = toggle({}, row, 'isCreate', true);
    expect(edits).toEqual({ tickets: { isView: 'Y', isCreate: 'Y' } });
    const after = { ...row, flags: { ...none, isView: 'Y', isCreate: 'Y' } } as MatrixRow;
    expect(toggle(edits, after, 'isView', false)).toEqual({});
  });
});

describe("a form's errors as the user reads the form", () => {
  // general card, a card section, then three tabs (the tabs stand together where the first tab is).
  const schema = {
    name: 'things',
    sections: [
      { name: 'first', label: text('First'), tab: true },
      { name: 'card', label: text('Card') },
      { name: 'second', label: text('Second'), tab: true },
    ],
    fields: [
      { name: 'lines', type: 'table', section: 'second', fields: [{ name: 'price', type: 'money' }] },
      { name: 'b', type: 'text', section: 'second' },
      { name: 'c', type: 'text', section: 'card' },
      { name: 'a', type: 'text', section: 'first' },
      { name: 'g', type: 'text' },
    ],
  } as unknown as ResourceSchema;
  const err = (message = 'bad') => ({ type: 'x', message, ref: { focus: () => undefined } });

  it('lists every leaf of the nested errors as a dotted path (child rows, a table-wide error)', () => {
    const lines: unknown[] = [undefined, { price: err() }];
    Object.assign(lines, { root: err('at least one') });
    expect(errorPaths({ b: err(), lines }).sort()).toEqual(['b', 'lines.1.price', 'lines.root']);
    expect(errorPaths({})).toEqual([]);
  });

  it('orders sections as laid out: general, the tabs together where the first tab stands, then the card', () => {
    expect(sectionOrder(schema)).toEqual(['', 'first', 'second', 'card']);
  });

  it('sorts errors by section, then field order, then row', () => {
    expect(orderedErrors(schema, ['c', 'lines.1.price', 'b', 'lines.0.price', 'a', 'g'])).toEqual([
      'g',
      'a',
      'lines.0.price',
      'lines.1.price',
      'b',
      'c',
    ]);
  });

  it('the first error names its tab; a field outside the tabs has none', () => {
    expect(firstError(schema, { c: err(), b: err() })).toEqual({ path: 'b', tab: 'second' });
    expect(firstError(schema, { c: err() })).toEqual({ path: 'c', tab: null });
    expect(firstError(schema, {})).toBeNull();
  });

  it('a failed save opens the first tab holding an error even when the first error is above the tabs (issue 37)', () => {
    expect(firstError(schema, { g: err(), b: err() })).toEqual({ path: 'g', tab: 'second' });
    expect(firstError(schema, { g: err(), lines: [{ price: err() }], a: err() })).toEqual({ path: 'g', tab: 'first' });
    expect(firstError(schema, { g: err(), c: err() })).toEqual({ path: 'g', tab: null });
  });

  it('counts the errors each tab holds', () => {
    const counts = errorsPerTab(schema, { b: err(), lines: [{ price: err() }], c: err(), a: err() });
    expect(Object.fromEntries(counts)).toEqual({ second: 2, first: 1 });
  });

  it('focuses the most precise control there is for a path', () => {
    expect(focusCandidates('lines.0.price')).toEqual(['field-lines_0_price', 'field-lines_0', 'field-lines']);
    expect(focusCandidates('lines.root')).toEqual(['field-lines']);
  });
});

describe('reference pickers: the columns the target names', () => {
  const products = schemaOf('products');

  it('a product shows its code, name and price, and a search asks `q` over them all', () => {
    expect(pickerColumns(products, 'name').map((f) => f.name)).toEqual(['code', 'name', 'price']);
    expect(pickerSearch(products, 'name', ' brake ')).toEqual([{ field: 'q', operator: 'eq', value: 'brake' }]);
    expect(pickerSearch(products, 'name', '  ')).toEqual([]);
  });

  it('without the key a picker shows and searches the title field alone', () => {
    const suppliers = schemaOf('suppliers');
    expect(suppliers.pickerColumns).toBeUndefined();
    expect(pickerColumns(suppliers, suppliers.titleField).map((f) => f.name)).toEqual([suppliers.titleField]);
    expect(pickerSearch(suppliers, suppliers.titleField, 'acme')).toEqual([
      { field: suppliers.titleField, operator: 'contains', value: 'acme' },
    ]);
  });

  it('a label field not among the columns comes first', () => {
    expect(pickerColumns(products, 'barcode').map((f) => f.name)).toEqual(['barcode', 'code', 'name', 'price']);
  });

  it('the loader refuses unknown, repeated or unshowable columns', () => {
    const fields = [
      { name: 'no', type: 'text' },
      { name: 'photo', type: 'image' },
    ];
    const problems = loaderProblems([
      areasFile('a'),
      resourceFile('a', 'things', fields, { pickerColumns: ['no', 'nope', 'photo', 'no'] }),
    ]);
    expect(problems).toEqual([
      'things.json: $.pickerColumns[1]: unknown field "nope"',
      'things.json: $.pickerColumns[2]: a image field cannot be a picker column',
      'things.json: $.pickerColumns[3]: "no" is named twice',
    ]);
    expect(pickerProblems(products)).toEqual([]);
  });
});

describe('fills: choosing a reference fills fields the user may then change', () => {
  it("an order line's product fills its price (editable, so the server keeps what it is sent)", () => {
    const orders = schemaOf('orders');
    expect(fetchRules(orders)).toContainEqual({
      table: 'lines',
      from: 'product',
      resource: 'products',
      field: 'price',
      to: 'price',
    });
    const lines = orders.fields.find((f) => f.name === 'lines')!;
    expect(lines.fields!.find((c) => c.name === 'price')!.readOnly).not.toBe(true);
  });

  it('an order opens dated today', () => {
    expect(schemaOf('orders').fields.find((f) => f.name === 'date')!.default).toBe('$today');
  });

  it('"$today" in a child column is the day the row is added, in Bangkok', () => {
    const row = rowDefaults([
      { name: 'on', type: 'date', default: '$today' },
      { name: 'qty', type: 'integer', default: 1 },
    ]);
    expect(row).toEqual({ on: bangkokDate(new Date()), qty: 1 });
  });
});

describe('the phone filter button counts the filters applied', () => {
  it('counts values, not blanks or empty ranges', () => {
    expect(appliedCount({ a: 'x', b: null, c: [null, null], d: ['2026-01-01', null], e: '', f: [] })).toBe(2);
  });
});
