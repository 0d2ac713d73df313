/**
 * The Super Heart and rewards screens read and write through Refine over the generic endpoints only: lists in
 * the list dialect (useList, with X-Total-Count), one record (useOne), plain creates and updates (useCreate,
 * useUpdate), and here the `<resource>/summary` counts (useCustom), the user's employee id and today's date.
 */
import { useCustom } from '@refinedev/core';
import { apiUrl, type QueryRecord } from '../../src/api/client';
import type { SummaryAnswer } from '../../src/api/answers';
import { customGet } from '../../src/crud/customQueries';
import { getUser } from '../../src/providers/session';
import { bangkokDate } from '../../src/schema/expression/date-math';

export type Row = Record<string, unknown> & { id: number };
export type { SummaryGroup } from '../../src/schema/summary/summary';
export type Summary = SummaryAnswer;

/** `GET <resource>/summary`'s URL (invalidated after a write that changes the counts). */
export const summaryUrl = (resource: string): string => apiUrl('summary', { resource });

/**
 * A resource's summary (`groupBy`, `sum`, the list's filters) through Refine's useCustom. `data`: the last
 * answer (an earlier query's while this one loads: `read.isPlaceholderData`), undefined when the read failed.
 */
export function useSummary(resource: string, query: QueryRecord, enabled = true) {
  const { query: read } = useCustom<Summary>({ ...customGet(summaryUrl(resource), query), queryOptions: { enabled } });
  return { read, data: read.isError ? undefined : read.data?.data };
}

/** The signed-in user's own employee record id, or undefined (a guest). */
export const myEmployeeId = (): number | undefined => {
  const id = getUser()?.employeeId;
  return id === undefined || id === null || id === '' ? undefined : Number(id);
};

/** Today's date in Bangkok (YYYY-MM-DD), the day a heart or a redemption is dated. */
export const bangkokToday = (): string => bangkokDate(Date.now());
