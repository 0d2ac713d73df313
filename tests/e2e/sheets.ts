/** Spreadsheets for the import tests: an .xlsx file of rows (the first one the header), as a browser uploads it. */
import * as XLSX from '@e965/xlsx';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx workbook with one sheet of these rows. */
export function xlsxBuffer(rows: unknown[][], sheet = 'Sheet1'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheet);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
