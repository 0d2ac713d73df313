/** The counter's calls: products by barcode or by search, the settings, and the sale itself (POST posSales). */
import { apiGet, apiUrl, type Query, request } from '../../src/api/client';
import type { Data } from '../../src/schema/expression/expression';
import type { PosProduct } from './cart';

export const SALES = 'posSales';

/** The product with this barcode, or null. */
export async function productByBarcode(code: string): Promise<PosProduct | null> {
  const rows = await request<PosProduct[]>(apiUrl('list', { resource: 'products' }, { barcode: code, _end: 1 }));
  return rows[0] ?? null;
}

/** Up to `limit` products whose name, code, barcode or part no. (the list's quick search) or model holds `text`. */
export async function searchProducts(text: string, limit = 10): Promise<PosProduct[]> {
  const term = text.trim();
  const products = (query: Query) => request<PosProduct[]>(apiUrl('list', { resource: 'products' }, query));
  const [byQ, byModel] = await Promise.all([products({ q: term, _end: limit }), products({ model_like: term, _end: limit })]);
  const seen = new Set<number>();
  return [...byQ, ...byModel].filter((p) => !seen.has(p.id) && seen.add(p.id)).slice(0, limit);
}

/** The settings singleton (company name, VAT rate), or an empty record when it cannot be read. */
export const readSettings = (): Promise<Data> =>
  apiGet('settings').then(
    (b) => b.data ?? {},
    () => ({}),
  );

/** Posts the sale; answers the stored receipt, or throws the server's refusal (its message says why). */
export const postSale = (record: Data): Promise<Data> =>
  request<Data>(apiUrl('list', { resource: SALES }), { method: 'POST', body: record, retries: 0 });
