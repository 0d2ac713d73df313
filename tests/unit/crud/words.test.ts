/**
 * The app's own words (issue 27): each feature's words sit beside it in a `words.ts` (src/i18n keeps Refine's and a
 * failed call's, ./words.ts and ./errors.ts), and each layer registers its modules with `addWords`
 * (src/crud/all-words.ts, src/shell/all-words.ts, src/pages/all-words.ts; src/App.tsx imports the three). Above
 * src/i18n a module's `words.ts` carries English and Thai, and its French and Arabic parts sit beside it in
 * `words-fr.ts` and `words-ar.ts` (issue 28), gathered per layer in `all-words-fr.ts` and `all-words-ar.ts` and
 * registered when that language loads (`loadLanguage`; tests/unit/crud/words-lazy.test.ts checks the loading).
 * - every words module in the tree is registered (`registeredWords()` of src/i18n, the one list), and nothing else is:
 *   its English and Thai at import, its French and Arabic once those languages are loaded;
 * - every module carries every language (the eager file English and Thai, each lazy file its own language only),
 *   each with exactly the English keys (a plural's forms are the language's own: Arabic has six, i18next picks one
 *   for the count);
 * - no key is given by two modules (the merge is deep: the later text would win);
 * - i18next answers every key in every language from its own table, not the English fallback;
 * - a saved language is the resolved one from the start (antd's locale, the direction and the screens read it).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';

// A Thai user coming back: the saved language, read when src/i18n sets i18next up (before the imports below run).
vi.hoisted(() => {
  const saved = new Map([['staff-backoffice-language', 'th']]);
  Object.assign(globalThis, { localStorage: { getItem: (k: string) => saved.get(k) ?? null, setItem: saved.set.bind(saved) } });
});
import i18n, { LANGUAGE_KEY, LANGUAGES, loadLanguage, registeredWords, type Words } from '../../../src/i18n';
import { CRUD_WORDS } from '../../../src/crud/all-words';
import { CRUD_WORDS_AR } from '../../../src/crud/all-words-ar';
import { CRUD_WORDS_FR } from '../../../src/crud/all-words-fr';
import { SHELL_WORDS } from '../../../src/shell/all-words';
import { SHELL_WORDS_AR } from '../../../src/shell/all-words-ar';
import { SHELL_WORDS_FR } from '../../../src/shell/all-words-fr';
import { PAGES_WORDS } from '../../../src/pages/all-words';
import { PAGES_WORDS_AR } from '../../../src/pages/all-words-ar';
import { PAGES_WORDS_FR } from '../../../src/pages/all-words-fr';

/** Every words module of the tree: a `words.ts` anywhere in src, and src/i18n's errors.ts. */
const FILES = import.meta.glob<Record<string, unknown>>(['/src/**/words.ts', '/src/i18n/errors.ts'], { eager: true });
/** Their French and Arabic parts: a `words-fr.ts` or `words-ar.ts` beside a `words.ts`. */
const LAZY_FILES = import.meta.glob<Record<string, unknown>>(['/src/**/words-fr.ts', '/src/**/words-ar.ts'], { eager: true });

/** A module's exports that are words modules: `<feature>Words` (errors.ts also exports FAILURE_TEXTS_EN). */
const wordsIn = (exports: Record<string, unknown>) =>
  Object.entries(exports).filter(([name]) => /Words$/.test(name)) as [string, Words][];

const LANGS = LANGUAGES.map((l) => l.code);

interface Part {
  /** `src/crud/list/words-fr.ts: listWords`. */
  name: string;
  /** The module it is part of: its folder and export name (`src/crud/list: listWords`). */
  module: string;
  /** A lazy file's one language (from its name); undefined for a `words.ts`. */
  lang?: string;
  words: Words;
}

const partsOf = (files: Record<string, Record<string, unknown>>): Part[] =>
  Object.entries(files).flatMap(([file, exports]) =>
    wordsIn(exports).map(([name, words]) => ({
      name: `${file.slice(1)}: ${name}`,
      module: `${file.slice(1, file.lastIndexOf('/'))}: ${name}`,
      lang: /words-(\w+)\.ts$/.exec(file)?.[1],
      words,
    })),
  );

const EAGER = partsOf(FILES);
const LAZY = partsOf(LAZY_FILES);
/** Every part, eager and lazy: what `registeredWords()` holds once every language is loaded. */
const FOUND = [...EAGER, ...LAZY];

/** Each module with its parts' languages together, as i18next holds them once every language is loaded. */
const MODULES = EAGER.map((e) => ({
  name: e.name,
  parts: FOUND.filter((p) => p.module === e.module),
  words: Object.assign({}, ...FOUND.filter((p) => p.module === e.module).map((p) => p.words)) as Words,
}));

