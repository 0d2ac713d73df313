/**
 * Every request's id and route, for the log line, the metrics and the answer: the id goes out in `X-Request-Id`
 * and in every 5xx body, so a user's report ("error 5f3c...") finds its line in the log. Behind a trusted proxy
 * (TRUST_PROXY) the proxy's own id is kept (nginx's `$request_id`), so both logs name a request alike.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const ids = new WeakMap<IncomingMessage, string>();
const routes = new WeakMap<IncomingMessage, string>();
/** An incoming id is kept only when it is short and plain: it is written to the log and sent back. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: made (or taken from a trusted proxy's `X-Request-Id`) on first ask, and set on the answer. */
export function requestId(req: IncomingMessage, res?: ServerResponse, trustIncoming = false): string {
  let id = ids.get(req);
  if (id === undefined) {
    const given = trustIncoming ? req.headers['x-request-id'] : undefined;
    id = typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
    ids.set(req, id);
  }
  if (res && !res.headersSent && !res.hasHeader('X-Request-Id')) res.setHeader('X-Request-Id', id);
  return id;
}

/** Names the route that answers a request (a pattern such as `/:resource/:id`, never the raw path: metrics' labels stay few). */
export const setRouteLabel = (req: IncomingMessage, label: string): void => void routes.set(req, label);

export const routeLabel = (req: IncomingMessage): string => routes.get(req) ?? 'unmatched';
