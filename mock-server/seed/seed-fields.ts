/**
 * One plausible value per field, from the field's type, its `seed` hint and its limits, drawn from a
 * seeded PRNG (never Math.random) so the same schemas always give the same data.
 */
import { FIELD_TYPE_INFO, isMoneyField, type AnyField } from '../../src/schema';
import { inOrder, orderOf } from '../../src/schema/records/date-order';
import * as words from './seed-data';
import { ean13CheckDigit, thaiTaxIdCheckDigit } from '../../src/schema/expression/check-digits';

/** mulberry32: tiny, fast, good enough for demo data, and identical on every platform. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

/** FNV-1a, to give each resource its own PRNG stream (adding a resource does not reshuffle the others). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The person a row is about, so its name, first/last name and e-mail agree. `first`/`last` are the name
 * as the person writes it (Thai, or English for foreign staff); a Thai HR file also holds the name in
 * the other script: `firstTh`/`lastTh` (foreign names spelt in Thai) and `firstEn`/`lastEn` (Thai names
 * romanised, as on the passport).
 */
export interface Person {
  first: string;
  last: string;
  firstTh: string;
  lastTh: string;
  firstEn: string;
  lastEn: string;
  email: string;
}

export function randomPerson(rng: Rng): Person {
  if (rng.chance(0.15)) {
    const [first, firstTh] = rng.pick(words.ENGLISH_FIRST_NAMES);
    const [last, lastTh] = rng.pick(words.ENGLISH_LAST_NAMES);
    const email = `${first}.${last}@${words.EMAIL_DOMAIN}`.toLowerCase().replace(/ü/g, 'u');
    return { first, last, firstTh, lastTh, firstEn: first, lastEn: last, email };
  }
  const [first, firstEn] = rng.pick(words.THAI_FIRST_NAMES);
  const [last, lastEn] = rng.pick(words.THAI_LAST_NAMES);
  const email = `${firstEn}.${lastEn.slice(0, 2)}@${words.EMAIL_DOMAIN}`.toLowerCase();
  return { first, last, firstTh: first, lastTh: last, firstEn, lastEn, email };
}

/** Whether the person writes their name in Thai script. */
const isThai = (person: Person) => person.first === person.firstTh;

/** A family member of the person (an emergency contact): another first name, the same family name. */
function relativeName(rng: Rng, person: Person): string {
  const first = isThai(person) ? rng.pick(words.THAI_FIRST_NAMES)[0] : rng.pick(words.ENGLISH_FIRST_NAMES)[0];
  return `${first} ${person.last}`;
}

