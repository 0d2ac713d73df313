/** Employees' names by id, fetched once per new set of ids (for the heart lists and the rankings). */
import { useEffect, useState } from 'react';
import { listRows } from './api';

type Employee = { id: number; fullName?: string; empCode?: string };

export function useNames(ids: readonly unknown[]): ReadonlyMap<number, string> {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))].sort((a, b) => a - b);
  const key = wanted.join(',');
  useEffect(() => {
    const missing = key ? key.split(',').map(Number) : [];
    if (!missing.length) return;
    let live = true;
    listRows<Employee>('employees', { id: missing, _limit: missing.length })
      .then(({ rows }) => {
        if (live) setNames(new Map(rows.map((r) => [r.id, r.fullName ?? r.empCode ?? String(r.id)])));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}
