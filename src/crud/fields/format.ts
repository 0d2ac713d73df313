/**
 * Plain-text renderings of field values: the one place that turns a stored value into words,
 * shared by the show page, list cells and the spreadsheet export. Pure: no React, no DOM.
 */
import { fieldOptions, localize, type AnyField } from '../../schema/meta/describe';
import dayjs from 'dayjs';
import i18n from '../../i18n';
import { crudWords } from '../words';
import { formatDate, formatDateTime, formatMonth } from '../../i18n/dates';
import { formatMoneyExact } from './money';
import { roundTo } from '../../schema/expression/expression';
import { FIELD_TYPE_INFO, isMoneyField, isNumericField } from '../../schema/meta/field-types';
import type { ResourceSchema } from '../../schema/meta/meta';
import { toNumber } from '../../schema/records/validate';

/** Number rendering is fixed to comma thousands and dot decimals in every language (spec: money input). */
const NUMBER_LOCALE = 'en-US';

/**
 * Stored formats are the wire formats the validator checks. What a person reads comes from src/i18n/dates.ts
 * (DD/MM/YYYY, the Buddhist Era in Thai); datetimes are shown in local time.
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';
export const TIME_FORMAT = 'HH:mm';
export { formatDate, formatDateTime, formatMonth };

/** The currency sign shown before money amounts. */
export const MONEY_SIGN = '฿';

export function formatNumber(value: unknown, precision?: number): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '';
  return n.toLocaleString(
    NUMBER_LOCALE,
    precision === undefined
      ? { maximumFractionDigits: 6 }
      : { minimumFractionDigits: precision, maximumFractionDigits: precision },
  );
}

/**
 * "฿1,234.50": the baht sign, comma thousands, exactly `precision` decimals rounded half up on the decimal
 * value (1.005 -> 1.01, as src/schema/summary/sums.ts computes); '' for no value. "-฿12.00" for a negative amount.
 */
export function formatMoney(value: unknown, precision = 2): string {
  const text = formatMoneyExact(value, precision);
  if (!text) return '';
  return text.startsWith('-') ? `-${MONEY_SIGN}${text.slice(1)}` : `${MONEY_SIGN}${text}`;
}

