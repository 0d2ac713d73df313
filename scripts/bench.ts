/** `npm run bench`: bundle sizes, then API latency (ours against plain json-server). Prints numbers; asserts nothing. */
import { benchBundle } from './bench-bundle';

await benchBundle();
await import('./bench-api');
