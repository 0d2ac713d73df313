/**
 * French and Arabic load on demand (issue 28): the upper layers' words.ts carry English and Thai, and each layer names
 * a loader per language (its all-words-fr.ts or all-words-ar.ts, a chunk of its own) with `addLanguageLoader`.
 * - a French user coming back starts in French (i18next resolves it against src/i18n's own words), with the upper
 *   layers' French keys falling back to English until `loadLanguage('fr')` has merged them (src/main.tsx awaits it
 *   before the first render);
 * - loading one language leaves the other out; English and Thai need no loading;
 * - each loader runs once, a failed one is tried again; `changeLanguage` switches only once the words are in, and of
 *   two quick choices the later one wins;
 * - none of the French or Arabic files is in the first chunk's imports (what the login page downloads).
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { importGraph } from '../../support/import-graph';

// A French user coming back: the saved language, read when src/i18n sets i18next up (before the imports below run).
vi.hoisted(() => {
  const saved = new Map([['staff-backoffice-language', 'fr']]);
  Object.assign(globalThis, { localStorage: { getItem: (k: string) => saved.get(k) ?? null, setItem: saved.set.bind(saved) } });
});
import i18n, { addLanguageLoader, changeLanguage, loadLanguage, registeredWords } from '../../../src/i18n';
import '../../../src/crud/all-words';
import '../../../src/shell/all-words';
import '../../../src/pages/all-words';
import { displayText } from '../../../src/crud/fields/format';
import type { AnyField } from '../../../src/schema/meta/describe';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('French and Arabic words, loaded on demand', () => {
  it('starts in the saved French, its words English until loaded, French after', async () => {
    expect(i18n.language).toBe('fr');
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t('buttons.save')).not.toBe(i18n.t('buttons.save', { lng: 'en' })); // src/i18n's own words: French at once
    expect(i18n.t('crud.save')).toBe('Save'); // English fallback: src/crud's French is not loaded yet
    expect(i18n.t('listsForms.filters')).toBe('Filters');
    expect(i18n.getResource('fr', 'translation', 'crud.save')).toBeUndefined();
    const before = registeredWords().length;

    await loadLanguage(i18n.language);

    expect(i18n.t('crud.save')).toBe('Enregistrer');
    expect(i18n.t('listsForms.filters')).toBe('Filtres');
    expect(i18n.t('site.register.title')).toBe('Créer un compte'); // the pages' part, merged under the shell's `site`
    expect(i18n.t('site.search.button')).not.toBe(i18n.t('site.search.button', { lng: 'en' }));
    expect(i18n.t('buttons.save')).not.toBe(i18n.t('buttons.save', { lng: 'en' })); // the deep merge kept the rest
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(registeredWords().length).toBeGreaterThan(before);
    // A flag shown as text (lists, exports, print) reads the loaded words too.
    const flag = { name: 'active', type: 'boolean' } as AnyField;
    expect(displayText(flag, true, { schema: null, lang: 'fr' })).toBe('Oui');
    expect(displayText(flag, false, { schema: null, lang: 'th' })).toBe('ไม่ใช่');
  });

  it('leaves Arabic out until it is loaded; English and Thai need no loading', async () => {
    expect(i18n.getResource('ar', 'translation', 'crud.save')).toBeUndefined();
    expect(i18n.t('crud.save', { lng: 'ar' })).toBe('Save');
    const count = registeredWords().length;
    await loadLanguage('en');
    await loadLanguage('th');
    expect(registeredWords().length).toBe(count);
    expect(i18n.t('crud.save', { lng: 'th' })).toBe('บันทึก');
  });

  it('runs each loader once, and a failed one again on the next call', async () => {
    const load = vi
      .fn<() => Promise<{ ar: object }[]>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue([{ ar: { lazyTest: { word: 'كلمة' } } }]);
    addLanguageLoader('ar', load);
    await expect(loadLanguage('ar')).rejects.toThrow('chunk failed');
    expect(i18n.getResource('ar', 'translation', 'crud.save')).toBe('حفظ'); // the layers' own loaders did their part
    await Promise.all([loadLanguage('ar'), loadLanguage('ar')]);
    await loadLanguage('ar');
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('lazyTest.word', { lng: 'ar' })).toBe('كلمة');
  });

  it('switches only once the words are in, the later of two choices winning', async () => {
    await changeLanguage('en');
    expect(i18n.language).toBe('en');
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    // A language still loading: Arabic again, held by a loader of its own (Arabic's other loaders have run).
    addLanguageLoader('ar', () => slow.then(() => [{ ar: { lazyTest: { slow: 'بطيء' } } }]));
    const toArabic = changeLanguage('ar');
    await Promise.resolve();
    expect(i18n.language).toBe('en'); // not before its words
    const toThai = changeLanguage('th');
    await toThai;
    expect(i18n.language).toBe('th');
    release();
    await toArabic;
    expect(i18n.language).toBe('th'); // Arabic came in later but was not the last choice
    await changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('lazyTest.slow')).toBe('بطيء');
    expect(i18n.t('crud.save')).toBe('حفظ');
  });

  it('keeps the French and Arabic files out of the first chunk, and reachable by its dynamic imports', () => {
    const lazy = (graph: Map<string, unknown>) => [...graph.keys()].filter((f) => /(^|\/)(all-)?words-(fr|ar)\.ts$/.test(f));
    expect(lazy(importGraph(ROOT, join(ROOT, 'src/main.tsx'), { dynamic: false }))).toEqual([]);
    const all = lazy(importGraph(ROOT, join(ROOT, 'src/main.tsx')));
    expect(all).toContain('src/crud/all-words-fr.ts');
    expect(all).toContain('src/crud/list/words-ar.ts');
    expect(all).toContain('src/pages/words-fr.ts');
    expect(all).toContain('src/shell/search/words-ar.ts');
  });
});
