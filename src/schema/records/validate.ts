/**
 * Record validation and normalisation from a schema: the one rule set behind the form (as a
 * react-hook-form resolver) and the mock server (400 `{ message, errors }`).
 */
import { evaluate, evaluateBoolean, evaluateNumber, roundTo, type Data } from '../expression/expression';
import { fieldLabel, fieldOptions, isRequired, isVisible, localize, type AnyField } from '../meta/describe';
import { FIELD_TYPE_INFO, isEmptyValue, isMoneyField, isNumericField } from '../meta/field-types';
import { formatMessage, type MessageCode } from '../meta/messages';
import type { ResourceSchema } from '../meta/meta';
import { allocateRows } from '../summary/allocate';
import { WORKFLOW_ACTORS_KEY } from '../meta/constants';
import { orderErrors } from './date-order';
import { decimalPlaces } from './number-text';

export type FieldErrors = Record<string, string>;

export interface ValidationResult {
  /** The record with computed fields recalculated, numbers coerced and unknown keys dropped. */
  values: Data;
  errors: FieldErrors;
}

const SYSTEM_KEYS = ['id', 'createdAt', 'updatedAt', 'createdBy', WORKFLOW_ACTORS_KEY];

/** Empty as the field-type table defines it (field-types.ts). */
export const isEmpty = isEmptyValue;

const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** A day that exists (no 2023-02-29, no 2024-04-31) and, for a datetime, a time within the day. */
function validDate(s: string): boolean {
  const m = DATE_PARTS.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.parse rolls 2024-02-30 over to March 1st: count the month's days instead (same leap years every 400).
  const daysInMonth = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? '0') > 59)) return false;
  return !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s));
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Number from a form or JSON value; NaN when it is not one. Strips thousands separators; no hex, no "Infinity". */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return Number.NaN;
  const s = v.trim().replace(/,/g, '');
  return DECIMAL.test(s) ? Number(s) : Number.NaN;
}

/** A computed field's value: text (also a date or datetime) or a flag when its format says so, otherwise a number rounded to its precision. */
export function computeValue(f: AnyField, data: Data): string | number | boolean {
  if (f.format === 'flag') return evaluateBoolean(f.formula, data);
  if (f.format === 'text' || f.format === 'date' || f.format === 'datetime') {
    const v = evaluate(f.formula, data);
    return v === null || v === undefined ? '' : String(v).trim();
  }
  return roundTo(evaluateNumber(f.formula, data), f.precision ?? 2);
}

/** Recomputes every computed field (child-table columns first, so totals see fresh line values). */
export function applyFormulas(schema: ResourceSchema, record: Data): Data {
  const out: Data = { ...record };
  for (const f of schema.fields) {
    if (f.type !== 'table' || !Array.isArray(out[f.name]) || !f.fields?.some((c) => c.type === 'computed')) continue;
    out[f.name] = (out[f.name] as unknown[]).map((row) => {
      const r: Data = row !== null && typeof row === 'object' ? { ...(row as Data) } : {};
      for (const c of f.fields!) if (c.type === 'computed' && !c.allocate) r[c.name] = computeValue(c, r);
      return r;
    });
    for (const c of f.fields!)
      if (c.type === 'computed' && c.allocate)
        out[f.name] = allocateRows(out, out[f.name] as Data[], c.name, c.allocate, c.precision ?? 2);
  }
  // A live field (live.ts) is computed when the record is answered, never here: the form keeps the value it was given.
  for (const f of schema.fields) if (f.type === 'computed' && !f.live && !f.rollup) out[f.name] = computeValue(f, out);
  return out;
}

interface Check {
  code: MessageCode;
  n?: string | number;
}

