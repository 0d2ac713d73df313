/**
 * No `{placeholder}` reaches a user: every message template of every refusal path, rendered through the
 * function that path uses, with the values that function supplies, in every language it is written in
 * (and a language it is not, which falls back to English). A template naming a value its path does not
 * supply keeps its braces, and fails here.
 *
 * - each schema's constraint messages (the real registry, loadSchemaDir), through constraintMessage with the
 *   values its kind gives (CONSTRAINT_MESSAGE_VALUES), and the shortfall and period-limit ones through the
 *   write and delete paths themselves (constraintRefusals, removalErrors);
 * - each schema's record-rule and pattern messages, which take no values, as validate.ts renders them;
 * - the server's validation messages (formatMessage) and the top message of a 400;
 * - the "used by" of a refused delete, the scan-check mismatch;
 * - the browser's failure sentences (src/i18n/errors.ts) through failureText, i18next and its fallback.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { failureText } from '../../../src/http/errors';
import { errorsWords, FAILURE_TEXTS_EN, type FailureTextKey } from '../../../src/i18n/errors';
import {
  constraintKind,
  constraintMessage,
  constraintRefusals,
  CONSTRAINT_MESSAGE_VALUES,
  removalErrors,
  type ConstraintContext,
} from '../../../src/schema/records/constraints';
import { localize } from '../../../src/schema/meta/describe';
import type { Data } from '../../../src/schema/expression/expression';
import {
  COUNTED_MESSAGES,
  formatMessage,
  invalidRecordMessage,
  MESSAGE_CODES,
  MESSAGE_LANGUAGES,
  messageTemplate,
} from '../../../src/schema/meta/messages';
import type { RecordConstraint, ResourceSchema } from '../../../src/schema/meta/meta';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';
import { usedByMessage } from '../../../src/schema/records/references';
import { checkScannedBody } from '../../../src/schema/records/scan-check';

/** The languages a schema text is written in, and one it is not (the server answers it in English). */
const SCHEMA_LANGS = ['en', 'th', 'fr'];
/** The browser's languages (src/i18n/errors.ts carries all four). */
const BROWSER_LANGS = Object.keys(errorsWords) as (keyof typeof errorsWords)[];

const registry = loadSchemaDir();
const schemas = [...registry.byName.values()];

/** `{name}`s and `{{name}}`s a template names. */
const namesIn = (template: string): string[] => [...template.matchAll(/\{\{?(\w+)\}?\}/g)].map((m) => m[1]!).sort();

/** A rendered sentence: no brace left, and not blank. */
function expectSentence(text: string, where: string): void {
  expect(text.trim(), where).not.toBe('');
  expect(text, `${where}: a placeholder reaches the user`).not.toMatch(/[{}]/);
}

describe('the schemas', () => {
  it('walks the real registry and finds the templates that take values', () => {
    expect(schemas.length).toBeGreaterThan(20);
    const withValues = schemas.flatMap((s) => (s.constraints ?? []).filter((c) => namesIn(c.message.en).length));
    // Stock movements, rewards, points and hearts at least: a walk that finds none walks nothing.
    expect(withValues.length).toBeGreaterThanOrEqual(4);
  });

  it('fills every constraint message with the values its kind supplies, in every language', () => {
    for (const s of schemas)
      (s.constraints ?? []).forEach((c, i) => {
        const supplied = CONSTRAINT_MESSAGE_VALUES[constraintKind(c)];
        const values = Object.fromEntries(supplied.map((name, k) => [name, `<${name}${k}>`]));
        // Every language names the same values: a translation never drops or invents one.
        expect(namesIn(c.message.th), `${s.name}.constraints[${i}] th`).toEqual(namesIn(c.message.en));
        for (const lang of SCHEMA_LANGS) {
          const where = `${s.name}.constraints[${i}] (${constraintKind(c)}) ${lang}`;
          const text = constraintMessage(c, lang, values);
          expectSentence(text, where);
          for (const name of namesIn(localize(c.message, lang))) expect(text, where).toContain(values[name]);
        }
      });
  });

  it('renders record-rule and pattern messages, which take no values, as the validator does', () => {
    let count = 0;
    for (const s of schemas) {
      (s.rules ?? []).forEach((r, i) => {
        for (const lang of SCHEMA_LANGS) expectSentence(localize(r.message, lang), `${s.name}.rules[${i}] ${lang}`);
        count++;
      });
      const fields = s.fields.flatMap((f) => (f.type === 'table' ? [f, ...f.fields] : [f]));
      for (const f of fields)
        if (f.patternMessage)
          for (const lang of SCHEMA_LANGS) expectSentence(localize(f.patternMessage, lang), `${s.name}.${f.name} ${lang}`);
    }
    expect(count).toBeGreaterThan(10);
  });
});

