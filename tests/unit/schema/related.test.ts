/**
 * Related lists (src/schema/lists/related.ts): what a record's page lists of the records that point at it, and
 * the loader's checks of the `related` key.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas, relatedLists, type SchemaFile } from '../../../src/schema';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { areasFile, loaderProblems, resourceFile, text } from '../../support/schema-files';

type Json = Record<string, unknown>;
const AREAS = areasFile('hr');
const resource = (name: string, fields: Json[], over: Json = {}) => resourceFile('hr', name, fields, over);
const people = (related: Json[]) => resource('people', [{ name: 'no', type: 'text' }], { related });
const laptops = resource('laptops', [
  { name: 'no', type: 'text' },
  { name: 'holder', type: 'reference', resource: 'people' },
  { name: 'brand', type: 'text' },
]);
const loans = resource('loans', [
  { name: 'no', type: 'text' },
  { name: 'laptop', type: 'reference', resource: 'laptops' },
  { name: 'borrower', type: 'reference', resource: 'people' },
]);

const events = resource('events', [
  { name: 'no', type: 'text' },
  { name: 'fee', type: 'money' },
  { name: 'host', type: 'reference', resource: 'people' },
  {
    name: 'attendees',
    type: 'table',
    fields: [
      { name: 'person', type: 'reference', resource: 'people' },
      { name: 'points', type: 'integer' },
      { name: 'room', type: 'reference', resource: 'laptops' },
    ],
  },
  { name: 'helpers', type: 'table', fields: [{ name: 'hours', type: 'integer' }] },
]);

const problems = (...files: SchemaFile[]) => loaderProblems([AREAS, laptops, loans, events, ...files]);

describe('the loader checks related', () => {
  it('accepts references that point at the record', () => {
    expect(
      problems(
        people([
          { resource: 'laptops', field: 'holder' },
          { resource: 'loans', field: 'borrower' },
        ]),
      ),
    ).toEqual([]);
  });

  it('names an unknown resource, an unknown field and a field that does not point here, all in one run', () => {
    expect(
      problems(
        people([
          { resource: 'cars', field: 'driver' },
          { resource: 'laptops', field: 'owner' },
          { resource: 'laptops', field: 'brand' },
          { resource: 'loans', field: 'laptop' },
        ]),
      ),
    ).toEqual([
      'people.json: $.related[0].resource: unknown resource "cars"',
      'people.json: $.related[1].field: "laptops" has no field "owner"',
      'people.json: $.related[2].field: "laptops.brand" must be a reference to "people"',
      'people.json: $.related[3].field: "loans.laptop" must be a reference to "people"',
    ]);
  });

  it('accepts a child-table column that points here, with a sum of a number field or of that table', () => {
    expect(
      problems(
        people([
          { resource: 'events', field: 'attendees.person', sum: 'attendees.points' },
          { resource: 'events', field: 'host', sum: 'fee' },
        ]),
      ),
    ).toEqual([]);
  });

  it('names a child column that is not there or does not point here, and a sum it cannot make', () => {
    expect(
      problems(
        people([
          { resource: 'events', field: 'attendees.nobody' },
          { resource: 'events', field: 'attendees.room' },
          { resource: 'events', field: 'no.person' },
          { resource: 'events', field: 'attendees.person.x' },
          { resource: 'events', field: 'attendees.person', sum: 'no' },
          { resource: 'events', field: 'host', sum: 'attendees.points' },
          { resource: 'events', field: 'attendees.person', sum: 'helpers.hours' },
        ]),
      ),
    ).toEqual([
      'people.json: $.related[0].field: "events" has no field "attendees.nobody"',
      'people.json: $.related[1].field: "events.attendees.room" must be a reference to "people"',
      'people.json: $.related[2].field: "events" has no field "no.person"',
      'people.json: $.related[3].field: "events" has no field "attendees.person.x"',
      'people.json: $.related[4].sum: "no" is not a number field',
      'people.json: $.related[5].sum: a column of "attendees" is summed only when the list links through that table ("attendees.<column>")',
      'people.json: $.related[6].sum: a column of "helpers" is summed only when the list links through that table ("helpers.<column>")',
    ]);
  });

  it('refuses keys it does not know', () => {
    expect(problems(people([{ resource: 'laptops', field: 'holder', sort: 'no' }]))).toHaveLength(1);
  });
});

describe('relatedLists', () => {
  it('lists the declared references in order, with their own titles', () => {
    const registry = loadSchemas([
      AREAS,
      laptops,
      loans,
      people([
        { resource: 'loans', field: 'borrower', label: text('Borrowed') },
        { resource: 'laptops', field: 'holder' },
      ]),
    ]);
    const lists = relatedLists(registry.resources, registry.byName.get('people')!);
    expect(lists.map((l) => [l.target.name, l.field, l.label?.en, l.sum])).toEqual([
      ['loans', 'borrower', 'Borrowed', undefined],
      ['laptops', 'holder', undefined, undefined],
    ]);
  });

  it("adds the records made from this one (createFrom) once, after the declared ones (the product's purchase requests)", () => {
    const product = loadSchemaDir();
    const pr = product.byName.get('purchaseRequests')!;
    const lists = relatedLists(product.resources, pr).map((l) => `${l.target.name}.${l.field}`);
    expect(lists).toEqual(['purchaseOrders.purchaseRequest']);
    // An employee's page: assets held, training and the rest the schema declares.
    const employee = relatedLists(product.resources, product.byName.get('employees')!);
    expect(employee.map((l) => `${l.target.name}.${l.field}`)).toEqual([
      'assets.holder',
      'courseEnrolments.employee',
      'probationEvaluations.employee',
      'kpiAssignments.employee',
      'claims.claimant',
      'activities.participants.employee',
    ]);
    expect(employee[5]!.sum).toBe('participants.pointsEarned');
    expect(employee[0]!.label).toMatchObject({ en: 'Assets held', th: 'ทรัพย์สินที่ถือครอง' });
  });

  it('lists a createFrom link only once when the schema also declares it', () => {
    const product = loadSchemaDir();
    const pr = {
      ...product.byName.get('purchaseRequests')!,
      related: [{ resource: 'purchaseOrders', field: 'purchaseRequest' }],
    };
    expect(relatedLists(product.resources, pr)).toHaveLength(1);
  });
});
