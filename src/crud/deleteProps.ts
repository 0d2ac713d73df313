/**
 * What the list's and the show page's delete buttons share: a pessimistic delete (the row stays on
 * screen until the server has agreed) and an error toast with the server's own message as its text.
 * A refused delete explains itself there, in the user's language: "Used by 3 purchase requests"
 * (409 from the mock server's onDelete rules, src/schema/records/references.ts).
 */
import type { HttpError, OpenNotificationParams } from '@refinedev/core';
import { localize } from '../schema/meta/describe';
import type { ResourceSchema } from '../schema/meta/meta';
import { useLang } from './useLang';

export function useDeleteProps(schema: ResourceSchema) {
  const { t, lang } = useLang();
  const label = localize(schema.label, lang);
  return {
    mutationMode: 'pessimistic' as const,
    errorNotification: (error?: unknown): OpenNotificationParams => ({
      key: `delete-error-${schema.name}`, // a second refusal replaces the toast instead of stacking
      type: 'error',
      message: t('crud.deleteFailed', { label: lang === 'th' ? label : label.toLowerCase() }),
      description: (error as HttpError | undefined)?.message,
    }),
  };
}
