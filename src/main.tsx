import '@ant-design/v5-patch-for-react-19';
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/latin-400.css';
import '@fontsource/sarabun/thai-600.css';
import '@fontsource/sarabun/latin-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClient } from './http/client';
import i18n from './i18n';
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

// A failed load draws anyway: the preload error above reloads the page once (a second failure leaves the screens unrouted).
void (registryFirst ? loadRegistry().catch(() => undefined) : Promise.resolve()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
