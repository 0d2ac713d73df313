/** The expression dialect (src/schema/expression/expression.ts): literals and var, the operators, what checkExpression finds, no eval. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkExpression,
  evaluate,
  evaluateBoolean,
  evaluateNumber,
  OPERATORS,
  readPath,
  roundTo,
} from '../../../src/schema/expression/expression';

const ev = (expr: unknown, data: Record<string, unknown> = {}) => evaluate(expr, data);

describe('literals and var', () => {
  it('literals evaluate to themselves, arrays element-wise', () => {
    expect(ev('a')).toBe('a');
    expect(ev(3)).toBe(3);
    expect(ev(true)).toBe(true);
    expect(ev(null)).toBeNull();
    expect(ev([1, { var: 'x' }], { x: 2 })).toEqual([1, 2]);
  });

  it('var reads fields, dotted paths and array indexes', () => {
    const data = { a: 1, b: { c: { d: 'deep' } }, lines: [{ qty: 2 }, { qty: 5 }] };
    expect(ev({ var: 'a' }, data)).toBe(1);
    expect(ev({ var: ['a'] }, data)).toBe(1);
    expect(ev({ var: 'b.c.d' }, data)).toBe('deep');
    expect(ev({ var: 'lines.1.qty' }, data)).toBe(5);
    expect(ev({ var: '' }, data)).toBe(data);
  });

  it('var gives null or the default when the path is missing', () => {
    expect(ev({ var: 'missing' }, {})).toBeNull();
    expect(ev({ var: 'a.b.c' }, { a: 1 })).toBeNull();
    expect(ev({ var: ['missing', 7] }, {})).toBe(7);
    expect(ev({ var: ['a.b', 'none'] }, { a: {} })).toBe('none');
    expect(ev({ var: ['x', 7] }, { x: 0 })).toBe(0);
    expect(ev({ var: ['x', 7] }, { x: null })).toBeNull();
    expect(ev({ var: ['x', { '+': [1, 1] }] }, {})).toBe(2);
  });

  it('var never reaches the prototype chain', () => {
    expect(ev({ var: '__proto__' }, {})).toBeNull();
    expect(ev({ var: 'constructor' }, {})).toBeNull();
    expect(ev({ var: 'constructor.name' }, {})).toBeNull();
    expect(ev({ var: 'a.__proto__.toString' }, { a: {} })).toBeNull();
    expect(ev({ var: 'toString' }, { a: 1 })).toBeNull();
    expect(ev({ var: 'hasOwnProperty' }, {})).toBeNull();
    expect(ev({ var: 'name.constructor' }, { name: 'x' })).toBeNull();
    expect(readPath({ a: [1] }, 'a.constructor')).toBeUndefined();
    expect(readPath(Object.create({ inherited: 1 }) as object, 'inherited')).toBeUndefined();
  });

  it('operator names from the prototype are not operators', () => {
    for (const op of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__']) {
      const expr = JSON.parse(`{"${op}": [1]}`) as unknown;
      expect(() => ev(expr), op).toThrow(`unknown operator "${op}"`);
      expect(checkExpression(expr, null), op).toEqual([
        { path: '', message: expect.stringContaining(`unknown operator "${op}"`) },
      ]);
    }
  });
});

describe('operators', () => {
  it('covers every operator in OPERATORS', () => {
    expect([...OPERATORS].sort()).toEqual(
      [
        'var',
        '==',
        '!=',
        '===',
        '!==',
        '>',
        '>=',
        '<',
        '<=',
        '!',
        '!!',
        '+',
        '*',
        '-',
        '/',
        '%',
        'min',
        'max',
        'round',
        'in',
        'cat',
        'checkDigit',
        'empty',
        'daysBetween',
        'monthsBetween',
        'hoursBetween',
        'addDays',
        'addHours',
        'and',
        'or',
        'if',
        'sum',
        'count',
      ].sort(),
    );
  });

  it('== and != compare loosely (numbers with numeric strings, null with undefined)', () => {
    expect(ev({ '==': [1, '1'] })).toBe(true);
    expect(ev({ '==': ['1.0', 1] })).toBe(true);
    expect(ev({ '==': ['a', 'a'] })).toBe(true);
    expect(ev({ '==': ['a', 'b'] })).toBe(false);
    expect(ev({ '==': [null, { var: 'missing' }] })).toBe(true);
    expect(ev({ '==': [0, null] })).toBe(false);
    expect(ev({ '==': [true, 'true'] })).toBe(true);
    expect(ev({ '!=': [1, '2'] })).toBe(true);
    expect(ev({ '!=': [1, '1'] })).toBe(false);
  });

  it('=== and !== compare strictly', () => {
    expect(ev({ '===': [1, 1] })).toBe(true);
    expect(ev({ '===': [1, '1'] })).toBe(false);
    expect(ev({ '!==': [1, '1'] })).toBe(true);
    expect(ev({ '!==': ['x', 'x'] })).toBe(false);
  });

  it('> >= < <= compare as numbers', () => {
    expect(ev({ '>': [2, 1] })).toBe(true);
    expect(ev({ '>': ['10', '9'] })).toBe(true);
    expect(ev({ '>=': [1, 1] })).toBe(true);
    expect(ev({ '<': [1, 2] })).toBe(true);
    expect(ev({ '<=': [3, 2] })).toBe(false);
    expect(ev({ '<': [{ var: 'missing' }, 1] })).toBe(true);
  });

  it('! and !! (an empty list is false)', () => {
    expect(ev({ '!': [true] })).toBe(false);
    expect(ev({ '!': false })).toBe(true);
    expect(ev({ '!': { var: 'x' } }, { x: [] })).toBe(true);
    expect(ev({ '!!': ['a'] })).toBe(true);
    expect(ev({ '!!': [0] })).toBe(false);
    expect(ev({ '!!': [[]] })).toBe(false);
  });

  it('+ * - / % on numbers and numeric strings', () => {
    expect(ev({ '+': [1, '2', 3.5] })).toBe(6.5);
    expect(ev({ '+': [] })).toBe(0);
    expect(ev({ '*': [{ var: 'price' }, { var: 'qty' }] }, { price: '12.5', qty: 4 })).toBe(50);
    expect(ev({ '-': [10, 4] })).toBe(6);
    expect(ev({ '-': [5] })).toBe(-5);
    expect(ev({ '/': [9, 3] })).toBe(3);
    expect(ev({ '%': [10, 4] })).toBe(2);
    expect(ev({ '+': ['abc', null, true] })).toBe(1);
  });

  it('division and modulo by zero give 0, never Infinity or NaN', () => {
    expect(ev({ '/': [5, 0] })).toBe(0);
    expect(ev({ '/': [5, { var: 'missing' }] })).toBe(0);
    expect(ev({ '%': [5, 0] })).toBe(0);
    expect(evaluateNumber({ '/': [0, 0] }, {})).toBe(0);
  });

  it('min, max and round', () => {
    expect(ev({ min: [3, '1', 2] })).toBe(1);
    expect(ev({ max: [3, '10', 2] })).toBe(10);
    expect(ev({ min: [] })).toBe(0);
    expect(ev({ round: [1.005] })).toBe(1.01);
    expect(ev({ round: [2.5, 0] })).toBe(3);
    expect(ev({ round: [-2.345, 2] })).toBe(-2.35);
    expect(ev({ round: [1234.5678, 1] })).toBe(1234.6);
    expect(roundTo(0.1 + 0.2)).toBe(0.3);
  });

  it('in: list membership or substring', () => {
    expect(ev({ in: ['b', ['a', 'b']] })).toBe(true);
    expect(ev({ in: [2, ['1', '2']] })).toBe(true);
    expect(ev({ in: ['z', ['a']] })).toBe(false);
    expect(ev({ in: ['ell', 'hello'] })).toBe(true);
    expect(ev({ in: ['x', 5] })).toBe(false);
  });

  it('cat joins as text, null as empty', () => {
    expect(ev({ cat: ['SO-', { var: 'n' }, '-', null] }, { n: 7 })).toBe('SO-7-');
  });

  it('empty', () => {
    for (const v of [null, '', []]) expect(ev({ empty: [v] })).toBe(true);
    expect(ev({ empty: { var: 'missing' } })).toBe(true);
    for (const v of [0, 'a', [1], false]) expect(ev({ empty: [v] })).toBe(false);
  });

  it('and / or return the deciding value and short-circuit', () => {
    expect(ev({ and: [true, 'x'] })).toBe('x');
    expect(ev({ and: [1, 0, 2] })).toBe(0);
    expect(ev({ and: [] })).toBe(true);
    expect(ev({ or: [0, '', 'y'] })).toBe('y');
    expect(ev({ or: [] })).toBe(false);
    // The second operand would throw if evaluated.
    expect(ev({ and: [false, { nope: [] }] })).toBe(false);
    expect(ev({ or: [true, { nope: [] }] })).toBe(true);
  });

  it('if: condition/value pairs, then an else', () => {
    const grade = { if: [{ '>=': [{ var: 's' }, 80] }, 'A', { '>=': [{ var: 's' }, 50] }, 'B', 'C'] };
    expect(ev(grade, { s: 90 })).toBe('A');
    expect(ev(grade, { s: 60 })).toBe('B');
    expect(ev(grade, { s: 10 })).toBe('C');
    expect(ev({ if: [false, 1] })).toBeNull();
    expect(ev({ if: [] })).toBeNull();
    expect(ev({ if: [true, 'yes', { nope: [] }] })).toBe('yes');
  });

  it('sum adds a list, or a per-row formula over rows', () => {
    const data = { lines: [{ price: 10, qty: 2 }, { price: '2.5', qty: 4 }, null], nums: [1, '2', 3] };
    expect(ev({ sum: [{ var: 'nums' }] }, data)).toBe(6);
    expect(ev({ sum: [{ var: 'lines' }, { '*': [{ var: 'price' }, { var: 'qty' }] }] }, data)).toBe(30);
    expect(ev({ sum: [{ var: 'missing' }, { var: 'x' }] }, data)).toBe(0);
    expect(ev({ sum: [{ var: 'lines' }, { var: 'nope' }] }, data)).toBe(0);
  });

  it('count counts rows', () => {
    expect(ev({ count: [{ var: 'lines' }] }, { lines: [1, 2, 3] })).toBe(3);
    expect(ev({ count: { var: 'lines' } }, {})).toBe(0);
  });

  it('a grand total', () => {
    const grand = {
      '+': [{ sum: [{ var: 'lines' }, { '*': [{ var: 'price' }, { var: 'qty' }] }] }, { var: ['shippingFee', 0] }],
    };
    expect(ev(grand, { lines: [{ price: 100, qty: 3 }], shippingFee: 50 })).toBe(350);
    expect(ev(grand, { lines: [{ price: 100, qty: 3 }] })).toBe(300);
  });

  it('an object with no or several keys is null; an unknown operator throws', () => {
    expect(ev({})).toBeNull();
    expect(ev({ '+': [1], '-': [1] })).toBeNull();
    expect(() => ev({ like: ['a', 'b'] })).toThrow('unknown operator "like"');
  });

  it('evaluateBoolean and evaluateNumber', () => {
    expect(evaluateBoolean({ var: 'x' }, { x: 'yes' })).toBe(true);
    expect(evaluateBoolean({ var: 'x' }, { x: [] })).toBe(false);
    expect(evaluateNumber({ var: 'x' }, { x: '3.5' })).toBe(3.5);
    expect(evaluateNumber({ var: 'x' }, { x: 'abc' })).toBe(0);
    expect(evaluateNumber({ cat: ['1', '2'] }, {})).toBe(12);
  });
});

describe('checkExpression', () => {
  const vars = new Set(['price', 'qty', 'lines', 'category']);

  it('accepts well-formed expressions', () => {
    expect(checkExpression({ '*': [{ var: 'price' }, { var: ['qty', 1] }] }, vars)).toEqual([]);
    expect(checkExpression({ '==': [{ var: 'lines.0.price' }, 1] }, vars)).toEqual([]);
    expect(checkExpression(true, vars)).toEqual([]);
    expect(checkExpression({ sum: [{ var: 'lines' }, { var: 'columnOnly' }] }, vars)).toEqual([]);
  });

  it('unknown operator, with the list of known ones', () => {
    const [p] = checkExpression({ and: [true, { like: [1] }] }, vars);
    expect(p!.path).toBe('.and[1]');
    expect(p!.message).toBe(`unknown operator "like", expected one of ${OPERATORS.join(', ')}`);
  });

  it('unknown field, by its root name', () => {
    expect(checkExpression({ '==': [{ var: 'status.code' }, 'x'] }, vars)).toEqual([
      { path: '.==[0].var', message: 'unknown field "status"' },
    ]);
  });

  it('null knownVars skips the field check', () => {
    expect(checkExpression({ var: 'anything' }, null)).toEqual([]);
  });

  it('a var that is not a name', () => {
    expect(checkExpression({ var: [5] }, vars)).toEqual([{ path: '.var', message: 'expected a field name' }]);
    expect(checkExpression({ var: { cat: ['a'] } }, vars)).toEqual([{ path: '.var', message: 'expected a field name' }]);
  });

  it('objects with zero or two keys', () => {
    expect(checkExpression({}, vars)).toEqual([{ path: '', message: 'an expression object must have exactly one operator key' }]);
    expect(checkExpression([1, { a: 1, b: 2 }], vars)).toEqual([
      { path: '[1]', message: 'an expression object must have exactly one operator key' },
    ]);
  });

  it('the rows of sum and count are checked, the per-row formula is left to the table', () => {
    expect(checkExpression({ sum: [{ var: 'rows' }, { var: 'x' }] }, vars)).toEqual([
      { path: '.sum[0].var', message: 'unknown field "rows"' },
    ]);
    expect(checkExpression({ count: { var: 'rows' } }, vars)).toEqual([
      { path: '.count[0].var', message: 'unknown field "rows"' },
    ]);
    expect(checkExpression({ sum: [{ var: 'lines' }, { nope: [] }] }, vars)[0]!.message).toMatch(/^unknown operator "nope"/);
  });

  it('reports every problem', () => {
    expect(checkExpression({ and: [{ var: 'a' }, { var: 'b' }, { bad: 1 }] }, vars)).toHaveLength(3);
  });

  const fieldNames = new Set(['price', 'qty', 'lines']);

  it('finds an unknown field under a single argument that is not in a list ({"!": {"var": "typo"}})', () => {
    expect(checkExpression({ '!': { var: 'typo' } }, fieldNames)).toEqual([
      { path: '.![0].var', message: 'unknown field "typo"' },
    ]);
    expect(checkExpression({ '!!': { var: 'price' } }, fieldNames)).toEqual([]);
  });

  it('accepts null and other literals', () => {
    expect(checkExpression(null, fieldNames)).toEqual([]);
    expect(checkExpression({ '==': [null, { var: 'qty' }] }, fieldNames)).toEqual([]);
  });

  it('leaves the second argument of count, like the per-row formula of sum, to the table', () => {
    expect(checkExpression({ count: [{ var: 'lines' }, { var: 'column' }] }, fieldNames)).toEqual([]);
    expect(checkExpression({ count: [{ var: 'rows' }] }, fieldNames)).toEqual([
      { path: '.count[0].var', message: 'unknown field "rows"' },
    ]);
  });

  it('gives the path of a problem in the per-row formula', () => {
    expect(checkExpression({ sum: [{ var: 'lines' }, { '*': [{ like: 1 }] }] }, fieldNames)).toMatchObject([
      { path: '.sum[1].*[0]' },
    ]);
    expect(checkExpression({ sum: [{ var: 'lines' }] }, fieldNames)).toEqual([]);
  });
});

describe('no eval', () => {
  const dir = fileURLToPath(new URL('../../../src/schema/', import.meta.url));
  const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: f, code: readFileSync(dir + f, 'utf8') }));

  it('reads the schema sources', () => {
    expect(sources.map((s) => s.file)).toEqual(
      expect.arrayContaining(['expression/expression.ts', 'records/validate.ts', 'loader/loader.ts', 'meta/meta.ts']),
    );
  });

  // Under mutation testing (npm run mutate) the sources are Stryker's instrumented copies: nothing to read there.
  it.skipIf(sources.some(({ code }) => code.includes('stryNS_')))(
    'no source in src/schema uses eval, Function or string timers',
    () => {
      for (const { file, code } of sources) {
        // Comments may mention eval ("never eval"); code may not.
        const stripped = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
        expect(stripped, file).not.toMatch(/\beval\s*\(/);
        expect(stripped, file).not.toMatch(/\bnew\s+Function\b|\bFunction\s*\(/);
        expect(stripped, file).not.toMatch(/\bset(Timeout|Interval)\s*\(\s*['"`]/);
        expect(stripped, file).not.toMatch(/\bimport\s*\(/);
      }
    },
  );
});
