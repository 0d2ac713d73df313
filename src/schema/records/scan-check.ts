/**
 * `scanCheck` on a workflow transition: the transition runs only when the codes scanned match a child table
 * (pick and pack: every order line's product barcode, `qty` times).
 *
 *   { "action": "pack", ..., "scanCheck": { "table": "lines", "code": "product.barcode", "quantity": "qty" } }
 *
 * `table` is a table field; `code` a column of it, or a path through a reference column to a field of the
 * record it points at ("product.barcode"); `quantity` a numeric column (absent: each row once). The POST
 * body carries `{ "scanned": [codes...] }`. Pure: the rows' codes, the per-row result (picked of ordered),
 * the unknown codes and the surplus, and the loader's checks. Used by the server (mock-server/actions/scan-check.ts)
 * and by the scan screen to show the same progress.
 */
import type { Data } from '../expression/expression';
import type { ResourceSchema, Transition } from '../meta/meta';

export type ScanRule = NonNullable<Transition['scanCheck']>;

/** One row of the table: its code (null when it has none) and how many must be scanned. */
export interface ScanLine {
  index: number;
  code: string | null;
  ordered: number;
}

export interface ScanLineResult extends ScanLine {
  picked: number;
}

export interface ScanResult {
  /** Every row fully picked, nothing unknown, no surplus. */
  complete: boolean;
  lines: ScanLineResult[];
  /** Scanned codes no row carries, in scan order. */
  unknown: string[];
  /** Scanned codes beyond the quantity of the rows that carry them, in scan order. */
  surplus: string[];
}

/** Finds a record of a resource by id (the server's store, or the rows the browser loaded). */
export type RecordLookup = (resource: string, id: unknown) => Data | undefined;

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};

/** A scanned code as compared: trimmed; scanners may add spaces or a line break. */
export const normalizeCode = (code: unknown): string => String(code ?? '').trim();

/** The table's rows with their code and quantity, the code resolved through a reference when `code` is a path. */
export function scanLines(schema: ResourceSchema, rule: ScanRule, record: Data, lookup: RecordLookup): ScanLine[] {
  const table = schema.fields.find((f) => f.name === rule.table);
  const rows = Array.isArray(record[rule.table]) ? (record[rule.table] as Data[]) : [];
  const [column, ...rest] = rule.code.split('.');
  const ref = table?.type === 'table' ? table.fields.find((c) => c.name === column) : undefined;
  return rows.map((row, index) => {
    let code: string | null;
    if (!rest.length) code = text(row[column!]);
    else {
      const target = ref?.type === 'reference' ? lookup(ref.resource, row[column!]) : undefined;
      code = target ? text(target[rest.join('.')]) : null;
    }
    const qty = rule.quantity ? Number(row[rule.quantity] ?? 0) : 1;
    return { index, code, ordered: Number.isFinite(qty) && qty > 0 ? Math.floor(qty) : 0 };
  });
}

/**
 * The scanned codes against the rows: each code fills the first row carrying it that still lacks one; a code
 * no row carries is unknown, one beyond what its rows need is surplus. A row with no code (a product without a
 * barcode) cannot be scanned: it is checked by eye and does not hold the rest back.
 */
export function checkScan(lines: readonly ScanLine[], scanned: readonly string[]): ScanResult {
  const result: ScanLineResult[] = lines.map((l) => ({ ...l, picked: 0 }));
  const unknown: string[] = [];
  const surplus: string[] = [];
  for (const raw of scanned) {
    const code = normalizeCode(raw);
    if (!code) continue;
    const carrying = result.filter((l) => l.code === code);
    if (!carrying.length) unknown.push(code);
    else {
      const open = carrying.find((l) => l.picked < l.ordered);
      if (open) open.picked += 1;
      else surplus.push(code);
    }
  }
  const complete = !unknown.length && !surplus.length && result.every((l) => l.code === null || l.picked === l.ordered);
  return { complete, lines: result, unknown, surplus };
}

