/**
 * Reads an uploaded .xlsx into header and rows of cells (import.ts `SheetRows`), with SheetJS. Only
 * .xlsx is accepted (../shared/spec/staff-app-spec.md §5: an import file must be .xlsx): the name must end in .xlsx and the
 * bytes must be a zip package, so a renamed .csv is refused too. Date cells become text ('YYYY-MM-DD',
 * 'YYYY-MM-DDTHH:mm:ss', 'HH:mm'), read from Excel's day numbers without any time zone. The first sheet
 * is read; its first non-empty row is the header. Not exported by src/schema/index.ts, so SheetJS loads
 * only where an import runs (the browser's import worker, the benchmark, the tests).
 */
import * as XLSX from '@e965/xlsx';
import type { Cell } from './cells';
import { IMPORT_MAX_ROWS, isXlsxName, type SheetRows } from './import';

export type ImportFileProblem = 'notXlsx' | 'unreadable' | 'empty' | 'tooManyRows';

/** A file the import cannot read; `problem` names why (the screens word it in the user's language). */
export class ImportFileError extends Error {
  constructor(
    public readonly problem: ImportFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** An .xlsx file is a zip package: it starts with "PK\x03\x04". */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel's day number as text: a date, a date and time, or (below one day) a time. */
function dateText(serial: number, date1904: boolean): string {
  const d = XLSX.SSF.parse_date_code(serial, { date1904 }) as {
    y: number;
    m: number;
    d: number;
    H: number;
    M: number;
    S: number;
  };
  const time = `${pad(d.H)}:${pad(d.M)}`;
  if (serial < 1 && serial >= 0) return time;
  const day = `${d.y}-${pad(d.m)}-${pad(d.d)}`;
  return d.H === 0 && d.M === 0 && d.S === 0 ? day : `${day}T${time}:${pad(d.S)}`;
}

function cellOf(c: XLSX.CellObject | undefined, date1904: boolean): Cell {
  if (!c || c.v === undefined || c.v === null) return null;
  switch (c.t) {
    case 'n':
      return c.z !== undefined && XLSX.SSF.is_date(c.z) ? dateText(c.v as number, date1904) : (c.v as number);
    case 'b':
      return c.v as boolean;
    case 'd': {
      const d = c.v instanceof Date ? c.v : new Date(String(c.v));
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    }
    case 'e':
      return '#ERROR';
    default:
      return String(c.v);
  }
}

const blank = (cells: readonly Cell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** The header and data rows of the file's first sheet; an ImportFileError when it is not a readable .xlsx. */
export function readImportSheet(fileName: string, data: ArrayBuffer | Uint8Array, maxRows = IMPORT_MAX_ROWS): SheetRows {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (!isXlsxName(fileName) || !isZip(bytes)) throw new ImportFileError('notXlsx', 'The import file must be an .xlsx file');
  let book: XLSX.WorkBook;
  try {
    // Two rows past the limit: the header, and one to tell "too many" from "exactly the limit".
    book = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellNF: true,
      cellHTML: false,
      cellText: false,
      sheetRows: maxRows + 2,
    });
  } catch (e) {
    throw new ImportFileError('unreadable', `The file could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const data2d = ((sheet as { '!data'?: (XLSX.CellObject | undefined)[][] } | undefined)?.['!data'] ?? []) as (
    (XLSX.CellObject | undefined)[] | undefined
  )[];
  let headers: Cell[] | null = null;
  const rows: SheetRows['rows'] = [];
  for (let r = 0; r < data2d.length; r++) {
    const line = data2d[r] ?? [];
    const cells: Cell[] = [];
    for (let c = 0; c < line.length; c++) cells.push(cellOf(line[c], date1904));
    if (blank(cells)) continue;
    if (headers === null) headers = cells;
    else rows.push({ row: r + 1, cells });
  }
  if (headers === null || rows.length === 0) throw new ImportFileError('empty', 'The file has no rows to import');
  if (rows.length > maxRows) throw new ImportFileError('tooManyRows', `The file has more than ${maxRows} rows`);
  return { headers, rows };
}
