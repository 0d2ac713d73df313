/**
 * The counter's cart, pure: lines added by scan or search (a product scanned again counts one more),
 * quantities, and the sale record posted to posSales. Totals are not worked out here: the page runs the
 * posSales schema's own formulas (bound to the settings' VAT rate) over the record, so the screen shows
 * to the satang what the server stores.
 */
import { applyFormulas } from '../../src/schema/records/validate';
import type { Data } from '../../src/schema/expression/expression';
import type { ResourceSchema } from '../../src/schema/meta/meta';

/** A product as the counter needs it (GET products answers more). */
export interface PosProduct {
  id: number;
  name: string;
  barcode?: string | null;
  price: number;
  partNo?: string | null;
  model?: string | null;
  code?: string | null;
  totalStock?: number;
}

export interface CartLine {
  product: number;
  barcode: string | null;
  name: string;
  unitPrice: number;
  quantity: number;
}

export type PaymentType = 'cash' | 'transfer' | 'card';
export const PAYMENT_TYPES: readonly PaymentType[] = ['cash', 'transfer', 'card'];

export interface Payment {
  type: PaymentType;
  /** The cash typed in: a number, nothing yet, or text that is not an amount (kept as typed, refused beside the box). */
  cashReceived: number | string | null;
}

export interface Customer {
  name: string;
  phone: string;
}

export const MAX_QTY = 100000;

/** The cart with one more of `p`: a new line at the top, or the existing line's quantity + 1. */
export function addProduct(lines: readonly CartLine[], p: PosProduct): CartLine[] {
  const at = lines.findIndex((l) => l.product === p.id);
  if (at >= 0) return setQuantity(lines, p.id, lines[at]!.quantity + 1);
  return [{ product: p.id, barcode: p.barcode ?? null, name: p.name, unitPrice: Number(p.price) || 0, quantity: 1 }, ...lines];
}

/** The line of `product` with its quantity set (1 to MAX_QTY, whole); 0 or less removes it. */
export function setQuantity(lines: readonly CartLine[], product: number, quantity: number): CartLine[] {
  const q = Math.floor(Number.isFinite(quantity) ? quantity : 1);
  if (q <= 0) return removeLine(lines, product);
  return lines.map((l) => (l.product === product ? { ...l, quantity: Math.min(q, MAX_QTY) } : l));
}

export const removeLine = (lines: readonly CartLine[], product: number): CartLine[] => lines.filter((l) => l.product !== product);

/** What a barcode scanner typed: digits only (EAN-13, or a shorter in-store code), else null. */
export function scannedCode(text: string): string | null {
  const code = text.trim();
  return /^\d{4,14}$/.test(code) ? code : null;
}

export interface SaleInput {
  lines: readonly CartLine[];
  payment: Payment;
  customer: Customer;
  branch: string;
  /** The sale's day and time in Bangkok: `YYYY-MM-DD`, `HH:mm`. */
  date: string;
  time: string;
}

/** The body of POST posSales (the cashier is the server's `$me` default; the number and status its own). */
export function saleRecord(s: SaleInput): Data {
  const name = s.customer.name.trim();
  const phone = s.customer.phone.trim();
  return {
    date: s.date,
    time: s.time,
    branch: s.branch,
    ...(name ? { customerName: name } : {}),
    ...(phone ? { customerPhone: phone } : {}),
    lines: s.lines.map((l) => ({ ...l })),
    paymentType: s.payment.type,
    ...(s.payment.type === 'cash' ? { cashReceived: s.payment.cashReceived } : {}),
  };
}

export interface Totals {
  subtotal: number;
  vat: number;
  grandTotal: number;
  changeDue: number;
  /** Per product id: the line's amount. */
  amounts: ReadonlyMap<number, number>;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The sale's totals by the schema's formulas (`schema` bound to the settings: the VAT rate). */
export function saleTotals(schema: ResourceSchema, record: Data): Totals {
  const out = applyFormulas(schema, record);
  const rows = Array.isArray(out.lines) ? (out.lines as Data[]) : [];
  return {
    subtotal: num(out.subtotal),
    vat: num(out.vat),
    grandTotal: num(out.grandTotal),
    changeDue: num(out.changeDue),
    amounts: new Map(rows.map((r) => [Number(r.product), num(r.amount)])),
  };
}

/** Whether the payment can be taken: lines, and for cash at least the total received. */
export function canPay(lines: readonly CartLine[], payment: Payment, grandTotal: number): boolean {
  if (!lines.length) return false;
  if (payment.type !== 'cash') return true;
  return typeof payment.cashReceived === 'number' && payment.cashReceived >= grandTotal;
}

/** The products of the lines a refusal names (`errors` keyed "lines.<i>.<column>", in the order the lines were sent). */
export function refusedProducts(lines: readonly CartLine[], errors: Readonly<Record<string, unknown>> | undefined): Set<number> {
  const out = new Set<number>();
  for (const key of Object.keys(errors ?? {})) {
    const m = /^lines\.(\d+)(\.|$)/.exec(key);
    const line = m ? lines[Number(m[1])] : undefined;
    if (line) out.add(line.product);
  }
  return out;
}
