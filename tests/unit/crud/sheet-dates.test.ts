/**
 * Exported dates as the reader writes them (issue 29): a date column is written as date cells whose number format is
 * the reader's (day first; Excel's Thai Buddhist calendar for a Thai reader), and the import reads them back as the
 * same stored dates (src/schema/import/sheet.ts).
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { sheetDateKind } from '../../../src/crud/fields/format';
import { sheetDateFormat, sheetDateNumber } from '../../../src/i18n/dates';
import { readImportSheet } from '../../../src/schema/import/sheet';

describe('dates in an exported sheet', () => {
  it('each date kind gets its day number: days since 1899-12-30, the time as a fraction, a month as its first day', () => {
    expect(sheetDateNumber('1900-03-01')).toBe(61);
    expect(sheetDateNumber('2026-12-31')).toBe(46387);
    expect(sheetDateNumber('2026-12-31 18:00')).toBe(46387.75);
    expect(sheetDateNumber('2026-12')).toBe(46357);
    expect(sheetDateNumber('31/12/2026')).toBeNull();
    expect(sheetDateNumber('')).toBeNull();
  });

  it('is shown day first; in Thai with the Buddhist Era', () => {
    expect(sheetDateFormat('date', 'en', 'be')).toBe('dd/mm/yyyy');
    expect(sheetDateFormat('date', 'th', 'be')).toBe('[$-th-TH,107]dd/mm/yyyy');
    expect(sheetDateFormat('datetime', 'ar', 'be')).toBe('dd/mm/yyyy hh:mm');
    expect(sheetDateFormat('month', 'th', 'ce')).toBe('mm/yyyy');
    expect(XLSX.SSF.format(sheetDateFormat('date', 'en'), 46387)).toBe('31/12/2026');
  });

  it('reads back through the import as the stored values', () => {
    const cells = [
      ['Date', 'When', 'Month'],
      ...[['th'], ['en']].map(([lang]) => [
        { t: 'n', v: sheetDateNumber('2026-12-31'), z: sheetDateFormat('date', lang!, 'be') },
        { t: 'n', v: sheetDateNumber('2026-12-31 18:05'), z: sheetDateFormat('datetime', lang!, 'be') },
        { t: 'n', v: sheetDateNumber('2026-12'), z: sheetDateFormat('month', lang!, 'be') },
      ]),
    ];
    const sheet = XLSX.utils.aoa_to_sheet(cells);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const read = readImportSheet('dates.xlsx', bytes);
    expect(read.rows.map((r) => r.cells.slice(0, 3))).toEqual([
      ['2026-12-31', '2026-12-31T18:05:00', '2026-12-01'],
      ['2026-12-31', '2026-12-31T18:05:00', '2026-12-01'],
    ]);
  });

  it('knows which fields are dates', () => {
    expect(sheetDateKind({ name: 'd', type: 'date' })).toBe('date');
    expect(sheetDateKind({ name: 'd', type: 'datetime' })).toBe('datetime');
    expect(sheetDateKind({ name: 'd', type: 'monthYear' })).toBe('month');
    expect(sheetDateKind({ name: 'd', type: 'computed', format: 'date', formula: 1 } as never)).toBe('date');
    expect(sheetDateKind({ name: 'd', type: 'text' })).toBeNull();
  });
});
