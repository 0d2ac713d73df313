/**
 * What the loader asks of formulas and conditions beyond their shape: each operator with the number of arguments
 * it declares (expression.ts), conditions that are conditions (expression-limits.ts) and computed fields that do
 * not read each other in a circle (loader-checks.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkExpression, operatorArity, OPERATORS } from '../../../src/schema/expression/expression';
import { CONDITION_KEYS } from '../../../src/schema/expression/limits';
import type { SchemaProblem } from '../../../src/schema/loader/loader';
import { computedCycles } from '../../../src/schema/loader/checks';
import { problemsOf, things } from '../../support/schema-files';

type Json = Record<string, unknown>;
const text = (en: string) => ({ en, th: `${en} (th)` });

/** The problems of one resource's file, each its path and message. */
const pathsAndMessages = (json: Json): { path: string; message: string }[] =>
  problemsOf(json).map(({ path, message }: SchemaProblem) => ({ path, message }));

describe('operator arity', () => {
  it('every operator declares how many arguments it takes', () => {
    for (const op of OPERATORS) {
      const arity = operatorArity(op);
      expect(arity, op).toBeDefined();
      expect(arity!.min, op).toBeGreaterThanOrEqual(1);
      expect(arity!.max, op).toBeGreaterThanOrEqual(arity!.min);
    }
    expect(operatorArity('toString')).toBeUndefined(); // own keys only
    expect(operatorArity('==')).toEqual({ min: 2, max: 2 });
    expect(operatorArity('if')).toEqual({ min: 2, max: Infinity });
  });

  it('the issue: {"==": [1]} and {"if": []} are refused at load with the path and the operator', () => {
    const json = things([
      { name: 'note', type: 'text', requiredIf: { '==': [1] } },
      { name: 'total', type: 'computed', formula: { if: [] } },
    ]);
    expect(pathsAndMessages(json)).toEqual([
      { path: '$.fields[1].requiredIf.==', message: '"==" takes 2 arguments, got 1' },
      { path: '$.fields[2].formula.if', message: '"if" takes at least 2 arguments, got 0' },
    ]);
  });

  it('counts a single argument written without a list as one, and checks nested operators too', () => {
    const vars = new Set(['a']);
    expect(checkExpression({ '!': { var: 'a' } }, vars)).toEqual([]);
    expect(checkExpression({ '==': { var: 'a' } }, vars)).toEqual([{ path: '.==', message: '"==" takes 2 arguments, got 1' }]);
    expect(checkExpression({ and: [true, { round: [1, 2, 3] }] }, vars)).toEqual([
      { path: '.and[1].round', message: '"round" takes 1 or 2 arguments, got 3' },
    ]);
    expect(checkExpression({ '!': [true, false] }, vars)).toEqual([{ path: '.!', message: '"!" takes 1 argument, got 2' }]);
    expect(checkExpression({ var: ['a', 0, 1] }, vars)).toEqual([
      { path: '.var', message: '"var" takes 1 or 2 arguments, got 3' },
    ]);
    expect(checkExpression({ '+': [] }, vars)).toEqual([{ path: '.+', message: '"+" takes at least 1 argument, got 0' }]);
    // The usual forms stay fine.
    for (const ok of [
      { if: [true, 1] },
      { if: [true, 1, false, 2, 3] },
      { '-': [{ var: 'a' }] },
      { sum: [{ var: 'a' }, { var: 'column' }] },
      { var: ['a', 0] },
      { cat: ['x'] },
    ])
      expect(checkExpression(ok, vars), JSON.stringify(ok)).toEqual([]);
  });
});

