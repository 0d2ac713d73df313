/**
 * The calls behind the Super Heart and rewards screens, over the generic endpoints only: lists in the list
 * dialect (with X-Total-Count), `<resource>/summary` counts, one record, `settings`, and plain creates.
 */
import { apiGet, apiUrl, listPage, type QueryRecord, request } from '../../src/api/client';
import type { SummaryAnswer } from '../../src/api/answers';
import { getUser } from '../../src/providers/session';
import { bangkokDate } from '../../src/schema/expression/date-math';

export type Row = Record<string, unknown> & { id: number };
export type { SummaryGroup } from '../../src/schema/summary/summary';
export type Summary = SummaryAnswer;

export const listRows = <T = Row>(resource: string, query: QueryRecord = {}) => listPage<T>(resource, query);

export const summary = (resource: string, query: QueryRecord) => apiGet('summary', { resource }, query);

export const getRecord = <T = Row>(resource: string, id: number | string) => request<T>(apiUrl('record', { resource, id }));

export const getSettings = async () => (await apiGet('settings')).data;

export const create = <T = Row>(resource: string, body: Record<string, unknown>) =>
  request<T>(apiUrl('list', { resource }), { method: 'POST', body });

export const update = <T = Row>(resource: string, id: number, body: Record<string, unknown>) =>
  request<T>(apiUrl('record', { resource, id }), { method: 'PUT', body });

/** The signed-in user's own employee record id, or undefined (a guest). */
export const myEmployeeId = (): number | undefined => {
  const id = getUser()?.employeeId;
  return id === undefined || id === null || id === '' ? undefined : Number(id);
};

/** Today's date in Bangkok (YYYY-MM-DD), the day a heart or a redemption is dated. */
export const bangkokToday = (): string => bangkokDate(Date.now());
