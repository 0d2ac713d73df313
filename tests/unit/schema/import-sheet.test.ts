/**
 * Reading an uploaded file (src/schema/import/sheet.ts): .xlsx only, dates from date cells (times around midnight,
 * date-times on the hour), rows as Excel numbers them, error and formula cells, rows of spaces, what counts as a
 * zip, and the messages of a refused file.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ImportFileError, isZip, readImportSheet } from '../../../src/schema/import/sheet';

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

const failure = (fn: () => unknown): ImportFileError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportFileError) return e;
    throw e;
  }
  throw new Error('no ImportFileError');
};

/** The cells of column A below the header, each given an Excel day number and a number format. */
const dateCells = (cells: [number, string][]) =>
  readImportSheet(
    'd.xlsx',
    book([['When'], ...cells.map(() => [0])], (sheet) => {
      cells.forEach(([v, z], i) => Object.assign(sheet[`A${i + 2}`]!, { t: 'n', v, z }));
    }),
  ).rows.map((r) => r.cells[0]);

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

describe('date cells', () => {
  it('keeps the time of a date-time that is not midnight, even on the hour or within the first hour', () => {
    // 2024-01-15 at 10:00, 00:30 and 00:00:30.
    expect(
      dateCells([
        [45306 + 10 / 24, 'yyyy-mm-dd hh:mm'],
        [45306 + 0.5 / 24, 'yyyy-mm-dd hh:mm'],
        [45306 + 30 / 86400, 'yyyy-mm-dd hh:mm:ss'],
      ]),
    ).toEqual(['2024-01-15T10:00:00', '2024-01-15T00:30:00', '2024-01-15T00:00:30']);
  });

  it('reads a time of midnight as 00:00, and Excel day 1 as a day', () => {
    expect(
      dateCells([
        [0, 'hh:mm'],
        [1, 'yyyy-mm-dd'],
      ]),
    ).toEqual(['00:00', '1900-01-01']);
  });
});

describe('cells', () => {
  it('reads an error cell (#DIV/0!) as #ERROR, for the validator to refuse', () => {
    const data = book([['Price'], ['x']], (sheet) => {
      sheet.A2 = { t: 'e', v: 7 };
    });
    expect(readImportSheet('e.xlsx', data).rows).toEqual([{ row: 2, cells: ['#ERROR'] }]);
  });

  it('reads a formula saved without its result as an empty cell', () => {
    const data = book(
      [
        ['Name', 'Price'],
        ['Ann', 0],
      ],
      (sheet) => {
        sheet.B2 = { t: 'n', f: 'A1+1' } as XLSX.CellObject;
      },
    );
    expect(readImportSheet('f.xlsx', data).rows).toEqual([{ row: 2, cells: ['Ann', null] }]);
  });

  it('skips a row of spaces, and keeps a row that starts with a number or a yes/no cell', () => {
    const data = book([
      ['Qty', 'Name'],
      ['   ', ' '],
      [3, 'Ann'],
      [false, 'Ben'],
    ]);
    expect(readImportSheet('s.xlsx', data).rows).toEqual([
      { row: 3, cells: [3, 'Ann'] },
      { row: 4, cells: [false, 'Ben'] },
    ]);
  });
});

describe('refused files', () => {
  it('takes only the four bytes of a zip package', () => {
    expect(isZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
    for (const bytes of [
      [0x51, 0x4b, 0x03, 0x04],
      [0x50, 0x4c, 0x03, 0x04],
      [0x50, 0x4b, 0x05, 0x04],
      [0x50, 0x4b, 0x03, 0x05],
      [0x00, 0x00, 0x00, 0x00, 0x00],
      [0x50, 0x4b, 0x03],
    ])
      expect(isZip(new Uint8Array(bytes))).toBe(false);
  });

  it('says in its message why a file is refused', () => {
    const notXlsx = failure(() => readImportSheet('file.csv', new TextEncoder().encode('a,b\n')));
    expect(notXlsx).toMatchObject({ name: 'ImportFileError', problem: 'notXlsx' });
    expect(notXlsx.message).toBe('The import file must be an .xlsx file');
    const broken = failure(() => readImportSheet('x.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])));
    expect(broken.problem).toBe('unreadable');
    expect(broken.message).toMatch(/^The file could not be read: ./);
    expect(failure(() => readImportSheet('x.xlsx', book([['Name']]))).message).toBe('The file has no rows to import');
    const rows = [['Name'], ...Array.from({ length: 4 }, (_, i) => [`row ${i}`])];
    expect(failure(() => readImportSheet('x.xlsx', book(rows), 3)).message).toBe('The file has more than 3 rows');
  });
});
