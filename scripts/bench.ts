/** `npm run bench`: bundle sizes, the import of 5,000 products, then API latency (ours against plain json-server). Prints numbers; asserts nothing. */
import { benchBundle } from './bench-bundle';
import { benchCan } from './bench-can';
import { benchImport } from './bench-import';

await benchBundle();
benchCan();
await benchImport();
await import('./bench-api');
