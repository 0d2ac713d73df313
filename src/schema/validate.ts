/**
 * Record validation and normalisation from a schema: the one rule set behind the form (as a
 * react-hook-form resolver) and the mock server (400 `{ message, errors }`).
 */
import { evaluateNumber, roundTo, type Data } from './expression';
import { fieldLabel, fieldOptions, isRequired, isVisible, localize, NUMERIC_TYPES, type AnyField } from './describe';
import { formatMessage, type MessageCode } from './messages';
import type { ResourceSchema } from './meta';

export type FieldErrors = Record<string, string>;

export interface ValidationResult {
  /** The record with computed fields recalculated, numbers coerced and unknown keys dropped. */
  values: Data;
  errors: FieldErrors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RE = /^https?:\/\/[^\s]+$/i;
const PHONE = /^\+?[0-9][0-9\s-]{5,19}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const SYSTEM_KEYS = ['id', 'createdAt', 'updatedAt', 'createdBy'];

export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const validDate = (s: string): boolean => !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s));

/** Number from a form or JSON value; NaN when it is not one. Strips thousands separators. */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v.replace(/,/g, ''));
  return Number.NaN;
}

/** Recomputes every computed field (child-table columns first, so totals see fresh line values). */
export function applyFormulas(schema: ResourceSchema, record: Data): Data {
  const out: Data = { ...record };
  for (const f of schema.fields) {
    if (f.type !== 'table' || !Array.isArray(out[f.name]) || !f.fields?.some((c) => c.type === 'computed')) continue;
    out[f.name] = (out[f.name] as unknown[]).map((row) => {
      const r: Data = row !== null && typeof row === 'object' ? { ...(row as Data) } : {};
      for (const c of f.fields!) if (c.type === 'computed') r[c.name] = roundTo(evaluateNumber(c.formula, r), c.precision ?? 2);
      return r;
    });
  }
  for (const f of schema.fields)
    if (f.type === 'computed') out[f.name] = roundTo(evaluateNumber(f.formula, out), f.precision ?? 2);
  return out;
}

interface Check {
  code: MessageCode;
  n?: string | number;
}

/** Checks one non-empty value against its field; returns the coerced value or an error. */
function checkValue(schema: ResourceSchema | null, f: AnyField, raw: unknown, lang: string): { value?: unknown; error?: Check } {
  const text = () => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : null);
  switch (f.type) {
    case 'integer':
    case 'number':
    case 'money':
    case 'percent': {
      const n = toNumber(raw);
      if (!Number.isFinite(n)) return { error: { code: 'number' } };
      if (f.type === 'integer' && !Number.isInteger(n)) return { error: { code: 'integer' } };
      if (f.min !== undefined && n < f.min) return { error: { code: 'min', n: f.min } };
      if (f.max !== undefined && n > f.max) return { error: { code: 'max', n: f.max } };
      if (f.type === 'percent' && (n < 0 || n > 100) && f.max === undefined) return { error: { code: n < 0 ? 'min' : 'max', n: n < 0 ? 0 : 100 } };
      return { value: f.type === 'money' ? roundTo(n, f.precision ?? 2) : n };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
      return { error: { code: 'boolean' } };
    case 'flag':
      return raw === 'Y' || raw === 'N' ? { value: raw } : { error: { code: 'flag' } };
    case 'select':
    case 'status': {
      const options = fieldOptions(schema, f, lang);
      return options.some((o) => o.value === raw) ? { value: raw } : { error: { code: 'option', n: options.map((o) => o.label).join(', ') } };
    }
    case 'multiselect': {
      const options = fieldOptions(schema, f, lang);
      if (!Array.isArray(raw) || !raw.every((v) => options.some((o) => o.value === v)))
        return { error: { code: 'option', n: options.map((o) => o.label).join(', ') } };
      return { value: raw };
    }
    case 'reference':
      return typeof raw === 'string' || typeof raw === 'number' ? { value: raw } : { error: { code: 'reference' } };
    case 'file':
    case 'image': {
      // An uploaded file is stored as { url, name } (or a list of them); a plain URL string is accepted too.
      const ok = (v: unknown) => typeof v === 'string' || (v !== null && typeof v === 'object' && typeof (v as Data).url === 'string');
      return (Array.isArray(raw) ? raw.every(ok) : ok(raw)) ? { value: raw } : { error: { code: 'text' } };
    }
    case 'table':
    case 'computed':
      return { value: raw };
    default: {
      const s = text();
      if (s === null) return { error: { code: 'text' } };
      const value = s.trim() === s ? s : s.trim();
      if (f.minLength !== undefined && value.length < f.minLength) return { error: { code: 'minLength', n: f.minLength } };
      if (f.maxLength !== undefined && value.length > f.maxLength) return { error: { code: 'maxLength', n: f.maxLength } };
      if (f.type === 'email' && !EMAIL.test(value)) return { error: { code: 'email' } };
      if (f.type === 'url' && !URL_RE.test(value)) return { error: { code: 'url' } };
      if (f.type === 'phone' && !PHONE.test(value)) return { error: { code: 'phone' } };
      if (f.type === 'date' && !(DATE.test(value) && validDate(value))) return { error: { code: 'date' } };
      if (f.type === 'datetime' && !(DATETIME.test(value) && validDate(value))) return { error: { code: 'date' } };
      if (f.type === 'time' && !TIME.test(value)) return { error: { code: 'time' } };
      if (f.type === 'monthYear' && !MONTH.test(value)) return { error: { code: 'monthYear' } };
      if (f.pattern !== undefined && !new RegExp(f.pattern).test(value)) return { error: { code: 'pattern' } };
      return { value };
    }
  }
}

