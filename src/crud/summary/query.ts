/** The summary endpoint as the screen calls it through Refine's useCustom (simple-rest's `custom`). */
import { apiUrl } from '../../api/client';
import type { ResourceSchema } from '../../schema/meta/meta';

/** `GET <resource>/summary` (mock-server/records/summary.ts). */
export const summaryUrl = (schema: ResourceSchema): string => apiUrl('summary', { resource: schema.name });

/** The query as useCustom takes it: repeated keys as lists (query-string writes `groupBy=a&groupBy=b`). */
export const queryObject = (params: URLSearchParams): Record<string, string[]> =>
  Object.fromEntries([...new Set(params.keys())].map((k) => [k, params.getAll(k)]));
