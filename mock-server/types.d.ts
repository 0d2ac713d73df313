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
    set(setting: string, value: unknown): App;
    listen(port: number, host: string, callback?: () => void): Server;
    listen(port: number, callback?: () => void): Server;
  }

  export function create(): App;
  export function defaults(opts?: {
    logger?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    static?: string;
    bodyParser?: boolean;
  }): Middleware[];
  export function router(source: string | object, opts?: { foreignKeySuffix?: string }): Middleware;

  const jsonServer: { create: typeof create; defaults: typeof defaults; router: typeof router };
  export default jsonServer;
}

declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number };
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: (RawRequest & { setupRequest?: (req: RawRequest) => RawRequest })[];
  }
  export interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    stop(): void;
  }
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
