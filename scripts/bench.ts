/** `npm run bench`: bundle sizes, then API latency (ours against plain json-server). Prints numbers; asserts nothing. */
import { benchBundle } from './bench-bundle';
import { benchCan } from './bench-can';

await benchBundle();
benchCan();
await import('./bench-api');
