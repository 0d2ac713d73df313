/** Where the schema editor shows a 400's errors (resources/schemaeditor/errors.ts). */
import { describe, expect, it } from 'vitest';
import { controlOf, errorLine, errorsOf, fieldsWithDetailErrors, placeErrors } from '../../../resources/schemaeditor/errors';

describe('an error path', () => {
  it("goes to the cell of the field's key", () => {
    expect(controlOf('$.fields[2].resource')).toBe('field:2:resource');
    expect(controlOf('fields[2].resource')).toBe('field:2:resource');
    expect(controlOf('$.fields[0].type')).toBe('field:0:type');
    expect(controlOf('$.fields[1].label.th')).toBe('field:1:labelTh');
    expect(controlOf('$.fields[1].label.en')).toBe('field:1:labelEn');
    expect(controlOf('$.fields[1].label')).toBe('field:1:labelEn');
    expect(controlOf('$.fields[1].label.fr')).toBe('field:1:labelFr');
    expect(controlOf('$.fields[1].label.ar')).toBe('field:1:labelAr');
    expect(controlOf('$.fields[3].options[1].label')).toBe('field:3:options');
    expect(controlOf('$.fields[3].labelField')).toBe('field:3:resource');
    expect(controlOf('$.fields[4].default')).toBe('field:4:default');
  });

  it("goes to the field's row for a key without a control, or the field as a whole", () => {
    expect(controlOf('$.fields[2].precision')).toBe('field:2:row');
    expect(controlOf('$.fields[2].seed.per.field')).toBe('field:2:row');
    expect(controlOf('$.fields[2]')).toBe('field:2:row');
  });

  it("goes to the control of the field's details: help by language, conditions, constraints", () => {
    expect(controlOf('$.fields[1].help.th')).toBe('field:1:help.th');
    expect(controlOf('$.fields[1].help.ar')).toBe('field:1:help.ar');
    expect(controlOf('$.fields[1].help')).toBe('field:1:help.en');
    // A deep path into an expression goes to its box.
    expect(controlOf('$.fields[3].visibleIf')).toBe('field:3:visibleIf');
    expect(controlOf('$.fields[3].visibleIf.==[0].var')).toBe('field:3:visibleIf');
    expect(controlOf('$.fields[3].requiredIf.and[1]')).toBe('field:3:requiredIf');
    expect(controlOf('$.fields[3].readOnlyIf')).toBe('field:3:readOnlyIf');
    expect(controlOf('$.fields[2].maxLength')).toBe('field:2:maxLength');
    expect(controlOf('$.fields[2].min')).toBe('field:2:min');
    expect(controlOf('$.fields[2].pattern')).toBe('field:2:pattern');
    expect(controlOf('$.fields[2].unique')).toBe('field:2:unique');
    expect(controlOf('$.fields[2].patternMessage.th')).toBe('field:2:patternMessage.th');
    expect(controlOf('$.fields[2].patternMessage')).toBe('field:2:patternMessage.en');
  });

  it("goes to the cell of a table's column, or to its columns as a whole", () => {
    expect(controlOf('$.fields[2].fields[0].name')).toBe('child:2:0:name');
    expect(controlOf('$.fields[2].fields[1].type')).toBe('child:2:1:type');
    expect(controlOf('$.fields[2].fields[1].label.th')).toBe('child:2:1:labelTh');
    expect(controlOf('$.fields[2].fields[1].min')).toBe('child:2:1:min');
    expect(controlOf('$.fields[2].fields[1].options[0]')).toBe('child:2:1:options');
    expect(controlOf('$.fields[2].fields[1].labelField')).toBe('child:2:1:resource');
    expect(controlOf('$.fields[2].fields[1].formula.+[0]')).toBe('child:2:1:row');
    expect(controlOf('$.fields[2].fields[1]')).toBe('child:2:1:row');
    expect(controlOf('$.fields[2].fields')).toBe('field:2:fields');
  });

  it("goes to a record rule's controls", () => {
    expect(controlOf('$.rules[0].field')).toBe('rule:0:field');
    expect(controlOf('$.rules[1].check.>=[0].var')).toBe('rule:1:check');
    expect(controlOf('$.rules[1].when')).toBe('rule:1:when');
    expect(controlOf('$.rules[1].message.th')).toBe('rule:1:message.th');
    expect(controlOf('$.rules[1].message')).toBe('rule:1:message.en');
    expect(controlOf('$.rules[1]')).toBe('rule:1:row');
    expect(controlOf('$.rules')).toBe('top:rules');
  });

  it("goes to the resource's own controls", () => {
    expect(controlOf('$.name')).toBe('top:name');
    expect(controlOf('$.label.th')).toBe('top:label.th');
    expect(controlOf('$.label.fr')).toBe('top:label.fr');
    expect(controlOf('$.pluralLabel.ar')).toBe('top:pluralLabel.ar');
    expect(controlOf('$.pluralLabel')).toBe('top:pluralLabel.en');
    expect(controlOf('$.naming.pattern')).toBe('top:naming');
    expect(controlOf('$.access.create.roles[0]')).toBe('top:access');
    expect(controlOf('$.workflow.transitions[1].to')).toBe('top:workflow');
    expect(controlOf('$.route')).toBe('top:route');
  });

  it('has no control for the rest', () => {
    expect(controlOf('$.constraints[0].field')).toBeNull();
    expect(controlOf('$')).toBeNull();
    expect(controlOf('')).toBeNull();
  });
});

describe('placing the errors', () => {
  const errors = [
    { path: '$.fields[2].resource', message: 'unknown resource "nosuch"' },
    { path: '$.fields[2].resource', message: 'second' },
    { path: '$.constraints[0].field', message: 'unknown field "x"' },
    { path: '$.fields[9].type', message: 'expected one of text, ...' },
  ];

  it('puts each beside its control, and lists the others at the top with their path', () => {
    const placed = placeErrors(errors, (key) => key !== 'field:9:type');
    expect(placed.byControl.get('field:2:resource')).toEqual(errors.slice(0, 2));
    expect(placed.unplaced).toEqual([errors[2], errors[3]]);
    expect(placed.unplaced.map(errorLine)).toEqual([
      'constraints[0].field: unknown field "x"',
      'fields[9].type: expected one of text, ...',
    ]);
  });

  it('names the fields whose details hold an error, so that the table opens them', () => {
    const placed = placeErrors([
      { path: '$.fields[0].label.th', message: 'a cell of the row' },
      { path: '$.fields[1].help.th', message: 'Required' },
      { path: '$.fields[2].name', message: 'a cell of the row' },
      { path: '$.fields[3].fields[0].min', message: 'a column' },
      { path: '$.fields[4].fields', message: 'the columns' },
      { path: '$.fields[5]', message: 'the row' },
      { path: '$.fields[6].visibleIf.var', message: 'unknown field' },
    ]);
    expect([...fieldsWithDetailErrors(placed.byControl)].sort()).toEqual([1, 3, 4, 6]);
  });

  it('reads a 400 body, and its message when it lists no error', () => {
    expect(errorsOf({ message: 'Invalid', errors: [{ path: '$.name', message: 'bad' }, { nope: 1 }] })).toEqual([
      { path: '$.name', message: 'bad' },
    ]);
    expect(errorsOf({ message: 'name is reserved' })).toEqual([{ path: '', message: 'name is reserved' }]);
    expect(errorsOf(null)).toEqual([]);
  });
});
