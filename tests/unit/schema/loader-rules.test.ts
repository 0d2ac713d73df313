/** What the schema loader refuses in a resource's workflow, conditions and formulas, and the options it generates. */
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../src/schema/loader/loader';
import { AREAS, schemaFile as file, problemsOf } from '../../support/schema-files';
import { expectOnly, type Json, resource, text, withFields } from './loader-fixtures';

const workflowFor = (over: Json = {}): Json => ({
  field: 'status',
  initial: 'draft',
  states: [
    { value: 'draft', label: text('Draft') },
    { value: 'done', label: text('Done') },
  ],
  transitions: [{ action: 'finish', label: text('Finish'), from: ['draft'], to: 'done', allow: { roles: ['Admin'] } }],
  ...over,
});

const workflow = (actions: [string, string][]): Json => ({
  field: 'status',
  initial: 'draft',
  states: [
    { value: 'draft', label: text('Draft') },
    { value: 'done', label: text('Done') },
  ],
  transitions: actions.map(([action, label]) => ({ action, label: text(label), from: ['draft'], to: 'done', allow: {} })),
});

describe('loadSchemas: meaning errors of workflows, conditions and formulas', () => {
  describe('workflow', () => {
    const statusField = { name: 'status', type: 'status' };

    it('a correct workflow loads', () => {
      expect(problemsOf(file(withFields('things', [statusField], { workflow: workflowFor() })))).toEqual([]);
    });

    it('unknown field', () => {
      const problems = problemsOf(file(resource('things', { workflow: workflowFor() })));
      expectOnly(problems, 'things.json', '$.workflow.field', 'unknown field "status"');
    });

    it('a field that is not of type status', () => {
      expectOnly(
        problemsOf(file(withFields('things', [{ name: 'status', type: 'text' }], { workflow: workflowFor() }))),
        'things.json',
        '$.workflow.field',
        'expected a field of type "status", got "text"',
      );
    });

    it('unknown initial state', () => {
      expectOnly(
        problemsOf(file(withFields('things', [statusField], { workflow: workflowFor({ initial: 'new' }) }))),
        'things.json',
        '$.workflow.initial',
        'unknown state "new"',
      );
    });

    it('unknown from and to states', () => {
      const transitions = [{ action: 'finish', label: text('Finish'), from: ['draft', 'open'], to: 'closed', allow: {} }];
      const problems = problemsOf(file(withFields('things', [statusField], { workflow: workflowFor({ transitions }) })));
      expect(problems).toEqual([
        { file: 'things.json', path: '$.workflow.transitions[0].from[1]', message: 'unknown state "open"' },
        { file: 'things.json', path: '$.workflow.transitions[0].to', message: 'unknown state "closed"' },
      ]);
    });

    it('unknown state in editableIn', () => {
      expectOnly(
        problemsOf(file(withFields('things', [statusField], { workflow: workflowFor({ editableIn: ['draft', 'drafted'] }) }))),
        'things.json',
        '$.workflow.editableIn[1]',
        'unknown state "drafted"',
      );
    });

    it('two transitions with the same action', () => {
      const t = { action: 'finish', label: text('Finish'), from: ['draft'], to: 'done', allow: {} };
      expectOnly(
        problemsOf(
          file(withFields('things', [statusField], { workflow: workflowFor({ transitions: [t, { ...t, from: ['done'] }] }) })),
        ),
        'things.json',
        '$.workflow.transitions[1].action',
        'duplicate action "finish"',
      );
    });

    it('a bad action name', () => {
      const transitions = [{ action: 'Finish-Now', label: text('Finish'), from: ['draft'], to: 'done', allow: {} }];
      expectOnly(
        problemsOf(file(withFields('things', [statusField], { workflow: workflowFor({ transitions }) }))),
        'things.json',
        '$.workflow.transitions[0].action',
        'an action name is camelCase letters',
      );
    });

    it('status field without a workflow, in the record or in a child table', () => {
      expectOnly(
        problemsOf(file(withFields('things', [statusField]))),
        'things.json',
        '$.fields[1].type',
        'a status field needs a workflow that drives it',
      );
      expectOnly(
        problemsOf(file(withFields('things', [{ name: 'lines', type: 'table', fields: [statusField] }]))),
        'things.json',
        '$.fields[1].fields[0].type',
        'a status field needs a workflow that drives it',
      );
    });
  });

  describe('conditions and formulas', () => {
    it('unknown operator', () => {
      expectOnly(
        problemsOf(file(withFields('things', [{ name: 'note', type: 'text', visibleIf: { like: [{ var: 'title' }, 'x'] } }]))),
        'things.json',
        '$.fields[1].visibleIf',
        /^unknown operator "like", expected one of var, ==/,
      );
    });

    it('unknown var, with the path inside the expression', () => {
      expectOnly(
        problemsOf(
          file(
            withFields('things', [{ name: 'note', type: 'text', requiredIf: { and: [true, { '==': [{ var: 'kind' }, 'x'] }] } }]),
          ),
        ),
        'things.json',
        '$.fields[1].requiredIf.and[1].==[0].var',
        'unknown field "kind"',
      );
    });

    it('vars may be system fields, dotted paths of known fields, and columns inside a table', () => {
      const lines = {
        name: 'lines',
        type: 'table',
        fields: [
          { name: 'price', type: 'money' },
          { name: 'qty', type: 'integer' },
          { name: 'total', type: 'computed', formula: { '*': [{ var: 'price' }, { var: 'qty' }] } },
        ],
      };
      const fields = [
        lines,
        { name: 'when', type: 'text', visibleIf: { '!': { var: 'createdAt' } } },
        { name: 'first', type: 'computed', formula: { var: 'lines.0.total' } },
        { name: 'sum', type: 'computed', formula: { sum: [{ var: 'lines' }, { var: 'total' }] } },
      ];
      expect(problemsOf(file(withFields('things', fields)))).toEqual([]);
    });

    it('a column formula referring to an unknown column', () => {
      const lines = {
        name: 'lines',
        type: 'table',
        fields: [{ name: 'total', type: 'computed', formula: { '*': [{ var: 'price' }, 2] } }],
      };
      expectOnly(
        problemsOf(file(withFields('things', [lines]))),
        'things.json',
        '$.fields[1].fields[0].formula.*[0].var',
        'unknown field "price"',
      );
    });

    it('a var that is not a name', () => {
      expectOnly(
        problemsOf(file(withFields('things', [{ name: 'n', type: 'computed', formula: { var: 3 } }]))),
        'things.json',
        '$.fields[1].formula.var',
        'expected a field name',
      );
    });
  });
});

