/**
 * The app's one door to the API: a call's URL is `apiUrl(name, params, query)` over the path table
 * (paths.ts, shared with the server's routes), sent through the axios client of src/http (bearer and language
 * headers, retries, error mapping). Screens read and write through Refine: resources through the data provider
 * (src/providers/data.ts: useList, useOne, useMany, useCreate...), custom endpoints through `useCustom` with an
 * `apiUrl(...)` (src/crud/customQueries.ts for several at once); what is neither (the session's own calls, the
 * calls not moved to Refine's hooks yet) calls `request`/`send` here with one.
 */
import { configureClient, httpClient, request, send, type HttpResponse, type RequestOptions } from '../http/client';
import type { ApiAnswers } from './answers';
import { API_PREFIX, apiPath, type ApiPath, type PathArgs } from './paths';

/** The axios instance under every call: the data provider (simple-rest) is built over it. */
export { httpClient, request, send, type HttpResponse, type RequestOptions };
export { API_PREFIX, queryString, type Query, type QueryRecord } from './paths';

/** The URL of a call (same origin): the prefix, the filled path and its query. */
export const apiUrl = <N extends ApiPath>(name: N, ...args: PathArgs<N>): string => `${API_PREFIX}${apiPath(name, ...args)}`;

/** A path as the data provider's `resource` (its lists and records hang under it), e.g. a record's history. */
export const providerResource = <N extends ApiPath>(name: N, ...[params]: PathArgs<N>): string =>
  apiPath(name, ...([params] as PathArgs<N>)).slice(1);

/** A read of an endpoint whose answer is declared in answers.ts. */
export const apiGet = <N extends ApiPath & keyof ApiAnswers>(name: N, ...args: PathArgs<N>): Promise<ApiAnswers[N]> =>
  request<ApiAnswers[N]>(apiUrl(name, ...args));

/** The calls the server answers before its bearer guard: signing in and registering. */
const PUBLIC = new Set([apiUrl('login'), apiUrl('register')]);

/** Whether a URL is a call of our API that needs a session (one without a token is not sent: src/http). */
export const needsSession = (url: string): boolean => url.startsWith(`${API_PREFIX}/`) && !PUBLIC.has(url.split('?')[0]!);
configureClient({ needsSession });
