import '@ant-design/v5-patch-for-react-19';
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/latin-400.css';
import '@fontsource/sarabun/thai-600.css';
import '@fontsource/sarabun/latin-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClient } from './http/client';
import i18n, { loadLanguage } from './i18n';
import { loadRegistry } from './providers/registry';
import { getToken, sessionState } from './providers/session';
import { App } from './App';

configureClient({ getToken, getLanguage: () => i18n.resolvedLanguage ?? 'th' });

// ../shared/spec/staff-app-spec.md §2: a page script that fails to load raises a preload error; reload once to fetch the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('preload-reloaded')) throw (event as unknown as { payload: Error }).payload;
  sessionStorage.setItem('preload-reloaded', '1');
  window.location.reload();
});

/**
 * The pages a signed-out visitor starts on, drawn without the schemas' registry (a chunk of its own: login and
 * register stay light, issue 28). Any other start, or a signed-in one, waits for it, so its screen is routed
 * from the first draw; signing in loads it meanwhile (providers/auth.ts).
 */
const DRAWN_WITHOUT_REGISTRY = ['/login', '/register'];
const registryFirst = sessionState() === 'valid' || !DRAWN_WITHOUT_REGISTRY.includes(window.location.pathname);

/**
 * French and Arabic words are chunks of their own (src/i18n, `loadLanguage`): a saved French or Arabic loads before
 * the first draw, beside the registry, so its user never sees English first; English and Thai resolve at once.
 * i18next already starts in the saved language (src/i18n's set-up), and the layers' all-words.ts, imported with
 * ./App, have named their loaders by now.
 */
const words = loadLanguage(i18n.language).catch(() => undefined);
const registry = registryFirst ? loadRegistry().catch(() => undefined) : undefined;

// A failed load draws anyway: the preload error above reloads the page once (a second failure leaves the screens
// unrouted, or French and Arabic in English).
void Promise.all([registry, words]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