/** Stored rows and the title of every referenced record, as the server's storedContext gives them. */
const context = (rows: Data[]): Required<ConstraintContext> => ({
  rows: () => rows,
  get: () => undefined,
  title: () => 'Oil filter',
});

type MinTotalConstraint = RecordConstraint & { minTotal: NonNullable<RecordConstraint['minTotal']> };
const minTotals = schemas.flatMap((s) =>
  (s.constraints ?? [])
    .filter((c): c is MinTotalConstraint => Boolean(c.minTotal) && c.when === undefined)
    .map((c) => ({ s, c })),
);

describe('a shortfall, through the paths that refuse it', () => {
  it('has shortfall constraints to check (stock movements, rewards, points)', () => {
    expect(minTotals.map(({ s }) => s.name)).toEqual(
      expect.arrayContaining(['stockMovements', 'rewardTransactions', 'pointEntries', 'itStockMovements']),
    );
  });

  /** Two stored rows of one referenced record (id 7): 5 in and 3 out past the floor, so 2 above it. */
  const stored = ({ c }: { c: MinTotalConstraint }): Data[] => {
    const { reference, sum, min } = c.minTotal;
    return [
      { id: 1, [reference]: 7, [sum]: min + 5 },
      { id: 2, [reference]: 7, [sum]: -3 },
    ];
  };

  it('fills the message of a create past the floor in every language, and marks the field a shortfall', () => {
    for (const entry of minTotals) {
      const { s, c } = entry;
      for (const lang of SCHEMA_LANGS) {
        const next = { [c.minTotal.reference]: 7, [c.minTotal.sum]: -(c.minTotal.min + 3) };
        const { errors, shortfalls } = constraintRefusals(s, next, null, context(stored(entry)), lang);
        const where = `${s.name} create ${lang}`;
        expect(Object.keys(errors), where).toEqual([c.field]);
        expect(shortfalls, where).toEqual([c.field]);
        expectSentence(errors[c.field]!, where);
        if (namesIn(c.message.en).includes('title')) expect(errors[c.field], where).toContain('Oil filter');
      }
    }
  });

  it('fills the message of a delete the total still needs (it was left raw: "Only {total} left of {title}")', () => {
    for (const entry of minTotals) {
      const { s, c } = entry;
      const rows = stored(entry);
      for (const lang of SCHEMA_LANGS) {
        const errors = removalErrors(s, rows[0]!, context(rows), lang);
        const where = `${s.name} delete ${lang}`;
        expect(Object.keys(errors), where).toEqual([c.field]);
        expectSentence(errors[c.field]!, where);
        if (namesIn(c.message.en).includes('total')) expect(errors[c.field], where).toContain(String(c.minTotal.min + 2));
      }
      // The out is not needed by anyone: removing it is no refusal.
      expect(removalErrors(s, rows[1]!, context(rows), 'en')).toEqual({});
    }
  });

  it('renders the stock movement refusal a user reads, in English and Thai', () => {
    const moves = registry.byName.get('stockMovements')!;
    const rows = [
      { id: 1, product: 7, signedQty: 10 },
      { id: 2, product: 7, signedQty: -7 },
    ];
    expect(removalErrors(moves, rows[0]!, context(rows), 'en')).toEqual({ quantity: 'Only 3 left of Oil filter' });
    expect(removalErrors(moves, rows[0]!, context(rows), 'th')).toEqual({ quantity: 'Oil filter เหลือในสต็อกเพียง 3' });
  });
});

describe('a period limit, through the write path', () => {
  it('fills used, max and remaining in every language', () => {
    const limited = schemas.flatMap((s) => (s.constraints ?? []).filter((c) => c.maxPerPeriod).map((c) => ({ s, c })));
    expect(limited.map(({ s }) => s.name)).toContain('hearts');
    for (const { s, c } of limited) {
      // The limit as the server binds it from the settings.
      const bound: RecordConstraint = { ...c, maxPerPeriod: { ...c.maxPerPeriod!, max: 2 } };
      const schema: ResourceSchema = { ...s, constraints: [bound] };
      const { by, date } = bound.maxPerPeriod!;
      const row = (id: number): Data => ({ id, [by]: 'A', [date]: '2026-11-03' });
      for (const lang of SCHEMA_LANGS) {
        const { errors, shortfalls } = constraintRefusals(
          schema,
          { [by]: 'A', [date]: '2026-11-20' },
          null,
          context([row(1), row(2)]),
          lang,
        );
        const where = `${s.name} ${lang}`;
        expect(Object.keys(errors), where).toEqual([c.field]);
        expect(shortfalls, `${where}: a limit is not a shortfall`).toEqual([]);
        expectSentence(errors[c.field]!, where);
      }
    }
  });
});

