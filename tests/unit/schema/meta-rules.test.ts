/** The meta-schema's own rules (src/schema/meta/meta.ts), document numbers (naming.ts) and the registry's order (registry.ts). */
import { describe, expect, it } from 'vitest';
import { expression, resourceSchema, type ResourceSchema } from '../../../src/schema/meta/meta';
import { nextDocumentNumber } from '../../../src/schema/records/naming';
import { createRegistry } from '../../../src/schema/loader/registry';

const text = (en: string) => ({ en, th: `${en} (th)` });
const resource = (over: Record<string, unknown> = {}) => ({
  name: 'things',
  label: text('Thing'),
  pluralLabel: text('Things'),
  area: 'sales',
  route: '/apps/sales/things',
  titleField: 'title',
  fields: [{ name: 'title', type: 'text' }],
  ...over,
});

describe('the meta-schema', () => {
  it('an expression object has exactly one operator key', () => {
    expect(expression.safeParse({ '==': [1, 1] }).success).toBe(true);
    const r = expression.safeParse({ '==': [1, 1], '!=': [1, 2] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('an expression object must have exactly one operator key');
  });

  it('seed rows may not outnumber the seed count, reported at the count', () => {
    expect(resourceSchema.safeParse(resource({ seed: { count: 2, rows: [{}, {}] } })).success).toBe(true);
    expect(resourceSchema.safeParse(resource({ seed: { count: 5 } })).success).toBe(true);
    const r = resourceSchema.safeParse(resource({ seed: { count: 1, rows: [{}, {}] } }));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['seed', 'count'], message: 'count is less than the number of rows' },
    ]);
  });
});

describe('document numbers', () => {
  it('continue from the highest issued number under the same prefix, ignoring values that are not text', () => {
    const date = new Date(2024, 4, 9);
    expect(nextDocumentNumber('MEMO-{YYYY}-{###}', date, ['MEMO-2024-007', 998, null, 'MEMO-2023-050'])).toBe('MEMO-2024-008');
    expect(nextDocumentNumber('{###}', date, [41, '007'])).toBe('008');
  });
});

describe('the registry', () => {
  it('sorts resources by order (100 when none), then by name', () => {
    const r = (name: string, order?: number) =>
      ({ ...resource({ name }), ...(order === undefined ? {} : { order }) }) as ResourceSchema;
    const reg = createRegistry([], [r('alpha', 5), r('beta', 1), r('gamma'), r('delta', 100), r('epsilon', 150), r('zeta', 0)]);
    expect(reg.resources.map((x) => x.name)).toEqual(['zeta', 'beta', 'alpha', 'delta', 'gamma', 'epsilon']);
  });
});
