/** Reading an uploaded file (src/schema/import-sheet.ts): .xlsx only, dates from date cells, rows as Excel numbers them. */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ImportFileError, isZip, readImportSheet } from '../../../src/schema/import-sheet';

function book(rows: unknown[][], extra?: (sheet: XLSX.WorkSheet) => void): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  extra?.(sheet);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, sheet, 'Data');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['ignored']]), 'Other');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const problem = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return e instanceof ImportFileError ? e.problem : 'other';
  }
  return undefined;
};

describe('readImportSheet', () => {
  it('reads the first sheet: the first non-empty row is the header, blank rows are skipped, rows keep their numbers', () => {
    const data = book([[], ['Name', 'Price', 'Active'], ['Ann', 12.5, true], [null, '', null], ['Ben', '1,200', false]]);
    expect(readImportSheet('file.xlsx', data)).toEqual({
      headers: ['Name', 'Price', 'Active'],
      rows: [
        { row: 3, cells: ['Ann', 12.5, true] },
        { row: 5, cells: ['Ben', '1,200', false] },
      ],
    });
  });

  it('turns date cells into text without a time zone: a day, a day and time, a time of day', () => {
    const data = book([['Since'], [0], [0], [0]], (sheet) => {
      // Excel day numbers with date formats: 2024-01-15, 2024-01-15 10:30, 09:45.
      Object.assign(sheet.A2!, { t: 'n', v: 45306, z: 'yyyy-mm-dd' });
      Object.assign(sheet.A3!, { t: 'n', v: 45306.4375, z: 'yyyy-mm-dd hh:mm' });
      Object.assign(sheet.A4!, { t: 'n', v: 0.40625, z: 'hh:mm' });
    });
    expect(readImportSheet('d.xlsx', data).rows.map((r) => r.cells[0])).toEqual(['2024-01-15', '2024-01-15T10:30:00', '09:45']);
  });

  it('refuses anything but .xlsx: by its name, and by its bytes when a .csv is renamed', () => {
    const csv = new TextEncoder().encode('Name,Price\nAnn,1\n');
    expect(problem(() => readImportSheet('file.csv', csv))).toBe('notXlsx');
    expect(problem(() => readImportSheet('file.xlsx', csv))).toBe('notXlsx');
    expect(problem(() => readImportSheet('file.csv', book([['Name'], ['Ann']])))).toBe('notXlsx');
    expect(isZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(isZip(new Uint8Array([0x50, 0x4b]))).toBe(false);
  });

  it('refuses a broken zip, a file without data rows, and more rows than the limit', () => {
    expect(problem(() => readImportSheet('x.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toBe('unreadable');
    expect(problem(() => readImportSheet('x.xlsx', book([['Name']])))).toBe('empty');
    const rows = [['Name'], ...Array.from({ length: 6 }, (_, i) => [`row ${i}`])];
    expect(problem(() => readImportSheet('x.xlsx', book(rows), 5))).toBe('tooManyRows');
    expect(readImportSheet('x.xlsx', book(rows), 6).rows).toHaveLength(6);
  });
});