describe("the server's own messages", () => {
  it('fills every validation message with the label and, where its callers give one, n', () => {
    for (const code of MESSAGE_CODES)
      for (const lang of [...MESSAGE_LANGUAGES, 'de']) {
        const where = `${code} ${lang}`;
        // Only {label}, and {n} exactly for the codes whose callers give one, in every language.
        expect(namesIn(messageTemplate(code, lang)), where).toEqual(COUNTED_MESSAGES.has(code) ? ['label', 'n'] : ['label']);
        const text = formatMessage(code, lang, 'Price', COUNTED_MESSAGES.has(code) ? 3 : undefined);
        expectSentence(text, where);
        expect(text, where).toContain('Price');
      }
  });

  it('fails on a template naming a value its path does not give (the check above can fail)', () => {
    const c = { minTotal: { reference: 'p', sum: 'q', min: 0 }, field: 'q', message: { en: 'Only {left}', th: '{left}' } };
    expect(constraintMessage(c, 'en', { total: 1, title: 'x' })).toBe('Only {left}');
    expect(formatMessage('required', 'en', '{n}')).toBe('{n} is required'); // a label is taken literally
  });

  it('says a refused write in every language', () => {
    for (const lang of [...MESSAGE_LANGUAGES, 'de']) expectSentence(invalidRecordMessage(lang), lang);
    expect(invalidRecordMessage('th')).not.toBe(invalidRecordMessage('en'));
    expect(MESSAGE_LANGUAGES).toEqual(['en', 'th', 'fr', 'ar']);
  });

  it('names what holds a record whose delete is refused, for every schema', () => {
    const blockers = schemas.slice(0, 40).map((s, i) => ({ resource: s.name, count: (i % 3) + 1 }));
    for (const lang of SCHEMA_LANGS) expectSentence(usedByMessage(registry, blockers, lang), `usedBy ${lang}`);
  });

  it('fills the scan-check mismatch', () => {
    for (const lang of SCHEMA_LANGS) {
      const answer = checkScannedBody([{ index: 0, code: '885', ordered: 2 }], { scanned: ['885', 'X'] }, lang);
      expect(answer.ok).toBe(false);
      if (!answer.ok) expectSentence(answer.message, `scan ${lang}`);
    }
  });
});

describe("the browser's failure sentences", () => {
  /** The values each sentence's callers give it (every other one takes none). */
  const VALUES: Partial<Record<FailureTextKey, Record<string, string | number>>> = { nextTry: { seconds: 5 } };
  const keys = Object.keys(FAILURE_TEXTS_EN) as FailureTextKey[];

  it('names only the values its callers give, in every language', () => {
    for (const lang of BROWSER_LANGS)
      for (const key of keys)
        expect(namesIn(errorsWords[lang].failure[key]), `${key} ${lang}`).toEqual(Object.keys(VALUES[key] ?? {}).sort());
  });

  it('renders each through failureText where i18next is not set up (English)', () => {
    expect(i18next.isInitialized).toBeFalsy();
    for (const key of keys) expectSentence(failureText(key, VALUES[key]), `${key} fallback`);
    expect(failureText('nextTry', { seconds: 5 })).toBe('Next try in 5 s.');
  });

  it('renders each through failureText and i18next in every language, no value missing', async () => {
    const missing: string[] = [];
    await i18next.init({
      resources: Object.fromEntries(BROWSER_LANGS.map((l) => [l, { translation: errorsWords[l] }])),
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      missingInterpolationHandler: (text: string, value: unknown) => {
        missing.push(`${text} ${String(value)}`);
        return '';
      },
    });
    for (const lang of BROWSER_LANGS) {
      await i18next.changeLanguage(lang);
      for (const key of keys) {
        const text = failureText(key, VALUES[key]);
        expectSentence(text, `${key} ${lang}`);
        expect(text, `${key} ${lang}: from its own table`).toBe(
          errorsWords[lang].failure[key].replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(VALUES[key]![n])),
        );
      }
    }
    expect(missing).toEqual([]);
  });
});