/** A LINE ID as people pick them: their romanised name, a dot or underscore, a lucky number. */
function lineId(rng: Rng, person: Person): string {
  const first = person.firstEn.toLowerCase().replace(/[^a-z]/g, '');
  const last = person.lastEn.toLowerCase().replace(/[^a-z]/g, '');
  switch (rng.int(0, 3)) {
    case 0:
      return `${first}.${last.slice(0, 3)}`;
    case 1:
      return `${first}${rng.int(1, 99)}`;
    case 2:
      return `${first}_${last}`.slice(0, 20);
    default:
      return `${first.slice(0, 4)}${rng.digits(4)}`;
  }
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Days 2..27 and hours 01..10 UTC: the local date is the same in every time zone, so numbering is too. */
export function randomTimestamp(rng: Rng, fromMonth: number, toMonth: number): Date {
  const month = rng.int(fromMonth, toMonth); // months counted from Jan 2025 = 0
  return new Date(
    Date.UTC(2025 + Math.floor(month / 12), month % 12, rng.int(2, 27), rng.int(1, 10), rng.int(0, 59), rng.int(0, 59)),
  );
}

const dateOnly = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function companyName(rng: Rng): string {
  if (rng.chance(0.4)) return rng.pick(words.COMPANIES);
  const [coreTh, coreEn] = rng.pick(words.COMPANY_CORES);
  const [tradeTh, tradeEn] = rng.pick(words.COMPANY_TRADES);
  return rng.chance(0.6) ? `บริษัท ${coreTh}${tradeTh} จำกัด` : `${coreEn} ${tradeEn} Co., Ltd.`;
}

function address(rng: Rng): string {
  const [street, sub, district, post] = rng.pick(words.BANGKOK_PLACES);
  return `${rng.int(1, 999)}/${rng.int(1, 99)} ${street} ${sub} ${district} กรุงเทพมหานคร ${post}`;
}

const phone = (rng: Rng) =>
  rng.chance(0.3)
    ? `02-${rng.digits(3)}-${rng.digits(4)}`
    : `0${rng.pick(['81', '86', '89', '92', '95', '98'])}-${rng.digits(3)}-${rng.digits(4)}`;

function byKind(kind: string, rng: Rng, person: Person, field: AnyField): string {
  switch (kind) {
    case 'personName':
      return `${person.first} ${person.last}`;
    case 'firstName':
      return person.first;
    case 'lastName':
      return person.last;
    case 'firstNameTh':
      return person.firstTh;
    case 'lastNameTh':
      return person.lastTh;
    case 'firstNameEn':
      return person.firstEn;
    case 'lastNameEn':
      return person.lastEn;
    case 'nickname':
      return rng.pick(words.NICKNAMES);
    case 'relativeName':
      return relativeName(rng, person);
    case 'lineId':
      return lineId(rng, person);
    case 'username':
      return `${person.firstEn.toLowerCase().replace(/[^a-z]/g, '')}.${person.lastEn
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 1)}${rng.digits(3)}`;
    case 'email':
      return person.email;
    case 'company':
      return companyName(rng);
    case 'address':
      return address(rng);
    case 'sentence': {
      const lang = rng.chance(0.65) ? 'th' : 'en';
      return `${rng.pick(words.SUBJECTS[lang])} ${rng.pick(words.TOPICS[lang])}`;
    }
    case 'paragraph': {
      const lang = rng.chance(0.65) ? 'th' : 'en';
      const all = words.SENTENCES[lang];
      const start = rng.int(0, all.length - 1);
      return Array.from({ length: rng.int(2, 4) }, (_, k) => all[(start + k) % all.length]).join(' ');
    }
    case 'code':
      return `${
        field.name
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase() || 'C'
      }-${rng.digits(5)}`;
    case 'taxId': {
      // A juristic person's number (0105...) with a right check digit, so a checkDigit rule accepts it.
      // Nine digits drawn as before (the seed stream stays the same), the last replaced by the check digit.
      const first12 = `0105${rng.digits(9)}`.slice(0, 12);
      return `${first12}${thaiTaxIdCheckDigit(first12)}`;
    }
    case 'phone':
      return phone(rng);
    case 'product':
      return rng.pick(words.PRODUCTS);
    case 'city':
      return rng.pick(words.CITIES);
    case 'department':
      return rng.pick(words.DEPARTMENTS);
    case 'position':
      return rng.pick(words.POSITIONS);
    default:
      return rng.pick(words.WORDS);
  }
}

/** Without a hint: what a field of this type and name usually holds. */
function kindFor(field: AnyField): string {
  if (typeof field.seed === 'string') return field.seed;
  const kind = FIELD_TYPE_INFO[field.type].seed;
  if (kind === 'email' || kind === 'phone') return kind;
  if (kind === 'longText') return 'paragraph';
  if (/code|no$/i.test(field.name)) return 'code';
  if (/name/i.test(field.name)) return 'personName';
  if (/title|subject/i.test(field.name)) return 'sentence';
  return 'word';
}

function fitLength(field: AnyField, value: string): string {
  let v = value;
  while (field.minLength !== undefined && v.length < field.minLength) v += ` ${value}`;
  return field.maxLength !== undefined ? v.slice(0, field.maxLength).trim() : v;
}

function numberRange(field: AnyField): [number, number] {
  const hint = typeof field.seed === 'object' ? field.seed : undefined;
  const fallback: Record<string, [number, number]> = { integer: [0, 100], money: [100, 50000], percent: [0, 100] };
  const [dMin, dMax] = fallback[FIELD_TYPE_INFO[field.type].format] ?? [0, 1000];
  const min = hint?.min ?? field.min ?? dMin;
  const max = hint?.max ?? field.max ?? Math.max(min + (dMax - dMin), dMax);
  return [min, max];
}

export interface FieldContext {
  rng: Rng;
  person: Person;
  /** Ids of already seeded rows per resource, for references. */
  refs: ReadonlyMap<string, readonly number[]>;
  /** The values generated so far in this row (for start/end pairs). */
  row: Record<string, unknown>;
  /** When the row was created: its business dates fall around it. */
  at: Date;
}

const DAY = 86400000;
const EARLIEST = Date.UTC(2025, 0, 1, 3);

/** A value for one field, or undefined to leave it empty (files, unresolvable references). */
export function fieldValue(field: AnyField, ctx: FieldContext): unknown {
  return keepOrder(field, anyValue(field, ctx), ctx.row);
}

/**
 * A range's end (`notBefore` / `after`, date-order.ts) drawn before its start is mirrored over the start (as far after
 * it as it was before), so the generator's draws, and every other value, stay as they were.
 */
function keepOrder(field: AnyField, value: unknown, row: Record<string, unknown>): unknown {
  const order = orderOf(field);
  const start = order ? row[order.start] : undefined;
  if (!order || inOrder(field.type, order.key, start, value)) return value;
  if (field.type !== 'date' && field.type !== 'datetime') return order.key === 'notBefore' ? start : value;
  const ms = (v: unknown) => Date.parse(field.type === 'date' ? `${String(v)}T00:00:00Z` : String(v));
  const from = ms(start);
  const step = field.type === 'date' ? DAY : 3600000;
  const end = new Date(from + Math.max(from - ms(value), order.key === 'after' ? step : 0));
  return field.type === 'date' ? dateOnly(end) : end.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function anyValue(field: AnyField, ctx: FieldContext): unknown {
  const { rng } = ctx;
  const hint = typeof field.seed === 'object' ? field.seed : undefined;
  // Values that go with a field filled earlier in the row (a department's sections); other values fall through.
  const fitting = hint?.per?.values[String(ctx.row[hint.per.field] ?? '')];
  if (fitting?.length) return rng.pick(fitting);
  if (hint?.values?.length) return rng.pick(hint.values);
  const kind = FIELD_TYPE_INFO[field.type].seed;
  switch (kind) {
    case 'number': {
      const [min, max] = numberRange(field);
      const raw = min + rng.next() * (max - min);
      if (isMoneyField(field)) return Math.min(max, Math.max(min, Math.round(raw / 5) * 5 + (rng.chance(0.3) ? 0.5 : 0)));
      return FIELD_TYPE_INFO[field.type].format === 'number' && (field.precision ?? 0) > 0
        ? Math.round(raw * 100) / 100
        : Math.round(raw);
    }
    case 'boolean':
      return rng.chance(0.3);
    case 'flag':
      return rng.chance(0.8) ? 'Y' : 'N';
    case 'option':
    case 'options': {
      const values = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
      if (kind === 'option') return rng.pick(values);
      return [...new Set(Array.from({ length: rng.int(1, Math.min(2, values.length)) }, () => rng.pick(values)))];
    }
    case 'reference': {
      const ids = field.resource ? ctx.refs.get(field.resource) : undefined;
      return ids?.length ? rng.pick(ids) : undefined;
    }
    case 'date':
    case 'datetime': {
      const start = ctx.row[field.name.replace(/^end/, 'start')];
      if (/^end/.test(field.name) && typeof start === 'string') {
        const from = new Date(start);
        const end = new Date(from.getTime() + (kind === 'date' ? rng.int(0, 5) * DAY : rng.int(1, 8) * 3600000));
        return kind === 'date' ? dateOnly(end) : end.toISOString().replace(/\.\d{3}Z$/, 'Z');
      }
      // Birth dates are decades back; every other business date falls in 2025-2026.
      const d = /birth/i.test(field.name)
        ? randomTimestamp(rng, -60 * 12, -20 * 12)
        : new Date(Math.max(EARLIEST, ctx.at.getTime() + rng.int(-30, 90) * DAY + rng.int(0, 8) * 3600000));
      return kind === 'date' ? dateOnly(d) : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
    }
    case 'time':
      return `${pad(rng.int(8, 17))}:${rng.pick(['00', '15', '30', '45'])}`;
    case 'monthYear':
      return `${rng.int(2025, 2026)}-${pad(rng.int(1, 12))}`;
    case 'url':
      return `https://www.${rng.pick(['example', 'spp-demo', 'supplier-portal'])}.co.th/${rng.pick(words.WORDS.slice(10))}`;
    case 'barcode':
      // "ean13": a Thai (885) EAN-13 whose check digit is right, so a checkDigit rule accepts it.
      if (field.seed === 'ean13') return `885${rng.digits(9)}`.replace(/^\d{12}$/, (d) => `${d}${ean13CheckDigit(d)}`);
      return hint ? String(rng.int(hint.min ?? 0, hint.max ?? 99999999)) : `885${rng.digits(10)}`;
    case 'none':
      return undefined; // files need an upload; tables, formulas and states are filled by the caller
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
      if (hint) return String(rng.int(hint.min ?? 0, hint.max ?? 9999));
      return fitLength(field, byKind(kindFor(field), rng, ctx.person, field));
  }
}

/** A variant of a value already taken by a unique field. */
export function uniqueVariant(value: unknown, attempt: number): unknown {
  if (typeof value === 'number') return value + attempt;
  if (typeof value !== 'string') return value;
  if (value.includes('@')) return value.replace('@', `${attempt}@`);
  if (/\d$/.test(value)) return value.slice(0, -String(attempt).length) + String(attempt);
  return `${value} ${attempt}`;
}
