/**
 * Every label in every offered language (issue 29): the check that names a label lacking French or Arabic with
 * its file and path (src/schema/loader/translations.ts), the product's files having none, and the fallback to
 * English, marked when a development build asks for it (src/schema/meta/describe.ts `localize`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { describeMissing, missingTranslations, missingTranslationsIn } from '../../../src/schema/loader/translations';
import { readSchemaFiles } from '../../../src/schema/loader/read-dir';
import { fieldLabel, localize, markLabelFallbacks } from '../../../src/schema/meta/describe';

describe('missing translations', () => {
  it('names each label lacking a language with its path, and nothing complete', () => {
    const json = {
      label: { en: 'Order', th: 'คำสั่งซื้อ', fr: 'Commande', ar: 'طلب' },
      fields: [
        { name: 'a', label: { en: 'A', th: 'ก', fr: 'A' } },
        { name: 'b', options: [{ value: 'x', label: { en: 'X', th: 'เอ็กซ์', ar: '' } }] },
      ],
      // The fields that hold a code's names, not a label: never reported.
      codeList: { list: 'type', value: 'code', label: { en: 'nameEn', th: 'name' } },
    };
    const found = missingTranslationsIn(json, 'orders.json');
    expect(found).toEqual([
      { file: 'orders.json', path: '$.fields[0].label', missing: ['ar'] },
      { file: 'orders.json', path: '$.fields[1].options[0].label', missing: ['fr', 'ar'] },
    ]);
    expect(describeMissing(found[1]!)).toBe('orders.json: $.fields[1].options[0].label: no French (fr), no Arabic (ar)');
  });

  it('the schemas, areas and screens of the product lack none', () => {
    const files = readSchemaFiles();
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['memos.json', '_areas.json', '_screens.json']));
    expect(missingTranslations(files).map(describeMissing)).toEqual([]);
  });
});

describe('a label falls back to English', () => {
  afterEach(() => markLabelFallbacks(null));
  const label = { en: 'Title', th: 'เรื่อง', fr: 'Titre' };

  it('shows the language when the label has it, else English; a field without a label is humanized', () => {
    expect(localize(label, 'fr')).toBe('Titre');
    expect(localize(label, 'th')).toBe('เรื่อง');
    expect(localize(label, 'ar')).toBe('Title');
    expect(localize(undefined, 'ar', 'none')).toBe('none');
    expect(fieldLabel({ name: 'shippingFee', type: 'money' }, 'ar')).toBe('Shipping fee');
  });

  it('is marked when a development build asks, only where English stands in for another language', () => {
    markLabelFallbacks((english, lang) => `${english} [en→${lang}]`);
    expect(localize(label, 'ar')).toBe('Title [en→ar]');
    expect(localize(label, 'fr')).toBe('Titre');
    expect(localize(label, 'en')).toBe('Title');
    markLabelFallbacks(null);
    expect(localize(label, 'ar')).toBe('Title');
  });
});
