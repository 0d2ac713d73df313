/**
 * French and Arabic on the hand-written screens (issue 12, part 2): every key of the six screens' tables is
 * translated (not an English copy, except the names and codes listed below), keeps the English placeholders,
 * and the Arabic is Arabic; and the screens' own dates and money go through the shared formatters
 * (src/i18n/dates.ts, formatMoney): DD/MM/YYYY in every language, the Buddhist Era in Thai unless the era
 * preference says 'ce', Western digits in Arabic (as dates.ts decides), "฿1,234.50".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { barcodeTables } from '../../../resources/barcodevalidation/i18n';
import { corevalueTables, formatDay, formatMonth } from '../../../resources/corevalue/i18n';
import { dashTables } from '../../../resources/dashboards/i18n';
import { dateText, moneyText } from '../../../resources/dashboards/Widget';
import { pickTables } from '../../../resources/orderpickpack/i18n';
import { showDate } from '../../../resources/orderpickpack/api';
import { posTables } from '../../../resources/pos/i18n';
import { rewardsTables } from '../../../resources/rewards/i18n';
import { printDateTime } from '../../../src/crud/print/trail';

type Tables = Record<'en' | 'th' | 'fr' | 'ar', Record<string, string>>;

const SCREENS: Record<string, Tables> = {
  pos: posTables,
  dashboards: dashTables,
  corevalue: corevalueTables,
  orderpickpack: pickTables,
  rewards: rewardsTables,
  barcodevalidation: barcodeTables,
};

/**
 * Texts that are the same in English and French on purpose: the programme's name (Super Heart, as in Thai), words
 * French writes as English does, and the points counter. Arabic has no such exception: every Arabic text is Arabic.
 */
const SAME_IN_FRENCH: Record<string, string[]> = {
  pos: ['date'],
  dashboards: [],
  corevalue: ['title', 'date', 'total', 'E'],
  orderpickpack: ['date'],
  rewards: ['heart', 'points'],
  barcodevalidation: [],
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const ARABIC = /\p{Script=Arabic}/u;

describe.each(Object.entries(SCREENS))('the %s screen speaks French and Arabic', (name, tables) => {
  const keys = Object.keys(tables.en).sort();

  it('has every English key in Thai, French and Arabic, and no other', () => {
    for (const lang of ['th', 'fr', 'ar'] as const) expect(Object.keys(tables[lang]).sort(), lang).toEqual(keys);
  });

  it('translates every key: French differs from English except the listed names, Arabic is written in Arabic', () => {
    const same = keys.filter((k) => tables.fr[k] === tables.en[k]);
    expect(same, 'French texts equal to English').toEqual([...SAME_IN_FRENCH[name]!].sort());
    for (const k of keys) {
      expect(tables.fr[k]?.trim(), `fr.${k}`).toBeTruthy();
      expect(tables.ar[k], `ar.${k}`).toMatch(ARABIC);
      expect(tables.ar[k], `ar.${k}`).not.toBe(tables.en[k]);
    }
  });

  it('keeps the placeholders of the English text', () => {
    for (const k of keys) {
      expect(placeholders(tables.fr[k]!), `fr.${k}`).toEqual(placeholders(tables.en[k]!));
      expect(placeholders(tables.ar[k]!), `ar.${k}`).toEqual(placeholders(tables.en[k]!));
    }
  });
});

describe('the screens write dates and money through the shared formatters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a date day first, with the Buddhist Era in Thai and Western digits in Arabic', () => {
    for (const format of [showDate, formatDay, (v: string, lang: string) => dateText(v, lang)]) {
      expect(format('2026-11-25', 'th')).toBe('25/11/2569');
      expect(format('2026-11-25', 'en')).toBe('25/11/2026');
      expect(format('2026-11-25', 'fr')).toBe('25/11/2026');
      expect(format('2026-11-25', 'ar')).toBe('25/11/2026');
    }
    expect(formatMonth('2026-11', 'th')).toBe('11/2569');
    expect(dateText('2026-11', 'ar')).toBe('11/2026');
    expect(dateText('2026-11-25', 'th', true)).toBe('11/2569');
    expect(printDateTime('2026-11-25T03:04:00', 'th')).toBe('25/11/2569 03:04');
    expect(printDateTime('2026-11-25T03:04:00', 'fr', false)).toBe('25/11/2026');
  });

  it('follows the era preference: a Thai user who chose the Common Era sees 2026', () => {
    // The preference as src/i18n/dates.ts stores it: `${APP_TITLE}-calendarEra`.
    vi.stubGlobal('localStorage', { getItem: (k: string) => (k.endsWith('-calendarEra') ? 'ce' : null) });
    expect(showDate('2026-11-25', 'th')).toBe('25/11/2026');
    expect(formatDay('2026-11-25T08:00:00Z', 'th')).toBe('25/11/2026');
    expect(dateText('2026-11', 'th')).toBe('11/2026');
  });

  it('shows money with the baht sign and two decimals in every language', () => {
    expect(moneyText(1234.5)).toBe('฿1,234.50');
    expect(moneyText(undefined)).toBe('฿0.00');
    expect(moneyText(-12)).toBe('-฿12.00');
  });
});
