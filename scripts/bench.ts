/** `npm run bench`: bundle sizes (login, list, POS, dashboard), the production server beside vite preview (bytes on the wire, throughput), the import of 5,000 products, a POS sale over 10,000 products, a record's history (first page of 1,000 entries), then API latency (ours against plain json-server). Prints numbers; asserts nothing. */
import { benchBundle } from './bench-bundle';
import { benchCan } from './bench-can';
import { benchHistory } from './bench-history';
import { benchImport } from './bench-import';
import { benchInbox } from './bench-inbox';
import { benchPos } from './bench-pos';
import { benchServe } from './bench-serve';

await benchBundle();
await benchServe();
benchCan();
benchInbox();
await benchImport();
await benchPos();
await benchHistory();
await import('./bench-api');