describe('conditions', () => {
  const NOT_A_CONDITION =
    'expected a condition: a JSON-Logic object such as {"==": [{"var": "field"}, "value"]}, or true or false; got ';

  it('the issue: a bare string as requiredIf is refused, as are a number, null and a list as visibleIf', () => {
    for (const [value, got] of [
      ['approved', 'the text "approved"'],
      [1, 'a number'],
      [null, 'null'],
      [[{ var: 'title' }], 'a list'],
    ] as const) {
      expect(pathsAndMessages(things([{ name: 'note', type: 'text', requiredIf: value }])), got).toEqual([
        { path: '$.fields[1].requiredIf', message: NOT_A_CONDITION + got },
      ]);
      expect(pathsAndMessages(things([{ name: 'note', type: 'text', visibleIf: value }])), got).toEqual([
        { path: '$.fields[1].visibleIf', message: NOT_A_CONDITION + got },
      ]);
    }
  });

  it('takes true, false and an operator object; a formula may still be a plain value', () => {
    const json = things([
      { name: 'a', type: 'text', requiredIf: true, visibleIf: false, readOnlyIf: { '!': { var: 'title' } } },
      { name: 'b', type: 'computed', format: 'text', formula: 'fixed' },
    ]);
    expect(pathsAndMessages(json)).toEqual([]);
  });

  it('holds for every condition key: rules, constraints, the workflow, a child column, the rows shown', () => {
    expect(CONDITION_KEYS).toEqual(expect.arrayContaining(['visibleIf', 'requiredIf', 'readOnlyIf', 'when', 'check']));
    const json = things(
      [
        { name: 'lines', type: 'table', fields: [{ name: 'qty', type: 'integer', readOnlyIf: 'yes' }] },
        { name: 'status', type: 'status' },
      ],
      {
        workflow: {
          field: 'status',
          initial: 'a',
          states: [{ value: 'a', label: text('A') }],
          transitions: [{ action: 'go', label: text('Go'), from: ['a'], to: 'a', allow: {}, when: 'always' }],
        },
        rules: [{ when: 0, check: 'title', field: 'title', message: text('Wrong') }],
        constraints: [{ unique: ['title', 'status'], when: 'x', field: 'title', message: text('Taken') }],
        shownWhile: { check: '$today' },
      },
    );
    expect(pathsAndMessages(json).map((p) => p.path)).toEqual([
      '$.fields[1].fields[0].readOnlyIf',
      '$.workflow.transitions[0].when',
      '$.rules[0].when',
      '$.rules[0].check',
      '$.constraints[0].when',
      '$.shownWhile.check',
    ]);
  });
});

describe('cycles among computed fields', () => {
  const computed = (name: string, formula: unknown): Json => ({ name, type: 'computed', formula });

  it('the issue: a field that reads itself, and two that read each other, are refused naming the cycle', () => {
    expect(pathsAndMessages(things([computed('total', { '+': [{ var: 'total' }, 1] })]))).toEqual([
      { path: '$.fields[1].formula', message: 'computed fields form a cycle: total -> total' },
    ]);
    expect(pathsAndMessages(things([computed('a', { var: 'b' }), computed('b', { '*': [{ var: 'a' }, 2] })]))).toEqual([
      { path: '$.fields[1].formula', message: 'computed fields form a cycle: a -> b -> a' },
    ]);
  });

  it('names a longer cycle once, from the field declared first, and finds the columns of a child table', () => {
    const json = things([
      computed('tax', { var: 'net' }),
      { name: 'qty', type: 'integer' },
      computed('gross', { var: 'tax' }),
      computed('net', { '-': [{ var: 'gross' }, { var: 'qty' }] }),
      {
        name: 'lines',
        type: 'table',
        fields: [{ name: 'price', type: 'money' }, computed('x', { var: 'y.value' }), computed('y', { var: 'x' })],
      },
    ]);
    expect(pathsAndMessages(json)).toEqual([
      { path: '$.fields[1].formula', message: 'computed fields form a cycle: tax -> net -> gross -> tax' },
      { path: '$.fields[5].fields[1].formula', message: 'computed fields form a cycle: x -> y -> x' },
    ]);
  });

  it('a chain is no cycle, nor a per-row formula naming a column like a field, nor reading a plain field', () => {
    const json = things([
      { name: 'amount', type: 'money' },
      { name: 'lines', type: 'table', fields: [{ name: 'amount', type: 'money' }] },
      computed('lineTotal', { sum: [{ var: 'lines' }, { var: 'amount' }] }),
      computed('vat', { '*': [{ var: 'lineTotal' }, 0.07] }),
      computed('total', { '+': [{ var: 'lineTotal' }, { var: 'vat' }, { var: 'amount' }] }),
    ]);
    expect(pathsAndMessages(json)).toEqual([]);
    // A per-row formula that names the field it belongs to is about the row's column, not the field.
    expect(computedCycles([{ name: 'amount', formula: { sum: [{ var: 'lines' }, { var: 'amount' }] } }])).toEqual([]);
  });

  it('an allocated column reads its share: a share computed from the allocation is a cycle', () => {
    expect(
      computedCycles([
        { name: 'part', allocate: { share: 'pct' } },
        { name: 'pct', formula: { var: 'part' } },
      ]),
    ).toEqual([['part', 'pct', 'part']]);
  });

  it('finds a cycle at the end of a long chain without recursion', () => {
    const n = 20000;
    const chain = Array.from({ length: n }, (_, i) => ({ name: `f${i}`, formula: { var: `f${(i + 1) % n}` } }));
    const [cycle] = computedCycles(chain);
    expect(cycle).toHaveLength(n + 1);
    expect([cycle![0], cycle![1], cycle!.at(-1)]).toEqual(['f0', 'f1', 'f0']);
  });
});
