/**
 * The app's name, version and API base, for every browser layer (docs/ARCHITECTURE.md, Layers: this file sits
 * at the bottom of the browser side and imports nothing).
 */
/** Where the API lives: same origin in the browser (Vite proxies /api-spp to the mock server). */
export const API_URL = '/api-spp/v1';
export const APP_VERSION = '1.0.3';
export const APP_TITLE = 'staff-backoffice';
