/**
 * The screens manifest's runtime helpers, apart from its zod definition (./screens.ts): the browser builds
 * registries with these, and must not carry zod into its first chunk for them (issue 28).
 */
import type { ScreenManifest } from './screens';

/** No hand-written screens: a registry loaded without `_screens.json` (the tests' small fixtures). */
export const emptyManifest = (): ScreenManifest => ({ roles: [], menuGates: [], screens: [] });