/** InputNumber formatter: "1234.5" -> "1,234.5" (thousands only in the integer part). */
export function groupThousands(text: string | number | undefined): string {
  if (text === undefined || text === '') return '';
  const [int = '', frac] = String(text).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** InputNumber parser: drops separators and anything that is not part of a number. */
export const ungroup = (text: string | undefined): string => (text ?? '').replace(/[^\d.-]/g, '');

/**
 * Yes or No in `lang`, through i18next: French and Arabic words are there once that language is loaded (src/i18n
 * loadLanguage); the English and Thai tables, always in the bundle, answer where the words are not registered.
 */
const yesNo = (lang: string, yes: boolean): string => {
  const key = yes ? 'yes' : 'no';
  const eager = ((crudWords as Record<string, { crud: Record<'yes' | 'no', string> } | undefined>)[lang] ?? crudWords.en).crud[
    key
  ];
  return i18n.t(`crud.${key}`, { lng: lang, defaultValue: eager });
};

export interface FileRef {
  url: string;
  name: string;
}

/** Stored file values are `{ url, name }`, a list of them, or a bare URL string. */
export function fileList(value: unknown): FileRef[] {
  const one = (v: unknown): FileRef | null => {
    if (typeof v === 'string' && v) return { url: v, name: v.split('/').pop() ?? v };
    if (v !== null && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string') {
      const { url, name } = v as { url: string; name?: unknown };
      return { url, name: typeof name === 'string' && name ? name : (url.split('/').pop() ?? url) };
    }
    return null;
  };
  const items = Array.isArray(value) ? value : [value];
  return items.map(one).filter((f): f is FileRef => f !== null);
}

/** Number format a computed field asks for (it defaults to a plain number). */
const computedFormat = (f: AnyField) => f.format ?? 'number';

const asScalarText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

export interface TextContext {
  schema: ResourceSchema | null;
  lang: string;
  /** Referenced records' titles by id, for reference fields. */
  refTitles?: ReadonlyMap<string, string>;
  /** Money without the baht sign: a form's read-only computed box, beside amounts typed without it. */
  plainMoney?: boolean;
}

const money = (value: unknown, precision: number, ctx: TextContext): string =>
  ctx.plainMoney ? formatMoneyExact(value, precision) : formatMoney(value, precision);

/** The value as a person reads it, in one line of text. Empty string for no value. */
export function displayText(f: AnyField, value: unknown, ctx: TextContext): string {
  if (value === undefined || value === null || value === '') return '';
  switch (FIELD_TYPE_INFO[f.type].format) {
    case 'money':
      return money(value, f.precision ?? 2, ctx);
    case 'integer':
      return formatNumber(value, 0);
    case 'number':
      return formatNumber(value, f.precision);
    case 'percent':
      return `${formatNumber(value, f.precision)}%`;
    case 'computed': {
      const fmt = computedFormat(f);
      if (fmt === 'text') return asScalarText(value);
      if (fmt === 'date') return formatDate(asScalarText(value), ctx.lang);
      if (fmt === 'flag') return yesNo(ctx.lang, value === true);
      if (fmt === 'datetime') return formatDateTime(asScalarText(value), ctx.lang);
      if (fmt === 'money') return money(value, f.precision ?? 2, ctx);
      if (fmt === 'integer') return formatNumber(value, 0);
      if (fmt === 'percent') return `${formatNumber(value, f.precision)}%`;
      return formatNumber(value, f.precision);
    }
    case 'yesNo':
      return yesNo(ctx.lang, value === true || value === 'true');
    case 'flag':
      return yesNo(ctx.lang, value === 'Y');
    case 'option':
      return fieldOptions(ctx.schema, f, ctx.lang).find((o) => o.value === value)?.label ?? asScalarText(value);
    case 'options': {
      const options = fieldOptions(ctx.schema, f, ctx.lang);
      const values = Array.isArray(value) ? value : [value];
      return values.map((v) => options.find((o) => o.value === v)?.label ?? asScalarText(v)).join(', ');
    }
    case 'reference':
      return ctx.refTitles?.get(String(value)) ?? asScalarText(value);
    case 'file':
      return fileList(value)
        .map((x) => x.name)
        .join(', ');
    case 'rows':
      return Array.isArray(value) ? String(value.length) : '';
    case 'datetime':
      return formatDateTime(asScalarText(value), ctx.lang);
    default:
      if (f.type === 'date') return formatDate(asScalarText(value), ctx.lang);
      if (f.type === 'monthYear') return formatMonth(asScalarText(value), ctx.lang);
      // A list or an object in a text column (an audit entry's old/new value): compact JSON, not nothing.
      return typeof value === 'object' ? JSON.stringify(value) : asScalarText(value);
  }
}

/** Whether a field's value is a number (right-aligned, a number cell in a spreadsheet): the field-type table says. */
export { isNumericField };

/** An ISO datetime as "YYYY-MM-DD HH:mm" in local time (what the import reads back); other text as it is. */
function isoLocalMinutes(text: string): string {
  const d = dayjs(text);
  return /^\d{4}-\d{2}-\d{2}T/.test(text) && d.isValid() ? d.format('YYYY-MM-DD HH:mm') : text;
}

/** A field's date kind in a spreadsheet (a date, a date and time, a month), or null for any other field. */
export function sheetDateKind(f: AnyField): 'date' | 'datetime' | 'month' | null {
  const kind = f.type === 'computed' ? computedFormat(f) : f.type;
  return kind === 'date' ? 'date' : kind === 'datetime' ? 'datetime' : kind === 'monthYear' ? 'month' : null;
}

/** The value for a spreadsheet cell: numbers stay numbers (money rounded), everything else is its display text. */
export function exportValue(f: AnyField, value: unknown, ctx: TextContext): string | number | null {
  if (value === undefined || value === null || value === '') return null;
  if (isNumericField(f)) {
    const n = toNumber(value);
    if (!Number.isFinite(n)) return null;
    return isMoneyField(f) ? roundTo(n, f.precision ?? 2) : n;
  }
  // Dates keep the stored ISO form (a datetime in local time): the sheet sorts them and imports them back.
  const kind = f.type === 'computed' ? computedFormat(f) : f.type;
  if (kind === 'date' || kind === 'monthYear') return asScalarText(value);
  if (kind === 'datetime') return isoLocalMinutes(asScalarText(value));
  return displayText(f, value, ctx);
}

/** A field's help text in the current language, if it has one. */
export const fieldHelp = (f: AnyField, lang: string): string | undefined => (f.help ? localize(f.help, lang) : undefined);

/** The resource a reference field points to; undefined for every other field. */
export const referenceTarget = (f: AnyField): string | undefined => (f.type === 'reference' ? f.resource : undefined);
