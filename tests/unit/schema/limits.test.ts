/**
 * Depth and size limits of formulas and conditions (src/schema/expression/limits.ts): the loader refuses a schema
 * over them with the JSON path, never a stack overflow, whether it is given the file directly, through the schema
 * editor's check (schema-names.ts) or evaluates it (expression.ts).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkExpression, evaluate } from '../../../src/schema/expression/expression';
import {
  boundedSchema,
  EXPRESSION_SLOTS,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_NODES,
  MAX_SCHEMA_DEPTH,
  measureExpression,
} from '../../../src/schema/expression/limits';
import { expression, resourceSchema } from '../../../src/schema/meta/meta';
import { checkCandidate, nameProblems } from '../../../src/schema/loader/names';
import { AREAS, problemsOf, things } from '../../support/schema-files'; // fails on anything but a SchemaLoadError: never a RangeError

type Json = Record<string, unknown>;
const text = (en: string) => ({ en, th: `${en} (th)` });

/** `{"!!": {"!!": ... {"var": "title"}}}`, `levels` levels of objects in all; built as text, so no recursion. */
const deepNot = (levels: number): unknown => JSON.parse('{"!!":'.repeat(levels - 1) + '{"var":"title"}' + '}'.repeat(levels - 1));
/** The formula: `{"+": [1, {"+": [1, ...]}]}` with `n` operators (2n + 1 levels). */
const deepSum = (n: number): unknown => JSON.parse('{"+":[1,'.repeat(n) + '1' + ']}'.repeat(n));
const TOO_DEEP = `nested too deep: at most ${MAX_EXPRESSION_DEPTH} levels of objects and arrays`;

