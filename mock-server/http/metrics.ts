/**
 * `/metrics` in Prometheus' text format (prom-client), for the production server (production.ts): requests by
 * route and status, their latency, the store's commit latency, the database connections' use, and Node's own
 * figures (memory, event loop lag, GC). Never open: without METRICS_TOKEN the path is 404, and a scrape must send
 * `Authorization: Bearer <METRICS_TOKEN>`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { routeLabel } from './request-id';

/** What the store can tell about its database connections (store/pg/engine.ts); none on the journal. */
export interface ConnectionUse {
  total: number;
  busy: number;
  waiting: number;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  readonly commits: Histogram;
  private connections: () => ConnectionUse | undefined = () => undefined;

  constructor(private readonly token: string | undefined) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.commits = new Histogram({
      name: 'store_commit_duration_seconds',
      help: "Time a store's flush takes to make its writes durable (journal append or PostgreSQL transaction)",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    });
    const gauge = (pick: (u: ConnectionUse) => number) =>
      function (this: Gauge) {
        const now = connections();
        if (now) this.set(pick(now));
      };
    const connections = () => this.connections();
    new Gauge({
      name: 'db_connections',
      help: 'Database connections this process holds',
      registers,
      collect: gauge((u) => u.total),
    });
    new Gauge({
      name: 'db_connections_busy',
      help: 'Database connections running a query',
      registers,
      collect: gauge((u) => u.busy),
    });
    new Gauge({
      name: 'db_queries_waiting',
      help: 'Queries waiting for a database connection',
      registers,
      collect: gauge((u) => u.waiting),
    });
  }

  /** Where the database connections' use is read at each scrape. */
  watchConnections(read: () => ConnectionUse | undefined): void {
    this.connections = read;
  }

  /** Counts and times a request once its answer is sent (or its connection closed). */
  track(req: IncomingMessage, res: ServerResponse): void {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const labels = { method: req.method ?? 'GET', route: routeLabel(req), status: String(res.statusCode) };
      this.requests.inc(labels);
      this.latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  }

  /** GET /metrics: 404 while no token is set, 401 without the right one, else the figures. */
  async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!this.token) return plain(res, 404, 'Not found');
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, this.token))
      return plain(res, 401, 'Send Authorization: Bearer <METRICS_TOKEN>', { 'WWW-Authenticate': 'Bearer' });
    plain(res, 200, await this.registry.metrics(), { 'Content-Type': this.registry.contentType });
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}
