/**
 * A Refine (react-query) read as a screen's LoadState shows it: loading until the answer for the current
 * parameters came (the previous parameters' answer, which Refine keeps as placeholder data meanwhile, does not
 * count) and while a failed read is asked again; the error; Retry asks again.
 */
import type { QueryObserverResult } from '@tanstack/react-query';

export type ReadQuery = Pick<
  QueryObserverResult<unknown, unknown>,
  'isLoading' | 'isPlaceholderData' | 'isError' | 'isFetching' | 'error' | 'refetch'
>;

export interface LoadStateOf {
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** Whether the read has no answer of its own yet (first load, new parameters, or a retry after a failure). */
export const waiting = (q: ReadQuery): boolean => q.isLoading || q.isPlaceholderData || (q.isError && q.isFetching);

export function queryState(q: ReadQuery): LoadStateOf {
  const loading = waiting(q);
  return { loading, error: !loading && q.isError ? q.error : null, reload: () => void q.refetch() };
}
