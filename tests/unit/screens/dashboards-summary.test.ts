/**
 * The summary's groupBy terms (src/schema/summary/terms.ts): a date by period (`date:month`), a child-table
 * column (`lines.person`, each record under every distinct value of its rows), and the sums of a child
 * column that add only the group's own rows (groupSumParams); the query parser's refusals.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaFile } from '../../../src/schema';
import { parseSummaryQuery, summarize, inGroup, groupTerms, groupListFilters } from '../../../src/schema/summary/summary';
import { groupSumParams, resolveGroupTerm, termValues } from '../../../src/schema/summary/terms';
import { sumRecords, resolveSumPath, type SumPath } from '../../../src/schema/summary/sums';
import { FIXTURE_FILES } from '../../support/test-server';

function ordersSchema() {
  const files = structuredClone(FIXTURE_FILES) as SchemaFile[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- editing fixture JSON
  const orders = files.find((f) => f.file === 'orders.json')!.json as any;
  orders.fields.push({ name: 'date', type: 'date' }, { name: 'month', type: 'monthYear' }, { name: 'at', type: 'datetime' });
  orders.fields.push({ name: 'secret', type: 'date', access: { read: { roles: ['Admin'] } } });
  orders.fields[1].fields.push({ name: 'note', type: 'textarea' });
  return loadSchemas(files).byName.get('orders')!;
}
const schema = ordersSchema();

const line = (person: number | null, price: number, qty = 1) => ({ person, price, qty, total: price * qty });
const records = [
  { id: 1, customer: 'a', date: '2026-11-03', month: '2026-11', lines: [line(1, 10.05, 2), line(2, 5)] },
  { id: 2, customer: 'b', date: '2026-11-03', month: '2026-11', lines: [line(1, 0.1, 3), line(1, 0.2)] },
  { id: 3, customer: 'c', date: '2026-10-31', month: '2026-10', lines: [line(3, 7)] },
  { id: 4, customer: 'd', date: '', lines: [] },
];

describe('groupBy terms', () => {
  it('groups a date by day, month and year, sorted by the calendar, no date last', () => {
    const byDay = summarize(schema, ['date:day'], records);
    expect(byDay.groups).toEqual([
      { values: { 'date:day': '2026-10-31' }, count: 1 },
      { values: { 'date:day': '2026-11-03' }, count: 2 },
      { values: { 'date:day': null }, count: 1 },
    ]);
    expect(summarize(schema, ['date:month'], records).groups.map((g) => [g.values['date:month'], g.count])).toEqual([
      ['2026-10', 1],
      ['2026-11', 2],
      [null, 1],
    ]);
    expect(summarize(schema, ['date:year'], records).groups.map((g) => [g.values['date:year'], g.count])).toEqual([
      ['2026', 3],
      [null, 1],
    ]);
    expect(summarize(schema, ['month:year'], records).groups[0]).toEqual({ values: { 'month:year': '2026' }, count: 3 });
  });

  it('counts a record once under each distinct value of its child rows; no rows is the none group', () => {
    const s = summarize(schema, ['lines.person'], records);
    expect(s.total).toBe(4);
    expect(s.groups.map((g) => [g.values['lines.person'], g.count])).toEqual([
      [1, 2],
      [2, 1],
      [3, 1],
      [null, 1],
    ]);
    const term = groupTerms(schema, ['lines.person'])[0]!;
    // The query's own filter on the table narrows the rows a record is grouped by.
    expect(termValues(term, records[0]!, new URLSearchParams('lines.person=2'))).toEqual([2]);
    expect(inGroup(schema, ['lines.person'], ['2'], records[0]!)).toBe(true);
    expect(inGroup(schema, ['lines.person'], ['2'], records[0]!, new URLSearchParams('lines.person=1'))).toBe(false);
  });

  it("a child-column group's sums add only its own rows, exactly", () => {
    const terms = groupTerms(schema, ['lines.person']);
    const paths = [resolveSumPath(schema, 'lines.total'), resolveSumPath(schema, 'grandTotal')] as SumPath[];
    const person1 = records.filter((r) => inGroup(schema, ['lines.person'], ['1'], r));
    const sums = sumRecords(paths, person1, groupSumParams(terms, ['1'], new URLSearchParams('lines.person=1&lines.person=2')));
    // 20.10 + 0.30 + 0.20: the rows of person 1 only, in satang, not 20.1 + 0.30000000000000004 ...
    expect(sums['lines.total']).toBe(20.6);
    const params = groupSumParams(terms, ['1'], new URLSearchParams('lines.person=2&customer=a'));
    expect(params.getAll('lines.person')).toEqual(['1']);
    expect(params.get('customer')).toBe('a');
  });

  it('refuses what a summary cannot count by, with the reason', () => {
    expect(resolveGroupTerm(schema, 'date:week')).toBe('"date" groups by day, month, year, not "week"');
    expect(resolveGroupTerm(schema, 'month:day')).toBe('"month" groups by month, year, not "day"');
    expect(resolveGroupTerm(schema, 'customer:month')).toContain('is not a date field');
    expect(resolveGroupTerm(schema, 'at:day')).toContain('is not a date field');
    expect(resolveGroupTerm(schema, 'secret:month')).toContain('has read rules');
    expect(resolveGroupTerm(schema, 'customer.x')).toBe('"customer" is not a child table');
    expect(resolveGroupTerm(schema, 'lines.nope')).toBe('"lines" has no column "nope"');
    expect(resolveGroupTerm(schema, 'lines.price')).toContain('cannot count by a money field');
    expect(resolveGroupTerm(schema, 'lines.note')).toContain('cannot count by a textarea field');
    expect(resolveGroupTerm(schema, 'lines.person.x')).toContain('unknown field "lines.person.x"');
    expect(resolveGroupTerm(schema, 'lines.person:month')).toContain('unknown field');
    expect(resolveGroupTerm(schema, 'nope')).toBe('unknown field "nope": expected a field of the schema');
    const twice = parseSummaryQuery(schema, new URLSearchParams('groupBy=lines.person&groupBy=lines.qty'));
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.errors.groupBy).toContain('one child-table column at most');
    const ok = parseSummaryQuery(schema, new URLSearchParams('groupBy=date:month&groupBy=lines.person&sum=lines.total'));
    expect(ok.ok && ok.groupBy).toEqual(['date:month', 'lines.person']);
  });

  it('a period group is not a list filter (no link); a child column is', () => {
    expect(groupListFilters([], { 'date:month': '2026-11' })).toBeNull();
    expect(groupListFilters([], { 'lines.person': 3 })).toEqual([{ field: 'lines.person', operator: 'eq', value: 3 }]);
  });
});
