/**
 * `GET schemas/:name/release` (issue 40), Admin only as every schema-editor endpoint: the release's version of a
 * schema (SCHEMAS_DIR as shipped, kept in the database at the latest start: schema-release.ts) beside the one in
 * force, `{ release, releaseHash, inForce: 'release' | 'admin', differs }`, so the editor can offer to take it (saved
 * as a new version, as usual) when an Admin's version stayed in force. On the journal, where the schema directory is
 * both the release and the schemas in force, `{ release: null, releaseHash: null, inForce: 'release', differs: false }`:
 * nothing kept apart (a 200, so the editor's page asks without an error in the browser's console).
 */
import { routePath } from '../../src/api/paths';
import { sendJson } from '../http/http';
import type { Route, SignedInCall } from '../http/router';
import type { SchemaSource } from './schema-source';

/** The answer where no release's version is kept apart from the one in force. */
const NOTHING_APART = { release: null, releaseHash: null, inForce: 'release', differs: false } as const;

export function releaseRoute(
  filesOf: (call: SignedInCall) => SchemaSource,
  known: (files: SchemaSource, name: string) => void,
): Route {
  return {
    method: 'GET',
    path: routePath('schemaRelease'),
    who: 'signedIn',
    handle: (call) => {
      const files = filesOf(call);
      const name = call.params.name!;
      known(files, name);
      sendJson(call.res, 200, files.release?.(name) ?? NOTHING_APART);
    },
  };
}
