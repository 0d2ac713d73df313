/**
 * A mock server on the fixture schemas in its own process, for the crash test (kill -9 mid-burst).
 * Prints `PORT <n>` once it listens. DB_FILE is required.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../mock-server/app';
import { fixtureRegistry } from './test-server';

const dbFile = process.env.DB_FILE;
if (!dbFile) throw new Error('DB_FILE is required');
const app = createApp({ dbFile, registry: fixtureRegistry(), secret: 'test-secret' });
const server = app.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
