/** Default locations, shared by the server, the reset script and the benchmark. */
import { join } from 'node:path';
import { REPO_ROOT } from '../schemas/schemas';

export const DEFAULT_DB_FILE = join(REPO_ROOT, 'mock-server', 'data', 'db.json');
export const DEFAULT_UPLOAD_DIR = join(REPO_ROOT, 'mock-server', 'data', 'uploads');
