/** The import template (src/crud/import/template.ts): columns in the user's language, a sample row that imports, column descriptions. */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaForUser } from '../../src/access/scope';
import { sampleValue, templateSheets } from '../../src/crud/import/template';
import { crudTranslations } from '../../src/i18n/crud';
import { importTranslations } from '../../src/i18n/import';
import { analyseImport, type Cell } from '../../src/schema/import';
import { importRegistry } from '../support/import-fixture';
import { testUser } from '../support/users';

const registry = importRegistry();
const contacts = registry.byName.get('contacts')!;
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { translation: { ...crudTranslations.en, ...importTranslations.en } },
      th: { translation: { ...crudTranslations.th, ...importTranslations.th } },
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
