/**
 * Moves the user to a form's first error: opens its tab, then (once the tab is shown) focuses the
 * field's control (the id FormField and the child table give it: fieldDomId), else the nearest control
 * of its row or field, and brings it into view.
 */
import { useCallback, useEffect, useState } from 'react';
import { fieldDomId } from '../useLang';

/** The ids to try for an error path, most precise first: `lines.0.price`, `lines.0`, `lines`. */
export const focusCandidates = (path: string): string[] => {
  const parts = path.split('.').filter((p) => p !== 'root');
  return parts.map((_, i) => fieldDomId(parts.slice(0, parts.length - i).join('.')));
};

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

function focusPath(path: string): boolean {
  for (const id of focusCandidates(path)) {
    const el = document.getElementById(id);
    if (!el) continue;
    const target = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? el).focus({ preventScroll: true });
    (target ?? el).scrollIntoView({ block: 'center' });
    return true;
  }
  return false;
}

export function useFocusError(openTab: (tab: string) => void): (error: { path: string; tab: string | null } | null) => void {
  const [pending, setPending] = useState<{ path: string; n: number } | null>(null);
  useEffect(() => {
    if (!pending) return;
    // After the tab's pane and the error texts have rendered.
    const timer = setTimeout(() => focusPath(pending.path), 0);
    return () => clearTimeout(timer);
  }, [pending]);
  return useCallback(
    (error) => {
      if (!error) return;
      if (error.tab) openTab(error.tab);
      setPending((p) => ({ path: error.path, n: (p?.n ?? 0) + 1 }));
    },
    [openTab],
  );
}
