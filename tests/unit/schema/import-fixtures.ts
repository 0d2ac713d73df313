/** The schemas the spreadsheet import tests share (import.test.ts, import-cells.test.ts). */
import { buildReferenceIndex } from '../../../src/schema/import/import';
import { importRegistry } from '../../support/import-fixture';

export const registry = importRegistry();
export const contacts = registry.byName.get('contacts')!;
export const people = registry.byName.get('people')!;

export const PEOPLE = [
  { id: 1, code: 'P0001', firstName: 'Anan', email: 'anan@example.com' },
  { id: 2, code: 'P0002', firstName: 'Somchai', email: 'somchai@example.com' },
  { id: 3, code: 'P0003', firstName: 'Somchai', email: 'somchai.k@example.com' },
  // A title that is another record's code: the code wins.
  { id: 4, code: 'P0004', firstName: 'P0001', email: 'odd@example.com' },
];
export const peopleIndex = buildReferenceIndex(people, PEOPLE);
