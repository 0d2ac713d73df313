/**
 * The records part of the header's search: GET search?q= (mock-server/records/search.ts), which answers, per resource the
 * user may list, a few records whose title or number holds the text, decided as that list. Asked 250 ms after the
 * last key; an answer to an older text is dropped.
 */
import { useEffect, useState } from 'react';
import { apiUrl, request } from '../../api/client';
import { unwrapData } from '../../http/errors';

export interface RecordHit {
  id: number;
  title: string;
  code?: string;
}

export interface RecordGroup {
  resource: string;
  items: RecordHit[];
  more: boolean;
}

/** Mirrors SEARCH_LIMITS.minLength (src/access/search.ts). */
export const MIN_SEARCH = 2;
const DELAY_MS = 250;

export type RecordSearch =
  { state: 'idle' } | { state: 'loading' } | { state: 'done'; text: string; groups: RecordGroup[] } | { state: 'failed' };

export function useRecordSearch(text: string): RecordSearch {
  const query = text.trim();
  // The answer and the text it answers: a newer text shows "loading" until its own answer comes.
  const [answer, setAnswer] = useState<{ query: string; result: RecordSearch } | null>(null);
  useEffect(() => {
    if (query.length < MIN_SEARCH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      request<unknown>(apiUrl('search', {}, { q: query.slice(0, 100) }), {
        signal: controller.signal,
        retries: 0,
      })
        .then((body) => setAnswer({ query, result: { state: 'done', text: query, groups: unwrapData<RecordGroup[]>(body) } }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ query, result: { state: 'failed' } });
        });
    }, DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  if (query.length < MIN_SEARCH) return { state: 'idle' };
  return answer?.query === query ? answer.result : { state: 'loading' };
}
