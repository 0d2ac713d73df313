/** Employees' names by id (Refine's useMany: one `GET employees?id=..` per new set of ids), for the heart lists and the rankings. */
import { useMany } from '@refinedev/core';
import { useMemo } from 'react';

type Employee = { id: number; fullName?: string; empCode?: string };

export function useNames(ids: readonly unknown[]): ReadonlyMap<number, string> {
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))].sort((a, b) => a - b);
  const { query } = useMany<Employee>({
    resource: 'employees',
    ids: wanted,
    queryOptions: { enabled: wanted.length > 0 },
    errorNotification: false,
  });
  const rows = query.data?.data;
  return useMemo(() => new Map((rows ?? []).map((r) => [r.id, r.fullName ?? r.empCode ?? String(r.id)])), [rows]);
}
