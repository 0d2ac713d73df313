/**
 * Values a create form opens with, handed over in the router state by the page that sends the user there
 * (the tree list's "Add below" fills in the parent). Only the schema's own fields are taken, and only on create.
 */
import { useLocation } from 'react-router';
import type { Data } from '../../schema/expression/expression';
import type { ResourceSchema } from '../../schema/meta/meta';

const KEY = 'prefill';

/** The router state that opens a create form with these values. */
export const prefillState = (values: Data): { state: Record<string, Data> } => ({ state: { [KEY]: values } });

/** The values handed over for this create form (empty on edit, or when none were). */
export function usePrefill(schema: ResourceSchema, mode: 'create' | 'edit'): Data {
  const state = useLocation().state as Record<string, unknown> | null;
  const given = state?.[KEY];
  if (mode !== 'create' || given === null || typeof given !== 'object') return {};
  const out: Data = {};
  for (const [k, v] of Object.entries(given as Data)) if (schema.fields.some((f) => f.name === k)) out[k] = v;
  return out;
}
