/**
 * `fetch` (src/schema/records/fetch.ts) in the form: when the user picks a record in a reference field, the
 * fields that fetch from it are filled with that record's values (an order line's price from its
 * product), through the data provider, so the reader's own access applies. Only the user's own changes
 * fill (react-hook-form's `change` events): loading a record or a draft keeps the values it has.
 */
import { useDataProvider } from '@refinedev/core';
import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormGetValues, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { readPath } from '../../schema/expression/expression';
import { fetchRules, type FetchRule } from '../../schema/records/fetch';
import type { ResourceSchema } from '../../schema/meta/meta';

interface FormLike {
  watch: UseFormWatch<FieldValues>;
  getValues: UseFormGetValues<FieldValues>;
  setValue: UseFormSetValue<FieldValues>;
}

/** The path prefix of the row (or '' for a top-level field) whose `from` reference is `name`, or null. */
export function fetchPrefix(rule: FetchRule, name: string): string | null {
  if (rule.table === null) return name === rule.from ? '' : null;
  const parts = name.split('.');
  return parts.length === 3 && parts[0] === rule.table && /^\d+$/.test(parts[1]!) && parts[2] === rule.from
    ? `${parts[0]}.${parts[1]}.`
    : null;
}

export function useFetchFill(schema: ResourceSchema, form: FormLike): void {
  const rules = useMemo(() => fetchRules(schema), [schema]);
  const dataProvider = useDataProvider();
  const { watch, getValues, setValue } = form;

  useEffect(() => {
    if (!rules.length) return;
    const subscription = watch((values, { name, type }) => {
      if (type !== 'change' || !name) return;
      for (const rule of rules) {
        const prefix = fetchPrefix(rule, name);
        if (prefix === null) continue;
        const id = readPath(values, name);
        if (typeof id !== 'string' && typeof id !== 'number') continue;
        dataProvider()
          .getOne({ resource: rule.resource, id })
          .then(({ data }) => {
            // Another record was picked meanwhile: its own answer fills the row.
            if (getValues(name) !== id) return;
            const value = (data as Record<string, unknown>)[rule.field];
            if (value !== undefined && value !== null)
              setValue(`${prefix}${rule.to}`, value, { shouldDirty: true, shouldValidate: true });
          })
          .catch(() => undefined); // the user types the value in themselves
      }
    });
    return () => subscription.unsubscribe();
  }, [rules, watch, getValues, setValue, dataProvider]);
}
