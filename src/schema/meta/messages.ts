/** Validation messages in each language; the server answers in English unless asked otherwise. */
import { ar, fr } from './messages-fr-ar';
export type MessageCode =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'min'
  | 'max'
  | 'integer'
  | 'decimals'
  | 'number'
  | 'email'
  | 'url'
  | 'phone'
  | 'pattern'
  | 'option'
  | 'date'
  | 'time'
  | 'monthYear'
  | 'boolean'
  | 'flag'
  | 'reference'
  | 'rows'
  | 'minRows'
  | 'text'
  | 'unique'
  | 'usedBy'
  | 'usedByCount'
  | 'referenceAmbiguous'
  | 'duplicateInFile'
  | 'writeDenied'
  | 'treeCycle';

/**
 * Messages about a line of an import file rather than a field (import-children.ts): {label} names the child
 * tables the line fills, {n} a row of the sheet.
 */
export type LineMessageCode = 'childLineProblems' | 'childWithoutRecord';

const en: Record<MessageCode | LineMessageCode, string> = {
  required: '{label} is required',
  minLength: '{label} must be at least {n} characters',
  maxLength: '{label} must be at most {n} characters',
  min: '{label} must be at least {n}',
  max: '{label} must be at most {n}',
  integer: '{label} must be a whole number',
  decimals: '{label} takes at most {n} decimal places',
  number: '{label} must be a number',
  email: '{label} must be a valid email address',
  url: '{label} must be a valid URL starting with http:// or https://',
  phone: '{label} must be a valid phone number',
  pattern: '{label} has an invalid format',
  option: '{label} must be one of: {n}',
  date: '{label} must be a date (YYYY-MM-DD)',
  time: '{label} must be a time (HH:mm)',
  monthYear: '{label} must be a month (YYYY-MM)',
  boolean: '{label} must be yes or no',
  flag: "{label} must be 'Y' or 'N'",
  reference: '{label} must point to an existing record',
  rows: '{label} must be a list of rows',
  minRows: '{label} needs at least {n} row(s)',
  text: '{label} must be text',
  unique: '{label} is already used by another record',
  // A delete refused by references (references.ts): {label} is the list of usedByCount parts.
  usedBy: 'Used by {label}',
  usedByCount: '{n} {label}',
  // Import from a spreadsheet (import.ts): {n} is the cell's text, or the first row holding the same value.
  referenceAmbiguous: '{label}: "{n}" matches more than one record',
  duplicateInFile: '{label} is the same as in row {n} of this file',
  writeDenied: 'You may not change {label}',
  // A tree's parent (tree.ts) that is the record itself or one of its descendants.
  treeCycle: '{label} cannot be this record itself or one below it',
  // A record's line notes a bad line below it; a line of child cells with no record above it.
  childLineProblems: '{label}: row {n} of this record has problems',
  childWithoutRecord: '{label}: this row adds a line to a record, but no record starts above it',
};

const th: Record<MessageCode | LineMessageCode, string> = {
  required: 'กรุณากรอก{label}',
  minLength: '{label}ต้องมีอย่างน้อย {n} ตัวอักษร',
  maxLength: '{label}ต้องไม่เกิน {n} ตัวอักษร',
  min: '{label}ต้องไม่น้อยกว่า {n}',
  max: '{label}ต้องไม่เกิน {n}',
  integer: '{label}ต้องเป็นจำนวนเต็ม',
  decimals: '{label}มีทศนิยมได้ไม่เกิน {n} ตำแหน่ง',
  number: '{label}ต้องเป็นตัวเลข',
  email: '{label}ต้องเป็นอีเมลที่ถูกต้อง',
  url: '{label}ต้องเป็น URL ที่ขึ้นต้นด้วย http:// หรือ https://',
  phone: '{label}ต้องเป็นหมายเลขโทรศัพท์ที่ถูกต้อง',
  pattern: 'รูปแบบของ{label}ไม่ถูกต้อง',
  option: '{label}ต้องเป็นหนึ่งใน: {n}',
  date: '{label}ต้องเป็นวันที่ (YYYY-MM-DD)',
  time: '{label}ต้องเป็นเวลา (HH:mm)',
  monthYear: '{label}ต้องเป็นเดือน (YYYY-MM)',
  boolean: '{label}ต้องเป็นใช่หรือไม่ใช่',
  flag: "{label}ต้องเป็น 'Y' หรือ 'N'",
  reference: '{label}ต้องอ้างถึงรายการที่มีอยู่',
  rows: '{label}ต้องเป็นรายการแถว',
  minRows: '{label}ต้องมีอย่างน้อย {n} แถว',
  text: '{label}ต้องเป็นข้อความ',
  unique: '{label}นี้ถูกใช้แล้ว',
  usedBy: 'ถูกใช้งานอยู่ใน {label}',
  usedByCount: '{label} {n} รายการ',
  referenceAmbiguous: '{label}: "{n}" ตรงกับมากกว่าหนึ่งรายการ',
  duplicateInFile: '{label}ซ้ำกับแถวที่ {n} ของไฟล์นี้',
  writeDenied: 'คุณไม่มีสิทธิ์แก้ไข{label}',
  treeCycle: '{label}ต้องไม่ใช่รายการนี้เองหรือรายการที่อยู่ภายใต้รายการนี้',
  childLineProblems: '{label}: แถวที่ {n} ของรายการนี้มีปัญหา',
  childWithoutRecord: '{label}: แถวนี้เป็นรายการย่อย แต่ไม่มีรายการหลักอยู่ด้านบน',
};

const catalogues: Record<string, Record<MessageCode | LineMessageCode, string>> = { en, th, fr, ar };

/** Every message code, for a check that renders them all. */
export const MESSAGE_CODES = Object.keys(en) as (MessageCode | LineMessageCode)[];

/** The languages the messages are written in (any other gets English). */
export const MESSAGE_LANGUAGES: readonly string[] = Object.keys(catalogues);

/** A message's template in `lang`, as formatMessage fills it. */
export const messageTemplate = (code: MessageCode | LineMessageCode, lang: string): string => (catalogues[lang] ?? en)[code];

/**
 * The codes whose callers give `n` (a length, a row, a count): only these fill `{n}`, so a template naming
 * `{n}` for any other code reaches no user unnoticed (tests/unit/crud/refusal-messages.test.ts renders them all).
 */
export const COUNTED_MESSAGES: ReadonlySet<MessageCode | LineMessageCode> = new Set<MessageCode | LineMessageCode>([
  'minLength',
  'maxLength',
  'min',
  'max',
  'decimals',
  'option',
  'minRows',
  'usedByCount',
  'referenceAmbiguous',
  'duplicateInFile',
  'childLineProblems',
]);

export function formatMessage(code: MessageCode | LineMessageCode, lang: string, label: string, n?: string | number): string {
  const template = messageTemplate(code, lang).replace(/\{label\}/g, () => label);
  // Replacer functions: a label such as "Price ($)" must not be read as a $-pattern.
  return COUNTED_MESSAGES.has(code) ? template.replace(/\{n\}/g, () => (n === undefined ? '' : String(n))) : template;
}

/** The top message of a write refused for its values, the field errors beside it saying what (400 `{ message, errors }`). */
const INVALID_RECORD: Record<string, string> = {
  en: 'Validation failed',
  th: 'ข้อมูลไม่ผ่านการตรวจสอบ',
  fr: 'Les données ne sont pas valides',
  ar: 'البيانات غير صالحة',
};

export const invalidRecordMessage = (lang: string): string => INVALID_RECORD[lang] ?? INVALID_RECORD.en!;
