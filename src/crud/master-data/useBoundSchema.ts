/**
 * The schema bound to the master data stored now (src/schema/master-data/master-data.ts): code-list fields offer the
 * list's active codes (`GET options/<resource>/<field>`), formulas read the system settings (`GET settings`).
 * Until the answers come (or when one fails) the schema keeps what the loader gave it: the codes as seeded.
 * Every page asks again when it opens, showing the last answer meanwhile, so a code Admin added shows up on
 * the next visit.
 */
import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { codeListFields, type CodeOption } from '../../schema/master-data/code-lists';
import type { Data } from '../../schema/expression/expression';
import { bindSchema } from '../../schema/master-data/master-data';
import type { ResourceSchema } from '../../schema/meta/meta';
import { usesSettings } from '../../schema/master-data/settings';
import { apiUrl } from '../../api/client';
import { customGet, useCustomQueries } from '../customQueries';

/**
 * The last answer of each url (undefined until one came), through Refine's cache: a page that opens asks again
 * (react-query refetches a stale answer on mount) and shows the cached one meanwhile; a failed read keeps it.
 */
function useAnswers(urls: readonly string[]): ReadonlyMap<string, unknown> {
  const answers = useCustomQueries<{ data?: unknown }>(urls.map((url) => ({ url })));
  // Another url's answer kept as placeholder is not this url's.
  const own = answers.map((a) => (a.isPlaceholderData ? undefined : a.data?.data));
  const stamp = answers.map((a) => (a.isPlaceholderData ? 0 : a.dataUpdatedAt)).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `stamp` is the signal that an answer changed
  return useMemo(() => new Map(urls.map((u, i) => [u, own[i]])), [urls, stamp]);
}

export const optionsUrl = (resource: string, path: string) => apiUrl('options', { resource, field: path });
export const SETTINGS_URL = apiUrl('settings');

/** `GET settings` through Refine (one cache entry for every screen): the system settings as the reader may see them. */
export const useSettingsQuery = (enabled = true) =>
  useCustom<{ data?: Data }>({ ...customGet(SETTINGS_URL), queryOptions: { enabled } });

export function useBoundSchema(schema: ResourceSchema): ResourceSchema {
  const fields = useMemo(() => codeListFields(schema), [schema]);
  const settings = useMemo(() => usesSettings(schema), [schema]);
  const urls = useMemo(
    () => [...fields.map((f) => optionsUrl(schema.name, f.path)), ...(settings ? [SETTINGS_URL] : [])],
    [fields, settings, schema.name],
  );
  const got = useAnswers(urls);
  return useMemo(() => {
    if (!urls.length) return schema;
    // A list not answered yet (or refused) keeps the options the field was loaded with: the seeded codes.
    const codes = new Map<string, CodeOption[]>();
    for (const f of fields) {
      const answer = got.get(optionsUrl(schema.name, f.path));
      if (Array.isArray(answer)) codes.set(f.list, answer as CodeOption[]);
      else if (!codes.has(f.list)) codes.set(f.list, loadedOptions(schema, f.path));
    }
    return bindSchema(schema, { codes, settings: (got.get(SETTINGS_URL) as Data | undefined) ?? null });
  }, [schema, fields, urls, got]);
}

/** The options a field (`name` or `table.column`) was loaded with, as code options. */
function loadedOptions(schema: ResourceSchema, path: string): CodeOption[] {
  const [top, column] = path.split('.');
  const f = schema.fields.find((x) => x.name === top);
  const target = column === undefined ? f : f?.fields?.find((c) => c.name === column);
  return (target?.options ?? []).map((o) =>
    typeof o === 'string' ? { value: o, label: { en: o, th: o } } : { value: o.value, label: o.label },
  );
}

/** The system settings record as the reader may see it (null until it came, or when it cannot be read). */
export function useSettings(): Data | null {
  return useSettingsQuery().result.data.data ?? null;
}
