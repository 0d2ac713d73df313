/**
 * The app's name and version, for every browser layer (docs/ARCHITECTURE.md, Layers: this file sits at the
 * bottom of the browser side and imports nothing). Where the API lives is src/api/paths.ts.
 */
export const APP_VERSION = '1.0.3';
export const APP_TITLE = 'staff-backoffice';
