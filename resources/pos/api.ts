/** The counter's calls: products by barcode or by search, the settings, and the sale itself (POST posSales). */
import { API_URL } from '../../src/config';
import { request } from '../../src/http/client';
import type { Data } from '../../src/schema/expression';
import type { PosProduct } from './cart';

export const SALES = 'posSales';

/** The product with this barcode, or null. */
export async function productByBarcode(code: string): Promise<PosProduct | null> {
  const rows = await request<PosProduct[]>(`${API_URL}/products?barcode=${encodeURIComponent(code)}&_end=1`);
  return rows[0] ?? null;
}

/** Up to `limit` products whose name, code, barcode or part no. (the list's quick search) or model holds `text`. */
export async function searchProducts(text: string, limit = 10): Promise<PosProduct[]> {
  const term = encodeURIComponent(text.trim());
  const [byQ, byModel] = await Promise.all([
    request<PosProduct[]>(`${API_URL}/products?q=${term}&_end=${limit}`),
    request<PosProduct[]>(`${API_URL}/products?model_like=${term}&_end=${limit}`),
  ]);
  const seen = new Set<number>();
  return [...byQ, ...byModel].filter((p) => !seen.has(p.id) && seen.add(p.id)).slice(0, limit);
}

/** The settings singleton (company name, VAT rate), or an empty record when it cannot be read. */
export const readSettings = (): Promise<Data> =>
  request<{ data: Data }>(`${API_URL}/settings`).then(
    (b) => b.data ?? {},
    () => ({}),
  );

/** Posts the sale; answers the stored receipt, or throws the server's refusal (its message says why). */
export const postSale = (record: Data): Promise<Data> =>
  request<Data>(`${API_URL}/${SALES}`, { method: 'POST', body: record, retries: 0 });
