import { describe, expect, it } from 'vitest';
import { FILTER_OPERATORS, filtersToParams, KEY_SUFFIX_OPERATORS, LIST_OPERATORS } from '../../../src/schema/lists/filters';
import { jsonServerFilters } from '../../../src/providers/data';
import { OPERATORS } from '../../../mock-server/query/filters';

describe('the one filter-operator table', () => {
  it('names each operator of the list screens with its key suffix', () => {
    expect(LIST_OPERATORS).toEqual(['eq', 'ne', 'contains', 'gte', 'lte', 'in']);
    expect(KEY_SUFFIX_OPERATORS).toEqual(['ne', 'like', 'gte', 'lte']);
    expect(OPERATORS).toBe(KEY_SUFFIX_OPERATORS);
  });

  it('writes each operator as the server parses it', () => {
    const params = filtersToParams(
      LIST_OPERATORS.map((operator) => ({ field: 'f', operator, value: operator === 'in' ? [1, 2] : 'x' })),
    );
    expect(params.toString()).toBe('f=x&f_ne=x&f_like=x&f_gte=x&f_lte=x&f=1&f=2');
    for (const [op, suffix] of Object.entries(FILTER_OPERATORS))
      if (suffix) expect(OPERATORS).toContain(suffix.slice(1) as (typeof OPERATORS)[number]);
      else expect(['eq', 'in']).toContain(op);
  });

  it('lets the data provider send exactly those operators', () => {
    for (const operator of LIST_OPERATORS) expect(jsonServerFilters([{ field: 'f', operator, value: 'x' }])).toHaveLength(1);
    expect(() => jsonServerFilters([{ field: 'f', operator: 'between', value: [1, 2] }])).toThrow(
      'The filter operator "between" is not supported by this API (field "f")',
    );
  });
});
