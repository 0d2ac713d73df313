import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  datePatterns,
  formatDate,
  formatDateTime,
  formatMonth,
  formatYear,
  parseDate,
  parsePattern,
  usesBuddhistEra,
} from '../../../src/i18n/dates';
import { pickerFormats } from '../../../src/crud/fields/dates';
import { displayText, exportValue, formatMoney } from '../../../src/crud/fields/format';
import type { AnyField } from '../../../src/schema/meta/describe';

const ctx = (lang: string) => ({ schema: null, lang });

describe('date display', () => {
  it('Thai shows DD/MM and the Buddhist-Era year by default, the Common Era by preference', () => {
    expect(formatDate('2026-03-15', 'th')).toBe('15/03/2569');
    expect(formatDate('2026-03-15', 'th', 'be')).toBe('15/03/2569');
    expect(formatDate('2026-03-15', 'th', 'ce')).toBe('15/03/2026');
    expect(formatMonth('2026-03', 'th', 'be')).toBe('03/2569');
    expect(formatYear(2026, 'th', 'be')).toBe('2569');
    expect(formatYear(2026, 'th', 'ce')).toBe('2026');
  });

  it('every other language writes day first in the Common Era, whatever the era preference', () => {
    for (const lang of ['en', 'fr', 'ar', 'xx'])
      for (const era of ['be', 'ce'] as const) {
        expect(formatDate('2026-03-15', lang, era)).toBe('15/03/2026');
        expect(formatMonth('2019-06', lang, era)).toBe('06/2019');
        expect(usesBuddhistEra(lang, era)).toBe(false);
      }
    expect(datePatterns('en')).toEqual({ date: 'DD/MM/YYYY', month: 'MM/YYYY', datetime: 'DD/MM/YYYY HH:mm', year: 'YYYY' });
    expect(datePatterns('th', 'be').date).toBe('DD/MM/BBBB');
  });

  it('datetimes show in local time; a bare date given as a datetime shows as a date', () => {
    const local = dayjs('2026-12-08T13:30:00').format();
    expect(formatDateTime(local, 'en')).toBe('08/12/2026 13:30');
    expect(formatDateTime(local, 'th', 'be')).toBe('08/12/2569 13:30');
    expect(formatDateTime('2026-12-08', 'th', 'be')).toBe('08/12/2569');
  });

  it('an unreadable stored value comes back as it is, not as "Invalid Date"', () => {
    expect(formatDate('not a date', 'th')).toBe('not a date');
    expect(formatDate('2026-02-30x', 'en')).toBe('2026-02-30x');
    expect(formatDateTime('garbage', 'en')).toBe('garbage');
    expect(formatMonth('2026', 'en')).toBe('2026');
  });

  it('the leap day of a Buddhist-Era year shows as it is', () => {
    expect(formatDate('2024-02-29', 'th', 'be')).toBe('29/02/2567');
  });
});

