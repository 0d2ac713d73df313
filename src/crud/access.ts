import { useCan, type BaseKey, type BaseRecord } from '@refinedev/core';

/**
 * Whether the signed-in user may take `action` ('list' | 'show' | ... | 'workflow:<action>'); false while unknown.
 * When the record changes (a refetch after a workflow step), the previous answer stands until the new one is
 * in: dropping to "unknown" for a moment unmounted the buttons it guards, closing a confirmation the user
 * had just opened.
 */
export function useAllowed(resource: string, action: string, params?: { id?: BaseKey; record?: BaseRecord }): boolean {
  const { data } = useCan({ resource, action, params, queryOptions: { placeholderData: (previous) => previous } });
  return data?.can === true;
}
