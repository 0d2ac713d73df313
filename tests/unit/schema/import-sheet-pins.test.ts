/**
 * Reading an uploaded file (src/schema/import-sheet.ts), the cases schema-import-sheet.test.ts leaves
 * open: times around midnight, date-times on the hour, error and formula cells, rows of spaces, what
 * counts as a zip, and the messages of a refused file.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ImportFileError, isZip, readImportSheet } from '../../../src/schema/import-sheet';

function book(rows: unknown[][], extra?: (sheet: XLSX.WorkSheet) => void): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  extra?.(sheet);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, sheet, 'Data');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

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
