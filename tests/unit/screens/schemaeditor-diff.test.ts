/** The schema editor's readable diff (resources/schemaeditor/diffText.ts) over schemaChanges, in two languages. */
import { describe, expect, it } from 'vitest';
import { diffLines, lastKey, shown, versionDiff } from '../../../resources/schemaeditor/diffText';
import { wordIn } from '../../../resources/schemaeditor/i18n';
import { SCHEMA_CHANGE_KINDS } from '../../../src/schema/changes/schema-changes';
import type { ResourceSchema } from '../../../src/schema/meta/meta';

/** The screen's own sentence of a key in a language, or undefined when that language lacks it. */
const textOf = (lang: string, key: string): string | undefined => {
  const text = wordIn(lang)(key);
  return text === key || (lang !== 'en' && text === wordIn('en')(key)) ? undefined : text;
};

const base = {
  name: 'rooms',
  label: { en: 'Room', th: 'ห้อง' },
  pluralLabel: { en: 'Rooms', th: 'ห้อง' },
  area: 'hr',
  route: '/apps/hr/rooms',
  titleField: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'floor', type: 'select', options: ['1', '2'] },
  ],
} as unknown as ResourceSchema;

describe('the readable diff', () => {
  it('says each change in English', () => {
    const after = structuredClone(base) as unknown as { fields: Record<string, unknown>[] } & ResourceSchema;
    after.fields.push({ name: 'capacity', type: 'integer', required: true, default: 4 });
    after.fields[1]!.options = ['1', '3'];
    after.fields[0]!.type = 'textarea';
    expect(versionDiff(base, after, wordIn('en'), 'en')).toEqual([
      'Field capacity added',
      'Type of name: text -> textarea',
      'Option 3 added to floor',
      'Option 2 removed from floor',
    ]);
  });

  it('says it in Thai', () => {
    const after = { ...base, fields: base.fields.slice(0, 1) } as ResourceSchema;
    expect(versionDiff(base, after, wordIn('th'), 'th')).toEqual(['ลบฟิลด์ floor']);
    expect(versionDiff(undefined, base, wordIn('th'), 'th')).toEqual(['สร้างทรัพยากร']);
  });

  it('names a label in the language, and a field only where the change is about one', () => {
    const after = { ...base, label: { en: 'Meeting room', th: 'ห้องประชุม' } } as ResourceSchema;
    expect(versionDiff(base, after, wordIn('th'), 'th')).toEqual(['ชื่อที่แสดงเปลี่ยน: ห้อง -> ห้องประชุม']);
    expect(versionDiff(base, after, wordIn('en'), 'en')).toEqual(['Label changed: Room -> Meeting room']);
  });

  it('has a sentence for every kind of change in English and Thai', () => {
    for (const kind of SCHEMA_CHANGE_KINDS) {
      expect(textOf('en', `chg_${kind}`), kind).toBeTruthy();
      expect(textOf('th', `chg_${kind}`), kind).toBeTruthy();
    }
    expect(
      diffLines([{ kind: 'other-changed', path: '$.fields[0].help', field: 'name', before: 1, after: 2 }], wordIn('en'), 'en'),
    ).toEqual(['help (name) changed: 1 -> 2']);
  });

  it('shows values briefly', () => {
    expect(shown(undefined, 'en')).toBe('-');
    expect(shown({ en: 'A', th: 'ก' }, 'th')).toBe('ก');
    expect(shown({ name: 'main', label: {} }, 'en')).toBe('main');
    expect(shown([1, 2], 'en')).toBe('[1,2]');
    expect(lastKey('$.fields[2].maxLength')).toBe('maxLength');
    expect(lastKey('$.sections[1]')).toBe('sections');
  });
});
