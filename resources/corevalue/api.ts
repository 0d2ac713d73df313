/**
 * The calls behind the Super Heart and rewards screens, over the generic endpoints only: lists in the list
 * dialect (with X-Total-Count), `<resource>/summary` counts, one record, `settings`, and plain creates.
 */
import { API_URL } from '../../src/config';
import { request, send } from '../../src/http/client';
import { getUser } from '../../src/providers/session';
import { bangkokDate } from '../../src/schema/date-math';

export type Row = Record<string, unknown> & { id: number };

const url = (path: string) => `${API_URL}/${path}`;

/** A query string from pairs; a list value repeats its key (groupBy=a&groupBy=b). */
export function query(params: Record<string, string | number | undefined | (string | number)[]>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (Array.isArray(value)) value.forEach((v) => out.append(key, String(v)));
    else if (value !== undefined && value !== '') out.append(key, String(value));
  return out.toString();
}

export async function listRows<T = Row>(resource: string, params: Parameters<typeof query>[0] = {}) {
  const res = await send<T[]>(url(`${resource}?${query(params)}`));
  return { rows: res.data, total: Number(res.headers.get('x-total-count') ?? res.data.length) };
}

export interface SummaryGroup {
  values: Record<string, unknown>;
  count: number;
  sums?: Record<string, number>;
}
export interface Summary {
  groups: SummaryGroup[];
  total: number;
  sums?: Record<string, number>;
}

export const summary = (resource: string, params: Parameters<typeof query>[0]) =>
  request<Summary>(url(`${resource}/summary?${query(params)}`));

export const getRecord = <T = Row>(resource: string, id: number | string) => request<T>(url(`${resource}/${id}`));

export const getSettings = async () => (await request<{ data: Row }>(url('settings'))).data;

export const create = <T = Row>(resource: string, body: Record<string, unknown>) =>
  request<T>(url(resource), { method: 'POST', body });

export const update = <T = Row>(resource: string, id: number, body: Record<string, unknown>) =>
  request<T>(url(`${resource}/${id}`), { method: 'PUT', body });

/** The signed-in user's own employee record id, or undefined (a guest). */
export const myEmployeeId = (): number | undefined => {
  const id = getUser()?.employeeId;
  return id === undefined || id === null || id === '' ? undefined : Number(id);
};

/** Today's date in Bangkok (YYYY-MM-DD), the day a heart or a redemption is dated. */
export const bangkokToday = (): string => bangkokDate(Date.now());
