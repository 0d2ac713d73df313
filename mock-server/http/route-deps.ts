/**
 * What a module's routes are built from (apiRoutes in routes.ts passes it): the store, the schemas in use and the
 * caller's access context for a signed-in call. A module that needs more extends it (`RouteDeps & { signer }`).
 */
import type { SchemaRegistry } from '../../src/schema';
import type { RequestContext } from '../access/access';
import type { Store } from '../store/store';
import type { SignedInCall } from './router';

export interface RouteDeps {
  store: Store;
  registry: SchemaRegistry;
  ctxOf: (call: SignedInCall) => RequestContext;
}