const nameOf = (words: Words) => FOUND.find((f) => f.words === words)?.name ?? '(a module that is no words.ts)';

/** What the layers registered at import, before any language was loaded. */
const AT_IMPORT = [...registeredWords()];

/** A language's table as full keys (`linked.commentSaved`) and texts. */
function flatten(tree: unknown, prefix = ''): [string, unknown][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** `tabErrors_few` is the key `tabErrors` in the language's plural forms. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keysOf = (table: object | undefined) => [...new Set(flatten(table ?? {}).map(([key]) => key.replace(PLURAL, '')))].sort();

beforeAll(async () => {
  await loadLanguage('fr');
  await loadLanguage('ar');
});

describe('the words modules', () => {
  it('finds the modules (the globs still match the layout)', () => {
    expect(EAGER.length).toBeGreaterThan(15);
    expect(EAGER.map((f) => f.name)).toContain('src/crud/comments/words.ts: commentsWords');
    expect(LAZY.map((f) => f.name)).toContain('src/crud/comments/words-fr.ts: commentsWords');
    expect(LAZY.map((f) => f.name)).toContain('src/pages/words-ar.ts: pagesWords');
  });

  it('keeps French and Arabic out of the words.ts files above src/i18n, each in its own file', () => {
    for (const { name, words } of EAGER) {
      const own = name.startsWith('src/i18n/') ? LANGS : ['en', 'th']; // src/i18n's own words start in every language
      expect(Object.keys(words).sort(), name).toEqual([...own].sort());
    }
    for (const { name, lang, words } of LAZY) expect(Object.keys(words), name).toEqual([lang]);
    const orphans = LAZY.filter((l) => !EAGER.some((e) => e.module === l.module)).map((l) => l.name);
    expect(orphans, 'a words-fr.ts or words-ar.ts whose words.ts has no export of that name').toEqual([]);
  });

  it('registers every words.ts at import, and only those', () => {
    const missing = EAGER.filter((f) => !AT_IMPORT.includes(f.words)).map((f) => f.name);
    expect(missing, 'words modules no layer registers (add them to its all-words.ts)').toEqual([]);
    expect(AT_IMPORT.map(nameOf).sort()).toEqual(EAGER.map((f) => f.name).sort());
  });

  it('registers every French and Arabic part once its language is loaded, and only those', () => {
    const registered = registeredWords();
    const missing = FOUND.filter((f) => !registered.includes(f.words)).map((f) => f.name);
    expect(missing, 'parts no layer loads (add them to its all-words-fr.ts or all-words-ar.ts)').toEqual([]);
    expect(registered.map(nameOf).sort()).toEqual(FOUND.map((f) => f.name).sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('has each layer list its own folder’s modules, in every language', () => {
    const layer = (words: Words) => nameOf(words).split('/').slice(0, 2).join('/');
    for (const [folder, lists] of [
      ['src/crud', [CRUD_WORDS, CRUD_WORDS_FR, CRUD_WORDS_AR]],
      ['src/shell', [SHELL_WORDS, SHELL_WORDS_FR, SHELL_WORDS_AR]],
      ['src/pages', [PAGES_WORDS, PAGES_WORDS_FR, PAGES_WORDS_AR]],
    ] as const)
      for (const list of lists) expect(new Set((list as readonly Words[]).map(layer))).toEqual(new Set([folder]));
  });

  it.each(MODULES.map((m) => [m.name, m] as const))('%s: every language has exactly the English keys', (_, { parts, words }) => {
    const given = parts.flatMap((p) => Object.keys(p.words));
    expect(given.length, 'a language given by two files').toBe(new Set(given).size);
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
    for (const { name, words } of MODULES)
      for (const key of keysOf(words.en)) owners.set(key, [...(owners.get(key) ?? []), name]);
    // A French or Arabic part gives only its module's keys (checked above), so no key of theirs is another's.
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('starts in the saved language, resolved against the set-up’s own words', () => {
    expect(LANGUAGE_KEY).toBe('staff-backoffice-language');
    expect(i18n.language).toBe('th');
    expect(i18n.resolvedLanguage).toBe('th');
    expect(i18n.t('crud.save')).toBe('บันทึก');
  });

  it('answers every key in every language from that language’s table', () => {
    for (const { name, words } of MODULES)
      for (const lang of LANGS)
        for (const [key, text] of flatten(words[lang]!))
          expect(i18n.getResource(lang, 'translation', key), `${name} ${lang} ${key}`).toBe(text);
    expect(i18n.t('linked.commentSaved', { lng: 'th' })).toBe('บันทึกความคิดเห็นแล้ว');
    expect(i18n.t('site.search.button', { lng: 'fr' })).not.toBe(i18n.t('site.search.button', { lng: 'en' }));
    expect(i18n.t('site.register.title', { lng: 'ar' })).toBe('إنشاء حساب');
  });
});
