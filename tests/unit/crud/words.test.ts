/**
 * The app's own words (issue 27): each feature's words sit beside it in a `words.ts` (src/i18n keeps Refine's and a
 * failed call's, ./words.ts and ./errors.ts), and each layer registers its modules with `addWords`
 * (src/crud/all-words.ts, src/shell/all-words.ts, src/pages/all-words.ts; src/App.tsx imports the three).
 * - every words module in the tree is registered (`registeredWords()` of src/i18n, the one list), and nothing else is;
 * - every module carries every language, each with exactly the English keys (a plural's forms are the language's own:
 *   Arabic has six, i18next picks one for the count);
 * - no key is given by two modules (the merge is deep: the later text would win);
 * - i18next answers every key in every language from its own table, not the English fallback;
 * - a saved language is the resolved one from the start (antd's locale, the direction and the screens read it).
 */
import { describe, expect, it, vi } from 'vitest';

// A Thai user coming back: the saved language, read when src/i18n sets i18next up (before the imports below run).
vi.hoisted(() => {
  const saved = new Map([['staff-backoffice-language', 'th']]);
  Object.assign(globalThis, { localStorage: { getItem: (k: string) => saved.get(k) ?? null, setItem: saved.set.bind(saved) } });
});
import i18n, { LANGUAGE_KEY, LANGUAGES, registeredWords, type Words } from '../../../src/i18n';
import { CRUD_WORDS } from '../../../src/crud/all-words';
import { SHELL_WORDS } from '../../../src/shell/all-words';
import { PAGES_WORDS } from '../../../src/pages/all-words';

/** Every words module of the tree: a `words.ts` anywhere in src, and src/i18n's errors.ts. */
const FILES = import.meta.glob<Record<string, unknown>>(['/src/**/words.ts', '/src/i18n/errors.ts'], { eager: true });

/** A module's exports that are words modules: `<feature>Words` (errors.ts also exports FAILURE_TEXTS_EN). */
const wordsIn = (exports: Record<string, unknown>) =>
  Object.entries(exports).filter(([name]) => /Words$/.test(name)) as [string, Words][];

const FOUND = Object.entries(FILES).flatMap(([file, exports]) =>
  wordsIn(exports).map(([name, words]) => ({ name: `${file.slice(1)}: ${name}`, words })),
);

const nameOf = (words: Words) => FOUND.find((f) => f.words === words)?.name ?? '(a module that is no words.ts)';

/** A language's table as full keys (`linked.commentSaved`) and texts. */
function flatten(tree: unknown, prefix = ''): [string, unknown][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** `tabErrors_few` is the key `tabErrors` in the language's plural forms. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keysOf = (table: object | undefined) => [...new Set(flatten(table ?? {}).map(([key]) => key.replace(PLURAL, '')))].sort();

const LANGS = LANGUAGES.map((l) => l.code);

describe('the words modules', () => {
  it('finds the modules (the glob still matches the layout)', () => {
    expect(FOUND.length).toBeGreaterThan(15);
    expect(FOUND.map((f) => f.name)).toContain('src/crud/comments/words.ts: commentsWords');
  });

  it('registers every words module of the tree, and only those', () => {
    const registered = registeredWords();
    const missing = FOUND.filter((f) => !registered.includes(f.words)).map((f) => f.name);
    expect(missing, 'words modules no layer registers (add them to its all-words.ts)').toEqual([]);
    expect(registered.map(nameOf).sort()).toEqual(FOUND.map((f) => f.name).sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('has each layer list its own folder’s modules', () => {
    const layer = (words: Words) => nameOf(words).split('/').slice(0, 2).join('/');
    expect(new Set(CRUD_WORDS.map(layer))).toEqual(new Set(['src/crud']));
    expect(new Set(SHELL_WORDS.map(layer))).toEqual(new Set(['src/shell']));
    expect(new Set(PAGES_WORDS.map(layer))).toEqual(new Set(['src/pages']));
  });

  it.each(FOUND.map((f) => [f.name, f.words] as const))('%s: every language has exactly the English keys', (_, words) => {
    expect(Object.keys(words).sort()).toEqual([...LANGS].sort());
    const english = keysOf(words.en);
    expect(english.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      expect(keysOf(words[lang]), lang).toEqual(english);
      for (const [key, text] of flatten(words[lang]!))
        expect(typeof text === 'string' && text.trim() !== '', `${lang} ${key}`).toBe(true);
    }
  });

  it('gives each key in one module only', () => {
    const owners = new Map<string, string[]>();
    for (const { name, words } of FOUND) for (const key of keysOf(words.en)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('starts in the saved language, resolved against the set-up’s own words', () => {
    expect(LANGUAGE_KEY).toBe('staff-backoffice-language');
    expect(i18n.language).toBe('th');
    expect(i18n.resolvedLanguage).toBe('th');
    expect(i18n.t('crud.save')).toBe('บันทึก');
  });

  it('answers every key in every language from that language’s table', () => {
    for (const { name, words } of FOUND)
      for (const lang of LANGS)
        for (const [key, text] of flatten(words[lang]!))
          expect(i18n.getResource(lang, 'translation', key), `${name} ${lang} ${key}`).toBe(text);
    expect(i18n.t('linked.commentSaved', { lng: 'th' })).toBe('บันทึกความคิดเห็นแล้ว');
    expect(i18n.t('site.search.button', { lng: 'fr' })).not.toBe(i18n.t('site.search.button', { lng: 'en' }));
    expect(i18n.t('site.register.title', { lng: 'ar' })).toBe('إنشاء حساب');
  });
});
