/** Where the schema editor shows a 400's errors (resources/schemaeditor/errors.ts). */
import { describe, expect, it } from 'vitest';
import { controlOf, errorLine, errorsOf, placeErrors } from '../../../resources/schemaeditor/errors';

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

  it("goes to the field's row for a key without a cell, or the field as a whole", () => {
    expect(controlOf('$.fields[2].maxLength')).toBe('field:2:row');
    expect(controlOf('$.fields[2]')).toBe('field:2:row');
    expect(controlOf('$.fields[2].fields[0].name')).toBe('field:2:row');
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
    expect(controlOf('$.rules[0].field')).toBeNull();
    expect(controlOf('$')).toBeNull();
    expect(controlOf('')).toBeNull();
  });
});

describe('placing the errors', () => {
  const errors = [
    { path: '$.fields[2].resource', message: 'unknown resource "nosuch"' },
    { path: '$.fields[2].resource', message: 'second' },
    { path: '$.rules[0].field', message: 'unknown field "x"' },
    { path: '$.fields[9].type', message: 'expected one of text, ...' },
  ];

  it('puts each beside its control, and lists the others at the top with their path', () => {
    const placed = placeErrors(errors, (key) => key !== 'field:9:type');
    expect(placed.byControl.get('field:2:resource')).toEqual(errors.slice(0, 2));
    expect(placed.unplaced).toEqual([errors[2], errors[3]]);
    expect(placed.unplaced.map(errorLine)).toEqual([
      'rules[0].field: unknown field "x"',
      'fields[9].type: expected one of text, ...',
    ]);
  });

  it('reads a 400 body, and its message when it lists no error', () => {
    expect(errorsOf({ message: 'Invalid', errors: [{ path: '$.name', message: 'bad' }, { nope: 1 }] })).toEqual([
      { path: '$.name', message: 'bad' },
    ]);
    expect(errorsOf({ message: 'name is reserved' })).toEqual([{ path: '', message: 'name is reserved' }]);
    expect(errorsOf(null)).toEqual([]);
  });
});