const NUMERIC = new Set(['integer', 'number', 'money', 'percent']);

/** The loader's checks of a transition's `scanCheck`: the table, its code column or path, its quantity column. */
export function scanCheckProblems(
  schema: ResourceSchema,
  byName: ReadonlyMap<string, ResourceSchema>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  schema.workflow?.transitions.forEach((t, i) => {
    const rule = t.scanCheck;
    if (!rule) return;
    const at = `$.workflow.transitions[${i}].scanCheck`;
    const table = schema.fields.find((f) => f.name === rule.table);
    if (table?.type !== 'table') {
      problems.push({ path: `${at}.table`, message: `"${rule.table}" is not a table field` });
      return;
    }
    const [column, ...rest] = rule.code.split('.');
    const col = table.fields.find((c) => c.name === column);
    if (!col) problems.push({ path: `${at}.code`, message: `"${column}" is not a column of ${rule.table}` });
    else if (rest.length) {
      const target = col.type === 'reference' ? byName.get(col.resource) : undefined;
      if (!target) problems.push({ path: `${at}.code`, message: `"${column}" is not a reference column` });
      else if (rest.length > 1 || !target.fields.some((f) => f.name === rest[0]))
        problems.push({ path: `${at}.code`, message: `${target.name} has no field "${rest.join('.')}"` });
    }
    if (rule.quantity) {
      const q = table.fields.find((c) => c.name === rule.quantity);
      if (!q || !NUMERIC.has(q.type))
        problems.push({ path: `${at}.quantity`, message: `"${rule.quantity}" is not a numeric column of ${rule.table}` });
    }
  });
  return problems;
}

const MESSAGES = {
  empty: { en: 'Please enter at least one barcode.', th: 'กรุณากรอกบาร์โค้ดอย่างน้อยหนึ่งรายการ' },
  notList: { en: '"scanned" must be a list of codes', th: '"scanned" ต้องเป็นรายการรหัส' },
  mismatch: {
    en: 'The scanned codes do not match: {picked} of {ordered} picked, {unknown} unknown, {surplus} surplus',
    th: 'รหัสที่สแกนไม่ตรงกับรายการ: หยิบแล้ว {picked} จาก {ordered} รหัสที่ไม่มีในรายการ {unknown} เกิน {surplus}',
  },
} as const;

/**
 * The body's `scanned` list checked against the record: `{ ok: false, status, message }` for a missing or
 * empty list (400) or a mismatch (409, with the per-row result), else `{ ok: true, result }`.
 */
export function checkScannedBody(
  lines: readonly ScanLine[],
  body: unknown,
  lang: string,
): { ok: true; result: ScanResult } | { ok: false; status: 400 | 409; message: string; result?: ScanResult } {
  const say = (key: keyof typeof MESSAGES) => (lang === 'th' ? MESSAGES[key].th : MESSAGES[key].en);
  const scanned = body && typeof body === 'object' ? (body as Data).scanned : undefined;
  if (scanned !== undefined && (!Array.isArray(scanned) || scanned.some((c) => typeof c !== 'string' && typeof c !== 'number')))
    return { ok: false, status: 400, message: say('notList') };
  const codes = ((scanned as unknown[] | undefined) ?? []).map(normalizeCode).filter(Boolean);
  if (!codes.length) return { ok: false, status: 400, message: say('empty') };
  const result = checkScan(lines, codes);
  if (result.complete) return { ok: true, result };
  const sum = (k: 'picked' | 'ordered') => result.lines.reduce((n, l) => n + l[k], 0);
  const vars: Record<string, number> = {
    picked: sum('picked'),
    ordered: sum('ordered'),
    unknown: result.unknown.length,
    surplus: result.surplus.length,
  };
  const message = say('mismatch').replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));
  return { ok: false, status: 409, message, result };
}
