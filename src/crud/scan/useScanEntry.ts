/**
 * A scanner's field (`"scan": true`, src/schema/records/fetch.ts): a USB barcode scanner types digits and Enter.
 * The field has the focus when the create form opens, and Enter in it moves on to the next field
 * instead of submitting a form that is not finished.
 */
import { useCallback, useEffect } from 'react';
import { scanField } from '../../schema/records/fetch';
import type { ResourceSchema } from '../../schema/meta/meta';
import type { FormMode } from '../resolver';
import { fieldDomId } from '../useLang';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** The next control after `from` in the form, in document order. */
function nextControl(from: HTMLElement): HTMLElement | null {
  const form = from.closest('form');
  if (!form) return null;
  const controls = [...form.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0);
  return controls[controls.indexOf(from) + 1] ?? null;
}

/** The form's key handler for the scan field (call it from the form's onKeyDown). */
export function useScanEntry(schema: ResourceSchema, mode: FormMode): (e: React.KeyboardEvent) => void {
  const field = scanField(schema);
  const id = field ? fieldDomId(field.name) : null;

  useEffect(() => {
    if (!id || mode !== 'create') return;
    // After the form's first paint (the inputs exist by then).
    const timer = window.setTimeout(() => document.getElementById(id)?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [id, mode]);

  return useCallback(
    (e: React.KeyboardEvent) => {
      if (!id || e.key !== 'Enter' || !(e.target instanceof HTMLElement) || e.target.id !== id) return;
      e.preventDefault();
      nextControl(e.target)?.focus();
    },
    [id],
  );
}