function validateFields(
  schema: ResourceSchema,
  fields: readonly AnyField[],
  record: Data,
  lang: string,
  prefix: string,
  errors: FieldErrors,
  out: Data,
): void {
  for (const f of fields) {
    const key = prefix + f.name;
    const raw = record[f.name];
    const label = fieldLabel(f, lang);
    if (!isVisible(f, record)) {
      if (raw !== undefined) out[f.name] = raw;
      continue;
    }
    if (isEmpty(raw)) {
      if (isRequired(f, record) && f.type !== 'computed') errors[key] = formatMessage('required', lang, label);
      else if (raw !== undefined) out[f.name] = f.type === 'multiselect' || f.type === 'table' ? [] : null;
      continue;
    }
    if (f.type === 'table' && 'fields' in f && f.fields) {
      if (!Array.isArray(raw)) {
        errors[key] = formatMessage('rows', lang, label);
        continue;
      }
      if (f.minRows !== undefined && raw.length < f.minRows) errors[key] = formatMessage('minRows', lang, label, f.minRows);
      out[f.name] = raw.map((row, i) => {
        const rowData: Data = row !== null && typeof row === 'object' ? (row as Data) : {};
        const rowOut: Data = {};
        validateFields(schema, f.fields!, rowData, lang, `${key}.${i}.`, errors, rowOut);
        return rowOut;
      });
      continue;
    }
    const { value, error } = checkValue(schema, f, raw, lang);
    if (error?.code === 'pattern' && f.patternMessage) errors[key] = localize(f.patternMessage, lang);
    else if (error) errors[key] = formatMessage(error.code, lang, label, error.n);
    else out[f.name] = value;
  }
}

/**
 * Validates a whole record (for a PATCH, merge it over the stored one first). Computed fields are
 * recalculated from the inputs, never trusted from the caller.
 */
export function validateRecord(schema: ResourceSchema, record: Data, lang = 'en'): ValidationResult {
  const errors: FieldErrors = {};
  const out: Data = {};
  for (const k of SYSTEM_KEYS) if (record[k] !== undefined) out[k] = record[k];
  validateFields(schema, schema.fields, record, lang, '', errors, out);
  return { values: applyFormulas(schema, out), errors };
}

/** Field names whose values are numbers, for coercing query strings and sorting. */
export const numericFieldNames = (schema: ResourceSchema): Set<string> =>
  new Set(schema.fields.filter((f) => NUMERIC_TYPES.has(f.type) || f.type === 'computed').map((f) => f.name));
