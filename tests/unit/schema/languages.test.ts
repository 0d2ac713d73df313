/**
 * The registry's labels split by language (src/schema/loader/languages.ts): the bundle carries English and Thai,
 * French and Arabic come as sparse trees merged back when loaded; on the product's own registry, the round trip
 * gives back exactly what the files hold.
 */
import { describe, expect, it } from 'vitest';
import { baseLabels, labelsOf, withLabels } from '../../../src/schema/loader/languages';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { browserSchema } from '../../../src/schema/loader/registry';

const sample = {
  name: 'things',
  label: { en: 'Thing', th: 'สิ่งของ', fr: 'Objet', ar: 'شيء' },
  fields: [
    { name: 'a', type: 'text' },
    { name: 'b', label: { en: 'B', th: 'บี', fr: 'Bé' }, options: [{ value: 'x', label: { en: 'X', th: 'เอ็กซ์', ar: 'إكس' } }] },
  ],
  codeList: { list: 'type', value: 'code', label: { en: 'nameEn', th: 'name' } },
};

describe('labels by language', () => {
  it('the base copy keeps English and Thai only, and leaves everything else as it is', () => {
    expect(baseLabels(sample)).toEqual({
      name: 'things',
      label: { en: 'Thing', th: 'สิ่งของ' },
      fields: [
        { name: 'a', type: 'text' },
        { name: 'b', label: { en: 'B', th: 'บี' }, options: [{ value: 'x', label: { en: 'X', th: 'เอ็กซ์' } }] },
      ],
      codeList: { list: 'type', value: 'code', label: { en: 'nameEn', th: 'name' } },
    });
  });

  it('one language is a sparse tree: only the paths to a label that has it', () => {
    expect(labelsOf(sample, 'fr')).toEqual({ label: 'Objet', fields: { 1: { label: 'Bé' } } });
    expect(labelsOf(sample, 'ar')).toEqual({ label: 'شيء', fields: { 1: { options: { 0: { label: 'إكس' } } } } });
    expect(labelsOf(baseLabels(sample), 'fr')).toBeUndefined();
  });

  it('merged back, each language lands in its labels and what it does not reach stays the same object', () => {
    const base = baseLabels(sample);
    const fr = withLabels(base, labelsOf(sample, 'fr'), 'fr');
    expect(fr.label).toEqual({ en: 'Thing', th: 'สิ่งของ', fr: 'Objet' });
    expect(fr.fields[0]).toEqual(base.fields[0]);
    expect(fr.codeList).toBe(base.codeList);
    expect(withLabels(fr, labelsOf(sample, 'ar'), 'ar')).toEqual(sample);
    expect(withLabels(base, undefined, 'fr')).toBe(base);
  });

  it("the product's registry: base plus French plus Arabic is what the files hold", () => {
    const { areas, resources, manifest } = loadSchemaDir();
    const data = { areas, resources: resources.map(browserSchema), manifest };
    let back = baseLabels(data);
    // `codeList.label` names the fields of a code's names ("fr": "nameFr"), not a label.
    expect(JSON.stringify(back, (key, value: unknown) => (key === 'codeList' ? undefined : value))).not.toContain('"fr":');
    for (const lang of ['fr', 'ar']) back = withLabels(back, labelsOf(data, lang), lang);
    expect(back).toEqual(data);
  });
});
