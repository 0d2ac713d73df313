/** Where the API lives: same origin in the browser (Vite proxies /api-spp to the mock server). */
export const API_URL = '/api-spp/v1';
export const APP_VERSION = '1.0.3';
export const APP_TITLE = 'staff-backoffice';
