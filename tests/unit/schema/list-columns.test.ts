/**
 * How generated lists lay out their columns (src/schema/lists/columns.ts, issue 37): on a phone the link and the
 * record's state first; numbers, money, dates and states read whole; a child table's column wide enough for its input.
 */
import { describe, expect, it } from 'vitest';
import { inputColumnWidth, isStateField, isWholeValue, phoneColumnOrder } from '../../../src/schema/lists/columns';
import { listFields } from '../../../src/schema/meta/describe';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';

const registry = loadSchemaDir();
const schema = (name: string) => registry.byName.get(name)!;

describe('a list on a phone', () => {
  it('puts the column that opens the record and the state first, the others after them in order', () => {
    const memos = schema('memos');
    const fields = listFields(memos);
    const link = fields.find((f) => f.name === 'title');
    expect(fields.map((f) => f.name)).toEqual(['no', 'title', 'category', 'approveBy', 'status']);
    expect(phoneColumnOrder(memos, fields, link).map((f) => f.name)).toEqual(['title', 'status', 'no', 'category', 'approveBy']);
  });
  it('without a state, only the link comes first; without a link, the state', () => {
    const plain = { workflow: undefined };
    const cols = [
      { name: 'a', type: 'text' },
      { name: 'b', type: 'text' },
    ] as const;
    expect(phoneColumnOrder(plain, cols, cols[1]).map((f) => f.name)).toEqual(['b', 'a']);
    const flow = { workflow: { field: 'stage' } } as never;
    const staged = [...cols, { name: 'stage', type: 'select' }] as const;
    expect(phoneColumnOrder(flow, staged, undefined).map((f) => f.name)).toEqual(['stage', 'a', 'b']);
  });
  it("a state is a status field or the workflow's field", () => {
    expect(isStateField({ workflow: undefined }, { name: 'x', type: 'status' })).toBe(true);
    expect(isStateField({ workflow: { field: 'x' } } as never, { name: 'x', type: 'select' })).toBe(true);
    expect(isStateField({ workflow: { field: 'y' } } as never, { name: 'x', type: 'select' })).toBe(false);
  });
});

describe('values read whole', () => {
  it('numbers, money, dates, times and states never wrap; text does', () => {
    for (const type of ['money', 'integer', 'number', 'percent', 'date', 'datetime', 'time', 'monthYear', 'status'] as const)
      expect(isWholeValue({ type }), type).toBe(true);
    expect(isWholeValue({ type: 'computed', format: 'money' })).toBe(true);
    expect(isWholeValue({ type: 'computed', format: 'date' })).toBe(true);
    expect(isWholeValue({ type: 'computed', format: 'text' })).toBe(false);
    for (const type of ['text', 'textarea', 'reference', 'select'] as const) expect(isWholeValue({ type }), type).toBe(false);
  });
});

describe("a child table's column in a form", () => {
  it('is wide enough for its input; a schema width only widens it', () => {
    expect(inputColumnWidth({ type: 'monthYear', width: 120 })).toBe(130);
    expect(inputColumnWidth({ type: 'monthYear', width: 200 })).toBe(200);
    expect(inputColumnWidth({ type: 'date' })).toBe(150);
    expect(inputColumnWidth({ type: 'money' })).toBe(130);
    expect(inputColumnWidth({ type: 'boolean' })).toBeUndefined();
    expect(inputColumnWidth({ type: 'boolean', width: 90 })).toBe(90);
  });
});
