/**
 * The shapes of an import (import.ts) and of its child-table lines (import-children.ts), in a module of their
 * own so those two import each other's values in one direction only.
 */
import type { AnyField } from '../meta/describe';
import type { Data } from '../expression/expression';
import type { Cell } from './cells';
import type { Field } from '../meta/meta';

/** A column of a child table as a column of the sheet. */
export interface ChildColumn {
  /** The record's table field, and the column of it. */
  table: Field;
  field: AnyField;
  /** "<table>.<column>" (`participants.employee`): its header by names, and the key of its cells' messages on a line. */
  key: string;
}

export interface IgnoredColumn {
  /** 0-based column of the sheet, and its header as written. */
  index: number;
  header: string;
  /** unknown: no field has that name or label; system / readOnly: see noImportReason; duplicate: a column before it fills the field. */
  reason: 'unknown' | 'system' | 'readOnly' | 'duplicate';
}

export interface HeaderMatch {
  /** For each column of the sheet, the field it fills, or null. */
  columns: (Field | null)[];
  /** For each column of the sheet, the child-table column it fills, or null. */
  childColumns: (ChildColumn | null)[];
  /** Columns with a header that fill nothing, and why. */
  ignored: IgnoredColumn[];
  /** Required fields that no column fills (every row will say so). */
  missing: Field[];
  /** Required columns of a child table the file fills (it has a column of it) that no column fills. */
  missingChildren: ChildColumn[];
}

export interface ImportRow {
  /** The row number in the sheet (1-based, as Excel shows it). */
  row: number;
  /** The cells as read, one per sheet column. */
  cells: Cell[];
  /** What would be sent for a good record (on its own line): the filled columns' values, and its child rows, as the validator normalised them. */
  values: Data;
  /**
   * Message per field name, as the form gives them (a field without a column too, e.g. a missing required
   * one); a child row's cells' as "<table>.<column>" on the row's own line; on a record's line, a note per
   * child line with problems (childLineKey).
   */
  errors: Record<string, string>;
  /**
   * A line that only adds child rows: the sheet row of its record's line, or null when no record starts
   * above it (an error, NO_RECORD_KEY). Undefined on a record's own line.
   */
  parent?: number | null;
  /** On a record's own line: for each child table the file fills, the sheet row of each of its rows, in order. */
  childLines?: Record<string, number[]>;
}

export interface SheetRows {
  headers: Cell[];
  rows: { row: number; cells: Cell[] }[];
}

export interface ImportAnalysis extends HeaderMatch {
  /** Every line of the sheet, in order (a record's line, then the lines of its child rows). */
  rows: ImportRow[];
  /** Records ready and with problems (countRecords): as many as lines when the file has no child columns. */
  good: number;
  bad: number;
  /** The language of the messages. */
  lang: string;
}
