/**
 * The edit form's side of records' versions (README, 'Versions: ETag and If-Match'): the form sends the version of
 * the copy it loaded in If-Match, and a save the server refuses because the record changed since (412) opens the
 * conflict dialog (./ConflictDialog.tsx) instead of an error toast, the typed values staying in the form.
 *
 * `headers` is one object for the form's life, handed to Refine's `mutationMeta` (simple-rest sends `meta.headers`):
 * its If-Match is set when the record is loaded and when a conflict is resolved, so a save made right after a
 * choice carries the new version without waiting for a render.
 */
import { useCallback, useState } from 'react';
import type { Data } from '../../../schema/expression/expression';
import { ifMatchHeaders, versionOf } from '../../../providers/versions';
import { conflictOf, type Conflict } from './conflict';

export interface EditConflict {
  headers: Record<string, string>;
  /** The copy the form loaded, or the record a resolved conflict showed. */
  opened: () => Data | null;
  conflict: Conflict | null;
  /** The form loaded `record` (its version is the one read with it). */
  loaded: (resource: string, record: Data) => void;
  /** Whether a failed save was a conflict (the dialog then opens). */
  caught: (error: unknown) => boolean;
  /** Refine's error toast: none for a conflict, the default for anything else. */
  errorNotification: (error: unknown) => false | undefined;
  /** The user chose: the form now starts from the record the conflict showed. */
  resolve: () => void;
  dismiss: () => void;
}

/** The form's save headers and the copy it started from, one object for the form's life. */
class SaveBase {
  readonly headers: Record<string, string> = {};
  opened: Data | null = null;

  startFrom(record: Data, version: string | undefined): void {
    this.opened = record;
    for (const key of Object.keys(this.headers)) delete this.headers[key];
    Object.assign(this.headers, ifMatchHeaders(version));
  }
}

export function useEditConflict(): EditConflict {
  const [base] = useState(() => new SaveBase());
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const loaded = useCallback((resource: string, record: Data) => base.startFrom(record, versionOf(resource, record.id)), [base]);
  const caught = useCallback((error: unknown) => {
    const found = conflictOf(error);
    if (found) setConflict(found);
    return found !== null;
  }, []);
  const resolve = useCallback(() => {
    if (!conflict) return;
    base.startFrom(conflict.current, conflict.version);
    setConflict(null);
  }, [conflict, base]);

  return {
    headers: base.headers,
    opened: () => base.opened,
    conflict,
    loaded,
    caught,
    errorNotification: (error) => (conflictOf(error) ? false : undefined),
    resolve,
    dismiss: () => setConflict(null),
  };
}