/** Checks one non-empty value against its field, by the kind of value its type stores (field-types.ts). */
function checkValue(schema: ResourceSchema | null, f: AnyField, raw: unknown, lang: string): { value?: unknown; error?: Check } {
  const text = () => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : null);
  const info = FIELD_TYPE_INFO[f.type];
  switch (info.value) {
    case 'number': {
      const n = toNumber(raw);
      if (!Number.isFinite(n)) return { error: { code: 'number' } };
      if (info.format === 'integer' && !Number.isInteger(n)) return { error: { code: 'integer' } };
      // Typed text with more decimals than the field keeps is refused, not rounded (a JSON number still rounds).
      const places = typeof raw === 'string' ? decimalPlaces(raw.replace(/0+$/, '')) : null;
      const keeps = isMoneyField(f) ? (f.precision ?? 2) : f.precision;
      if (places !== null && keeps !== undefined && places > keeps) return { error: { code: 'decimals', n: keeps } };
      if (f.min !== undefined && n < f.min) return { error: { code: 'min', n: f.min } };
      if (f.max !== undefined && n > f.max) return { error: { code: 'max', n: f.max } };
      // A percent is 0..100 unless the schema sets its own bound on that side.
      if (info.format === 'percent' && f.min === undefined && n < 0) return { error: { code: 'min', n: 0 } };
      if (info.format === 'percent' && f.max === undefined && n > 100) return { error: { code: 'max', n: 100 } };
      // Only money rounds (to its precision, default 2); other numbers keep what was typed.
      return { value: isMoneyField(f) ? roundTo(n, f.precision ?? 2) : n };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
      return { error: { code: 'boolean' } };
    case 'flag':
      return raw === 'Y' || raw === 'N' ? { value: raw } : { error: { code: 'flag' } };
    case 'option': {
      const options = fieldOptions(schema, f, lang);
      return options.some((o) => o.value === raw)
        ? { value: raw }
        : { error: { code: 'option', n: options.map((o) => o.label).join(', ') } };
    }
    case 'options': {
      const options = fieldOptions(schema, f, lang);
      if (!Array.isArray(raw) || !raw.every((v) => options.some((o) => o.value === v)))
        return { error: { code: 'option', n: options.map((o) => o.label).join(', ') } };
      return { value: raw };
    }
    case 'reference':
      return typeof raw === 'string' || typeof raw === 'number' ? { value: raw } : { error: { code: 'reference' } };
    case 'file': {
      // An uploaded file is stored as { url, name } (or a list of them); a plain URL string is accepted too.
      const ok = (v: unknown) =>
        typeof v === 'string' || (v !== null && typeof v === 'object' && typeof (v as Data).url === 'string');
      return (Array.isArray(raw) ? raw.every(ok) : ok(raw)) ? { value: raw } : { error: { code: 'text' } };
    }
    case 'rows':
    case 'computed':
      return { value: raw };
    case 'text': {
      const s = text();
      if (s === null) return { error: { code: 'text' } };
      const value = s.trim() === s ? s : s.trim();
      if (f.minLength !== undefined && value.length < f.minLength) return { error: { code: 'minLength', n: f.minLength } };
      if (f.maxLength !== undefined && value.length > f.maxLength) return { error: { code: 'maxLength', n: f.maxLength } };
      const check = 'textCheck' in info ? info.textCheck : undefined;
      if (check && !(check.re.test(value) && (!check.validDate || validDate(value)))) return { error: { code: check.code } };
      if (f.pattern !== undefined && !new RegExp(f.pattern).test(value)) return { error: { code: 'pattern' } };
      return { value };
    }
  }
}

/** Checks one field's value (the field is visible; `required` says whether it must be filled in). */
function validateValue(
  schema: ResourceSchema,
  f: AnyField,
  raw: unknown,
  required: boolean,
  lang: string,
  key: string,
  errors: FieldErrors,
  out: Data,
): void {
  const label = fieldLabel(f, lang);
  const minRows = f.type === 'table' && 'minRows' in f ? (f.minRows ?? 0) : 0;
  if (isEmpty(raw) || (typeof raw === 'string' && raw.trim() === '')) {
    if (required && f.type !== 'computed') errors[key] = formatMessage('required', lang, label);
    else if (minRows > 0) errors[key] = formatMessage('minRows', lang, label, minRows);
    else if (raw !== undefined) out[f.name] = FIELD_TYPE_INFO[f.type].cleared === null ? null : [];
    return;
  }
  if (f.type === 'table' && 'fields' in f && f.fields) {
    if (!Array.isArray(raw)) {
      errors[key] = formatMessage('rows', lang, label);
      return;
    }
    if (raw.length < minRows) errors[key] = formatMessage('minRows', lang, label, minRows);
    out[f.name] = raw.map((row, i) => {
      const rowData: Data = row !== null && typeof row === 'object' ? (row as Data) : {};
      const rowOut: Data = {};
      validateFields(schema, f.fields!, rowData, lang, `${key}.${i}.`, errors, rowOut);
      return rowOut;
    });
    return;
  }
  const { value, error } = checkValue(schema, f, raw, lang);
  if (error?.code === 'pattern' && f.patternMessage) errors[key] = localize(f.patternMessage, lang);
  else if (error) errors[key] = formatMessage(error.code, lang, label, error.n);
  else out[f.name] = value;
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
    if (isVisible(f, record)) {
      validateValue(schema, f, raw, isRequired(f, record), lang, key, errors, out);
      continue;
    }
    // Hidden: never required and never reported, but only a value that would pass is kept, so nothing
    // unchecked is stored (and a valid value survives the field being hidden for a while).
    if (raw === undefined) continue;
    const hiddenErrors: FieldErrors = {};
    const hiddenOut: Data = {};
    validateValue(schema, f, raw, false, lang, key, hiddenErrors, hiddenOut);
    if (Object.keys(hiddenErrors).length === 0 && Object.hasOwn(hiddenOut, f.name)) out[f.name] = hiddenOut[f.name];
  }
  // A range's end before its start (`notBefore` / `after`): the message on the end, naming both fields.
  orderErrors(fields, record, out, lang, prefix, errors);
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
  const values = applyFormulas(schema, out);
  for (const f of schema.fields) if (f.type === 'computed' && f.live) delete values[f.name]; // never stored
  for (const f of schema.fields) if (f.type === 'computed' && f.rollup) delete values[f.name]; // the server's when it answers (rollup.ts)
  // Record rules speak about values the fields already accept: a field with its own error keeps it.
  for (const rule of schema.rules ?? []) {
    if (errors[rule.field] !== undefined) continue;
    if (rule.when !== undefined && !evaluateBoolean(rule.when, values)) continue;
    if (!evaluateBoolean(rule.check, values)) errors[rule.field] = localize(rule.message, lang);
  }
  return { values, errors };
}

/** Field names whose values are numbers, for coercing query strings and sorting. */
export const numericFieldNames = (schema: ResourceSchema): Set<string> =>
  new Set(schema.fields.filter(isNumericField).map((f) => f.name));
