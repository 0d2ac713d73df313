/**
 * The small HTTP vocabulary every route shares: JSON answers, errors that carry a status, a JSON body
 * reader with a size limit, and the request language. Plain node:http types, so handlers do not
 * depend on express typings (none are installed).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiAnswers } from '../../src/api/answers';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Data = Record<string, unknown>;

/** Thrown anywhere in a handler; app.ts turns it into `{ message, ...extra }` with its status (and `headers`, e.g. Retry-After). */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly extra: Data = {},
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Set once for every answer (app.ts): a route's own value would hide `Link` or `Location` from the browser. */
export const EXPOSED_HEADERS = 'X-Total-Count, Link, Location, ETag, X-Registry-Version, X-Request-Id';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  const own = Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== 'access-control-expose-headers'));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...own,
  });
  res.end(text);
}

/** A 200 with the answer the browser reads for that endpoint (src/api/answers.ts): its shape is checked here. */
export const sendAnswer = <N extends keyof ApiAnswers>(res: ServerResponse, _endpoint: N, body: ApiAnswers[N]): void =>
  sendJson(res, 200, body);

export const JSON_LIMIT = 1024 * 1024;

/** Reads and parses a JSON body. Empty body -> {}. Too large -> 413, not JSON -> 400. */
export async function readJson(req: IncomingMessage, limit = JSON_LIMIT): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  if (type && !/json/i.test(type)) throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (e) {
    throw new HttpError(400, `Invalid JSON body: ${e instanceof Error ? e.message : String(e)}`);
  }
  if ((text.includes('u0000') || text.includes('\0')) && holdsNul(body))
    throw new HttpError(400, 'Text may not contain the NUL character (\\u0000)');
  return body;
}

/** Whether a parsed JSON value has the NUL character in a string or a key (no store keeps it: PostgreSQL's text refuses it). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\0') || holdsNul(v));
  return false;
}

export const isObject = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A JSON body that must be an object (a record, a login form). */
export async function readJsonObject(req: IncomingMessage): Promise<Data> {
  const body = await readJson(req);
  if (!isObject(body)) throw new HttpError(400, 'Expected a JSON object as the request body');
  return body;
}

/**
 * The client's network address (IPv4 without the IPv6-mapped prefix): express's `req.ip`, which believes
 * `X-Forwarded-For` only from the proxies TRUST_PROXY names (app.ts), else the socket's address.
 */
export function clientAddress(req: IncomingMessage): string {
  const raw = (req as { ip?: string }).ip ?? req.socket.remoteAddress ?? 'unknown';
  return raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice(7) : raw;
}

/** 'th' or 'en' from Accept-Language (first match wins), default 'en'. */
export function requestLang(req: IncomingMessage): 'th' | 'en' {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2);
    if (tag === 'th' || tag === 'en') return tag;
  }
  return 'en';
}

/** This server's address as the caller named it (Host header), for Location and Link as json-server writes them. */
export const originOf = (req: IncomingMessage): string => `http://${String(req.headers.host ?? 'localhost')}`;

/**
 * json-server's `Link` header for `_page` (`_limit`, default 10) over `total` rows: first, prev, next,
 * last, each the request's URL with another `_page`; none for an empty page, first and last only when
 * the rows span more than one page. Undefined without `_page` (values were checked by the list).
 */
export function pageLinks(req: IncomingMessage, url: URL, total: number): string | undefined {
  const rawPage = url.searchParams.get('_page');
  if (rawPage === null) return undefined;
  const page = Math.max(Number(rawPage) || 1, 1);
  const limit = Number(url.searchParams.get('_limit') ?? '') || 10;
  const start = (page - 1) * limit;
  const shown = Math.max(Math.min(limit, total - start), 0);
  if (!shown) return undefined;
  const links: [string, number][] = [];
  const spans = shown !== total;
  if (spans) links.push(['first', 1]);
  if (page > 1) links.push(['prev', page - 1]);
  if (page * limit < total) links.push(['next', page + 1]);
  if (spans) links.push(['last', Math.ceil(total / limit)]);
  const to = (n: number) => {
    const params = new URLSearchParams(url.searchParams);
    params.set('_page', String(n));
    return `${originOf(req)}${url.pathname}?${params.toString()}`;
  };
  return links.map(([rel, n]) => `<${to(n)}>; rel="${rel}"`).join(', ') || undefined;
}

/** A list page in json-server's dialect: the rows, X-Total-Count, and the Link header of `_page`. */
export function sendList(call: { req: IncomingMessage; res: ServerResponse; url: URL }, total: number, items: unknown[]): void {
  const link = pageLinks(call.req, call.url, total);
  sendJson(call.res, 200, items, { 'X-Total-Count': String(total), ...(link ? { Link: link } : {}) });
}

/** 201 with the new record's URL (`collection`/id, absolute) in Location, as json-server answers a POST. */
export function sendCreated(
  call: { req: IncomingMessage; res: ServerResponse },
  collection: string,
  row: { id: number },
  headers: Record<string, string> = {},
): void {
  sendJson(call.res, 201, row, { Location: `${originOf(call.req)}${collection}/${row.id}`, ...headers });
}