describe('date parsing', () => {
  it('a Thai date typed with the Buddhist-Era year is stored as the ISO date of the Common Era', () => {
    expect(parseDate('15/03/2569', 'th', 'be')).toBe('2026-03-15');
    expect(parseDate('5/3/2569', 'th', 'be')).toBe('2026-03-05');
    expect(parseDate(' 15/03/2569 ', 'th', 'be')).toBe('2026-03-15');
    expect(parseDate('15/03/2026', 'th', 'ce')).toBe('2026-03-15');
    expect(parseDate('15/03/2026', 'en')).toBe('2026-03-15');
  });

  it('29/02/2567 is a leap day (2024); 29/02/2568 (2025) is no day', () => {
    expect(parseDate('29/02/2567', 'th', 'be')).toBe('2024-02-29');
    expect(parseDate('29/02/2568', 'th', 'be')).toBeNull();
    expect(parseDate('29/02/2024', 'en')).toBe('2024-02-29');
    expect(parseDate('29/02/2025', 'en')).toBeNull();
  });

  it('invalid input is refused', () => {
    for (const text of [
      '',
      '31/04/2569',
      '32/01/2569',
      '15/13/2569',
      '00/01/2569',
      '15-03-2569',
      '15/03/69',
      'abc',
      '15/03/2569x',
    ])
      expect(parseDate(text, 'th', 'be'), text).toBeNull();
    expect(parsePattern('15/03/2569 24:00', 'DD/MM/BBBB HH:mm')).toBeNull();
    expect(parsePattern('15/03/2569 23:60', 'DD/MM/BBBB HH:mm')).toBeNull();
  });

  it('a time is read with the date', () => {
    const d = parsePattern('08/12/2569 13:30', 'DD/MM/BBBB HH:mm');
    expect(d && dayjs(d).format('YYYY-MM-DD HH:mm')).toBe('2026-12-08 13:30');
  });

  it("dayjs (and so antd's pickers) parse the BBBB token, strictly", () => {
    expect(dayjs('15/03/2569', 'DD/MM/BBBB', true).format('YYYY-MM-DD')).toBe('2026-03-15');
    expect(dayjs('29/02/2567', 'DD/MM/BBBB', true).format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(dayjs('29/02/2568', 'DD/MM/BBBB', true).isValid()).toBe(false);
    expect(dayjs('03/2569', 'MM/BBBB', true).format('YYYY-MM')).toBe('2026-03');
    // Formats without BBBB are dayjs's own, untouched.
    expect(dayjs('2026-03-15', 'YYYY-MM-DD', true).format('DD/MM/BBBB')).toBe('15/03/2569');
  });

  it("pickers show the language's pattern and also take the ISO form", () => {
    expect(pickerFormats('date', 'th', 'be')).toEqual(['DD/MM/BBBB', 'YYYY-MM-DD', 'D/M/BBBB']);
    expect(pickerFormats('date', 'en', 'be')[0]).toBe('DD/MM/YYYY');
    expect(pickerFormats('month', 'th', 'ce')[0]).toBe('MM/YYYY');
    expect(pickerFormats('datetime', 'th', 'be')[0]).toBe('DD/MM/BBBB HH:mm');
  });
});

describe('field display', () => {
  const date = { name: 'orderDate', type: 'date' } as AnyField;
  const month = { name: 'fromMonth', type: 'monthYear' } as AnyField;
  const money = { name: 'total', type: 'money' } as AnyField;

  it('date and month fields show as the language writes them', () => {
    expect(displayText(date, '2026-03-15', ctx('th'))).toMatch(/^15\/03\/(2569|2026)$/);
    expect(displayText(date, '2026-03-15', ctx('en'))).toBe('15/03/2026');
    expect(displayText(month, '2019-06', ctx('fr'))).toBe('06/2019');
  });

  it('money shows the baht sign and exactly two decimals, rounded half up on the decimal value', () => {
    expect(formatMoney(1234.5)).toBe('฿1,234.50');
    expect(formatMoney('1.005')).toBe('฿1.01');
    expect(formatMoney(1.005)).toBe('฿1.01');
    expect(formatMoney(-12)).toBe('-฿12.00');
    expect(formatMoney(-0.001)).toBe('฿0.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(displayText(money, 2204.5, ctx('th'))).toBe('฿2,204.50');
  });

  it('a spreadsheet keeps money a number, not the text shown', () => {
    expect(exportValue(money, '2204.505', ctx('en'))).toBe(2204.51);
    // Dates stay ISO in a sheet: it sorts them, and the import reads them back.
    expect(exportValue(date, '2026-03-15', ctx('th'))).toBe('2026-03-15');
    expect(exportValue(month, '2019-06', ctx('th'))).toBe('2019-06');
    const at = { name: 'at', type: 'datetime' } as AnyField;
    expect(exportValue(at, dayjs('2026-12-08T13:30:00').format(), ctx('th'))).toBe('2026-12-08 13:30');
  });
});
