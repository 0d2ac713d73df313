/**
 * `fetch` (src/schema/records/fetch.ts) in the form: when the user picks a record in a reference field, the
 * fields that fetch from it are filled with that record's values (an order line's price from its
 * product), through the data provider, so the reader's own access applies. Only the user's own changes
 * fill (react-hook-form's `change` events): loading a record or a draft keeps the values it has. A value the user
 * typed into the field after picking the record stays: the answer that comes later does not overwrite it.
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

/**
 * Whether a fetched value may fill its field when the answer comes: the record picked is still the one in the
 * reference field, and the field still holds what it held when the record was picked (the user did not type meanwhile).
 */
export const mayFill = (picked: unknown, pickedNow: unknown, valueAtPick: unknown, valueNow: unknown): boolean =>
  pickedNow === picked && Object.is(valueNow, valueAtPick);

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
        const target = `${prefix}${rule.to}`;
        const atPick: unknown = getValues(target);
        dataProvider()
          .getOne({ resource: rule.resource, id })
          .then(({ data }) => {
            // Another record was picked meanwhile (its own answer fills the row), or the user typed the value.
            if (!mayFill(id, getValues(name), atPick, getValues(target))) return;
            const value = (data as Record<string, unknown>)[rule.field];
            if (value !== undefined && value !== null) setValue(target, value, { shouldDirty: true, shouldValidate: true });
          })
          .catch(() => undefined); // the user types the value in themselves
      }
    });
    return () => subscription.unsubscribe();
  }, [rules, watch, getValues, setValue, dataProvider]);
}
