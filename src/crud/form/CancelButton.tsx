/**
 * The form's Cancel: back where the user came from, through Refine's unsaved-changes guard (the router
 * blocks the navigation and asks first when the form holds changes). Opened directly (nothing to go back
 * to in this app), it goes to the record (edit) or the list (create).
 */
import { useBack, useGo, type BaseKey } from '@refinedev/core';
import { Button } from 'antd';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';

/** react-router keeps the position in its own history entries: 0 is the first page of this visit. */
const canGoBack = (): boolean => {
  const state: unknown = window.history.state;
  return (
    state !== null &&
    typeof state === 'object' &&
    typeof (state as { idx?: unknown }).idx === 'number' &&
    (state as { idx: number }).idx > 0
  );
};

export function CancelButton({ schema, id }: { schema: ResourceSchema; id?: BaseKey }) {
  const { t } = useLang();
  const back = useBack();
  const go = useGo();
  return (
    <Button
      onClick={() => (canGoBack() ? back() : go({ to: id === undefined ? schema.route : `${schema.route}/${id}` }))}
      data-testid="form-cancel"
    >
      {t('listsForms.cancel')}
    </Button>
  );
}
