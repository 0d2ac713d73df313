import { useCan, type BaseKey, type BaseRecord } from '@refinedev/core';

/** Whether the signed-in user may take `action` ('list' | 'show' | ... | 'workflow:<action>'); false while unknown. */
export function useAllowed(resource: string, action: string, params?: { id?: BaseKey; record?: BaseRecord }): boolean {
  const { data } = useCan({ resource, action, params });
  return data?.can === true;
}
