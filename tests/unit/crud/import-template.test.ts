/** The import template (src/crud/import/template.ts): columns in the user's language (child-table columns too), a sample row that imports, column descriptions. */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaForUser } from '../../../src/access/scope';
import { sampleValue, templateSheets } from '../../../src/crud/import/template';
import { crudWords } from '../../../src/crud/words';
import { importWords } from '../../../src/crud/import/words';
import { analyseImport, matchHeaders, type Cell } from '../../../src/schema/import/import';
import { importRegistry } from '../../support/import-fixture';
import { testUser } from '../../support/users';

const registry = importRegistry();
const contacts = registry.byName.get('contacts')!;
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { translation: { ...crudWords.en, ...importWords.en } },
      th: { translation: { ...crudWords.th, ...importWords.th } },
    },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('templateSheets', () => {
  it('has the importable columns labelled in English, and a description of each', () => {
    const { columns, description } = templateSheets(contacts, registry, 'en', i18n.getFixedT('en'));
    expect(columns[0]).toEqual(['Name', 'Email', 'Kind', 'Tags', 'Active', 'Since', 'Credit limit', 'Owner']);
    expect(description[0]).toEqual(['Column', 'Field name', 'Type', 'Required', 'Options and rules']);
    expect(description.slice(1)).toEqual([
      ['Name', 'name', 'Text', 'Yes', 'At most 50 characters'],
      ['Email', 'email', 'Email address', 'No', 'Must be unique'],
      ['Kind', 'kind', 'One of the options', 'Yes', 'Lead, Customer'],
      ['Tags', 'tags', 'Options', 'No', 'Vip, New; One or more, separated by commas'],
      ['Active', 'active', 'Yes or No', 'No', ''],
      ['Since', 'since', 'Date (YYYY-MM-DD)', 'No', ''],
      ['Credit limit', 'credit', 'Amount (2 decimals)', 'No', 'At least 0'],
      ['Owner', 'owner', 'Reference', 'No', 'The name or code of a Person'],
    ]);
  });

  it('speaks Thai', () => {
    const { columns, description } = templateSheets(contacts, registry, 'th', i18n.getFixedT('th'));
    expect(columns[0]!.slice(0, 3)).toEqual(['ชื่อ', 'อีเมล', 'ประเภท']);
    expect(description[3]).toEqual(['ประเภท', 'kind', 'หนึ่งในตัวเลือก', 'ใช่', 'ผู้สนใจ, ลูกค้า']);
    expect(columns[1]![2]).toBe('ผู้สนใจ');
  });

  it('has a column only for what the user may write', () => {
    const staff = schemaForUser(contacts, testUser('Staff', 'E9'), {});
    expect(templateSheets(staff, registry, 'en', i18n.getFixedT('en')).columns[0]).not.toContain('Credit limit');
  });

  it('has a sample row that passes the checks (references aside, which name a real record)', () => {
    const t = i18n.getFixedT('en');
    const { columns } = templateSheets(contacts, registry, 'en', t);
    const result = analyseImport(contacts, { headers: columns[0]!, rows: [{ row: 2, cells: columns[1]! as Cell[] }] }, 'en');
    expect(result.rows[0]!.errors).toEqual({});
    expect(
      sampleValue(
        contacts.fields.find((f) => f.name === 'since')!,
        'en',
        t,
        new Date(2024, 1, 3),
      ),
    ).toBe('2024-02-03');
  });
});

describe('templateSheets with child tables', () => {
  const events = registry.byName.get('events')!;

  it('has a column per importable child column, headed "<table>: <column>", after the record’s columns', () => {
    const { columns, description } = templateSheets(events, registry, 'en', i18n.getFixedT('en'));
    expect(columns[0]).toEqual([
      'Title',
      'Day',
      'Participants: Person',
      'Participants: Points',
      'Participants: Attended',
      'Costs: Item',
      'Costs: Amount',
    ]);
    const rule = (table: string) =>
      `A column of the ${table} table: each further ${table} line goes on a row below, with the record's own columns left empty`;
    expect(description.slice(3)).toEqual([
      [
        'Participants: Person',
        'participants.person',
        'Reference',
        'Yes',
        `${rule('Participants')}; The name or code of a Person`,
      ],
      ['Participants: Points', 'participants.points', 'Whole number', 'No', `${rule('Participants')}; From 0 to 100`],
      ['Participants: Attended', 'participants.attended', 'Yes or No', 'No', rule('Participants')],
      ['Costs: Item', 'costs.item', 'Text', 'Yes', `${rule('Costs')}; At most 50 characters`],
      ['Costs: Amount', 'costs.amount', 'Amount (2 decimals)', 'No', `${rule('Costs')}; At least 0`],
    ]);
  });

  it('speaks Thai, and its headers are read back as the same columns', () => {
    const t = i18n.getFixedT('th');
    const { columns, description } = templateSheets(events, registry, 'th', t);
    expect(columns[0]!.slice(2)).toEqual([
      'ผู้เข้าร่วม: บุคคล',
      'ผู้เข้าร่วม: คะแนน',
      'ผู้เข้าร่วม: เข้าร่วมจริง',
      'ค่าใช้จ่าย: รายการ',
      'ค่าใช้จ่าย: จำนวนเงิน',
    ]);
    expect(description[6]![4]).toBe(
      'คอลัมน์ของตารางค่าใช้จ่าย: แถวถัดไปของค่าใช้จ่ายให้กรอกในแถวด้านล่าง โดยเว้นคอลัมน์ของรายการหลักว่างไว้; ไม่เกิน 50 ตัวอักษร',
    );
    const header = matchHeaders(events, columns[0]! as Cell[]);
    expect(header.ignored).toEqual([]);
    expect(header.childColumns.map((c) => c?.key ?? null)).toEqual([
      null,
      null,
      'participants.person',
      'participants.points',
      'participants.attended',
      'costs.item',
      'costs.amount',
    ]);
  });

  it('has a sample row with one child row of each table, which passes the checks but for the reference', () => {
    const t = i18n.getFixedT('en');
    const { columns } = templateSheets(events, registry, 'en', t);
    expect(columns[1]!.slice(2)).toEqual(['', 100, 'Yes', 'Sample', 100]);
    const result = analyseImport(events, { headers: columns[0]!, rows: [{ row: 2, cells: columns[1]! as Cell[] }] }, 'en');
    expect(result.rows[0]!.errors).toEqual({ 'participants.person': 'Person is required' });
    expect(result.rows[0]!.values.costs).toEqual([{ item: 'Sample', amount: 100 }]);
  });

  it('leaves out the columns of a table the user may not write', () => {
    const staff = schemaForUser(events, testUser('Staff', 'E9'), {});
    const { columns, description } = templateSheets(staff, registry, 'en', i18n.getFixedT('en'));
    expect(columns[0]).toEqual(['Title', 'Day', 'Participants: Person', 'Participants: Points', 'Participants: Attended']);
    expect(description).toHaveLength(6);
  });
});