describe('generated options', () => {
  it('optionsFrom "workflowActions" lists each workflow action once, with the label of its first resource', () => {
    const reg = loadSchemas([
      AREAS,
      file(withFields('rules', [{ name: 'action', type: 'select', optionsFrom: 'workflowActions' }])),
      file(
        withFields('memos', [{ name: 'status', type: 'status' }], {
          workflow: workflow([
            ['approve', 'Approve memo'],
            ['reject', 'Reject'],
          ]),
        }),
      ),
      file(withFields('orders', [{ name: 'status', type: 'status' }], { workflow: workflow([['approve', 'Approve order']]) })),
    ]);
    expect(reg.byName.get('rules')!.fields[1]!.options).toEqual([
      { value: 'approve', label: text('Approve memo') },
      { value: 'reject', label: text('Reject') },
    ]);
  });

  it('optionsFrom "resources" without options of its own lists every resource', () => {
    const reg = loadSchemas([
      AREAS,
      file(withFields('rules', [{ name: 'screen', type: 'select', optionsFrom: 'resources' }])),
      file(resource('things')),
    ]);
    expect(reg.byName.get('rules')!.fields[1]!.options).toEqual([
      { value: 'rules', label: text('rules list') },
      { value: 'things', label: text('things list') },
    ]);
  });

  it('does not repeat a value the field lists itself, as a string or as an object', () => {
    const reg = loadSchemas([
      AREAS,
      file(
        withFields('rules', [
          {
            name: 'screen',
            type: 'multiselect',
            options: ['things', { value: 'rules', label: text('These rules') }],
            optionsFrom: 'resources',
          },
        ]),
      ),
      file(resource('things')),
      file(resource('others')),
    ]);
    expect(reg.byName.get('rules')!.fields[1]!.options).toEqual([
      'things',
      { value: 'rules', label: text('These rules') },
      { value: 'others', label: text('others list') },
    ]);
  });
});
