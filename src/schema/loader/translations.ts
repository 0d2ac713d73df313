/**
 * Which labels lack a language (issue 29): every label object (`{ "en": …, "th": … }`) of the schemas, the menu
 * areas and the screens manifest should carry French and Arabic too. `npm run schemas:check` prints each gap as a
 * warning with its file and JSON path (the app shows the English text meanwhile, marked in development builds:
 * src/schema/meta/describe.ts `localize`). Pure: walks the files' JSON.
 */
import { isLabel, NOT_TEXT } from './languages';

/** The languages a label should carry besides the required English and Thai, with their names for the warning. */
export const EXPECTED_LANGUAGES = { fr: 'French', ar: 'Arabic' } as const;

export interface MissingTranslation {
  /** The file of the schema (`memos.json`, `_areas.json`, `_screens.json`). */
  file: string;
  /** The label's JSON path in it, as the loader's errors write it (`$.fields[3].label`). */
  path: string;
  /** The languages it lacks. */
  missing: (keyof typeof EXPECTED_LANGUAGES)[];
}

/** The labels under `value` (at `path`) that lack one of the expected languages. */
export function missingTranslationsIn(value: unknown, file: string, path = '$'): MissingTranslation[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => missingTranslationsIn(v, file, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  if (isLabel(value)) {
    const missing = (Object.keys(EXPECTED_LANGUAGES) as MissingTranslation['missing']).filter(
      (lang) => typeof value[lang] !== 'string' || value[lang] === '',
    );
    return missing.length ? [{ file, path, missing }] : [];
  }
  return Object.entries(value).flatMap(([key, v]) => (NOT_TEXT.has(key) ? [] : missingTranslationsIn(v, file, `${path}.${key}`)));
}

/**
 * Every label lacking a language in these files (each file's JSON as written: the schemas, `_areas.json`,
 * `_screens.json`), so each path points into the file an Admin edits, not at what the loader derived from it.
 */
export const missingTranslations = (files: readonly { file: string; json: unknown }[]): MissingTranslation[] =>
  files.flatMap(({ file, json }) => missingTranslationsIn(json, file));

/** One warning line: `memos.json: $.fields[3].label ("Title"): no French (fr), no Arabic (ar)`. */
export const describeMissing = (m: MissingTranslation): string =>
  `${m.file}: ${m.path}: no ${m.missing.map((lang) => `${EXPECTED_LANGUAGES[lang]} (${lang})`).join(', no ')}`;
