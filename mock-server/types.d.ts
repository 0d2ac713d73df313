/**
 * Just enough typing for the two untyped CommonJS packages the mock server touches (no @types exist
 * in node_modules and we may not add any). We only use express's connect-style surface.
 */
declare module 'json-server' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export type Next = (err?: unknown) => void;
  export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

  export interface App {
    (req: IncomingMessage, res: ServerResponse): void;
    use(...handlers: Middleware[]): App;
    use(path: string, ...handlers: Middleware[]): App;
    disable(setting: string): App;
    listen(port: number, host: string, callback?: () => void): Server;
    listen(port: number, callback?: () => void): Server;
  }

  export function create(): App;
  export function defaults(opts?: { logger?: boolean; noCors?: boolean; noGzip?: boolean; static?: string; bodyParser?: boolean }): Middleware[];
  export function router(source: string | object, opts?: { foreignKeySuffix?: string }): Middleware;

  const jsonServer: { create: typeof create; defaults: typeof defaults; router: typeof router };
  export default jsonServer;
}

declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    min: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    [status: string]: unknown;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