describe('the limits', () => {
  it('are generous: every bundled schema is far below them, and the schema file leaves room for the deepest formula', () => {
    expect(MAX_EXPRESSION_DEPTH).toBeGreaterThanOrEqual(4 * 15); // the deepest bundled formula has 15 levels
    expect(MAX_EXPRESSION_NODES).toBeGreaterThanOrEqual(10 * 85); // the largest has 85 parts
    expect(MAX_SCHEMA_DEPTH).toBeGreaterThan(6 + MAX_EXPRESSION_DEPTH); // a child column's rollup.when is 6 levels down
  });

  it('cover every place where the meta-schema takes an expression', () => {
    const registry = z.registry<{ id: string }>();
    registry.add(expression, { id: 'expression' });
    const json = z.toJSONSchema(resourceSchema, { io: 'input', metadata: registry, unrepresentable: 'any', cycles: 'ref' });
    const found = new Set<string>();
    const walk = (node: unknown, path: string[]): void => {
      if (node === null || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (typeof n.$ref === 'string') return void (n.$ref.endsWith('/expression') && found.add(path.join('.')));
      for (const key of ['anyOf', 'oneOf', 'allOf']) for (const branch of (n[key] as unknown[]) ?? []) walk(branch, path);
      for (const [key, sub] of Object.entries((n.properties as object) ?? {})) walk(sub, [...path, key]);
      walk(n.items, [...path, '#']);
      walk(n.additionalProperties, [...path, '*']);
    };
    walk(json, []);
    expect(found.size).toBeGreaterThanOrEqual(18);
    const slots = EXPRESSION_SLOTS.map((s) => s.at.join('.'));
    expect(slots).toEqual(expect.arrayContaining([...found]));
    // Formulas are the computed fields' and the postings' values; every other place is a condition.
    for (const s of EXPRESSION_SLOTS)
      expect(s.kind, s.at.join('.')).toBe(['formula', '*'].includes(s.at.at(-1)!) ? 'formula' : 'condition');
  });

  it('counts each object, array and value of an expression', () => {
    expect(measureExpression({ '!': [{ var: 'a' }] })).toEqual({ depth: 3, nodes: 4 });
    expect(measureExpression(5)).toEqual({ depth: 0, nodes: 1 });
    expect(measureExpression(deepNot(MAX_EXPRESSION_DEPTH)).depth).toBe(MAX_EXPRESSION_DEPTH);
  });
});

describe('a formula or condition over the limits', () => {
  it('the issue: a formula nested 1,500 deep is a load error at its path, not a stack overflow', () => {
    const problems = problemsOf(things([{ name: 'total', type: 'computed', formula: deepSum(1500) }]));
    expect(problems).toEqual([{ file: 'things.json', path: '$.fields[1].formula', message: `this formula is ${TOO_DEEP}` }]);
  });

  it('loads at exactly the depth limit, and is refused one level deeper', () => {
    const at = (levels: number) =>
      problemsOf(things([{ name: 'shown', type: 'computed', format: 'flag', formula: deepNot(levels) }]));
    expect(at(MAX_EXPRESSION_DEPTH)).toEqual([]);
    expect(at(MAX_EXPRESSION_DEPTH + 1)).toEqual([
      { file: 'things.json', path: '$.fields[1].formula', message: `this formula is ${TOO_DEEP}` },
    ]);
  });

  it('loads at exactly the size limit, and is refused one part larger', () => {
    // {"+": [1, 1, ...]}: the object, the list and its values.
    const sum = (parts: number) => ({ '+': new Array(parts - 2).fill(1) });
    expect(measureExpression(sum(MAX_EXPRESSION_NODES)).nodes).toBe(MAX_EXPRESSION_NODES);
    const at = (parts: number) => problemsOf(things([{ name: 'total', type: 'computed', formula: sum(parts) }]));
    expect(at(MAX_EXPRESSION_NODES)).toEqual([]);
    expect(at(MAX_EXPRESSION_NODES + 1)).toEqual([
      {
        file: 'things.json',
        path: '$.fields[1].formula',
        message: `this formula is too large: at most ${MAX_EXPRESSION_NODES} parts (operators, arguments and values)`,
      },
    ]);
  });

  it('is found wherever a schema holds one, each at its own path', () => {
    const deep = deepNot(MAX_EXPRESSION_DEPTH + 1);
    const json = things(
      [
        { name: 'note', type: 'text', visibleIf: deep, readOnlyIf: deep },
        {
          name: 'lines',
          type: 'table',
          fields: [
            { name: 'qty', type: 'integer', requiredIf: deep },
            { name: 'price', type: 'computed', formula: deep },
          ],
          rowActions: [{ action: 'mark', label: text('Mark'), when: deep, allow: {}, set: { qty: 1 } }],
        },
        { name: 'stock', type: 'computed', rollup: { resource: 'things', field: 'title', when: deep } },
        { name: 'status', type: 'status' },
      ],
      {
        workflow: {
          field: 'status',
          initial: 'a',
          states: [{ value: 'a', label: text('A') }],
          transitions: [{ action: 'go', label: text('Go'), from: ['a'], to: 'a', allow: {}, when: deep }],
          auto: [{ action: 'auto', label: text('Auto'), from: ['a'], to: 'a', when: deep }],
        },
        rules: [{ when: deep, check: deep, field: 'title', message: text('Wrong') }],
        constraints: [{ unique: ['title', 'note'], when: deep, field: 'title', message: text('Taken') }],
        postings: [{ on: 'create', resource: 'things', when: deep, values: { title: 'x', note: deep } }],
        shownWhile: { check: deep },
      },
    );
    const found = problemsOf(json).filter((p) => p.message.includes('nested too deep'));
    expect(found.map((p) => p.path)).toEqual([
      '$.fields[1].visibleIf',
      '$.fields[1].readOnlyIf',
      '$.fields[2].fields[0].requiredIf',
      '$.fields[2].fields[1].formula',
      '$.fields[2].rowActions[0].when',
      '$.fields[3].rollup.when',
      '$.workflow.transitions[0].when',
      '$.workflow.auto[0].when',
      '$.rules[0].when',
      '$.rules[0].check',
      '$.constraints[0].when',
      '$.postings[0].when',
      '$.postings[0].values.note',
      '$.shownWhile.check',
    ]);
    const formulas = new Set(['$.fields[2].fields[1].formula', '$.postings[0].values.note']);
    for (const p of found)
      expect(p.message, p.path).toBe(`this ${formulas.has(p.path) ? 'formula' : 'condition'} is ${TOO_DEEP}`);
  });

  it("still lets the rest of the file be checked, and leaves the caller's JSON as it was", () => {
    const formula = deepSum(3000);
    const json = things([{ name: 'total', type: 'computed', formula }], { titleField: 'nope' });
    expect(problemsOf(json).map((p) => p.path)).toEqual(['$.fields[1].formula', '$.titleField']);
    expect((json.fields as Json[])[1]!.formula).toBe(formula);
  });

  it('a part of the file nested deeper than the file may be (a default value) is one problem, at its path', () => {
    const deepDefault = JSON.parse('['.repeat(5000) + ']'.repeat(5000));
    const problems = problemsOf(things([{ name: 'note', type: 'text', default: deepDefault }]));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toMatch(/^\$\.fields\[1\]\.default(\[0\])+$/);
    expect(problems[0]!.message).toBe(
      `nested too deep: a schema file has at most ${MAX_SCHEMA_DEPTH} levels of objects and arrays`,
    );
  });
});

describe('the copy the loader reads', () => {
  it('keeps every value, and a "__proto__" key as a key', () => {
    const json = JSON.parse('{"a": [1, {"b": null}], "__proto__": {"polluted": true}}');
    const { json: copy, problems } = boundedSchema(json);
    expect(problems).toEqual([]);
    expect(copy).not.toBe(json);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(json));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy as object, '__proto__')).toBe(true);
  });
});

describe("the schema editor's check (schema-names.ts)", () => {
  it('answers the deep formula with its path instead of overflowing (structuredClone did, a 500)', () => {
    const candidate = things([{ name: 'total', type: 'computed', formula: deepSum(1500) }]);
    const checked = checkCandidate([AREAS], 'things', candidate);
    expect(checked).toEqual({ ok: false, errors: [{ path: '$.fields[1].formula', message: `this formula is ${TOO_DEEP}` }] });
  });

  it('names a wrong name without printing a deep value', () => {
    const problems = nameProblems('things', { name: deepSum(20000) }, new Set());
    expect(problems).toEqual([{ path: '$.name', message: 'expected "things" (the name in the URL), got an object' }]);
  });
});

describe('the evaluator and checkExpression', () => {
  it('evaluate gives the value up to the limit and never overflows past it', () => {
    expect(evaluate(deepNot(MAX_EXPRESSION_DEPTH), { title: 'x' })).toBe(true);
    const huge = deepNot(200_000);
    expect(() => evaluate(huge, { title: 'x' })).not.toThrow();
    expect(evaluate(huge, { title: 'x' })).toBe(false); // the part past the limit is null
  });

  it('checkExpression reports the level past the limit once, without going deeper', () => {
    expect(checkExpression(deepNot(MAX_EXPRESSION_DEPTH), new Set(['title']))).toEqual([]);
    const problems = checkExpression(deepNot(200_000), new Set(['title']));
    expect(problems).toEqual([{ path: '.!![0]'.repeat(MAX_EXPRESSION_DEPTH), message: TOO_DEEP }]);
  });
});
