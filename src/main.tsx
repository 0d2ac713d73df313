import '@ant-design/v5-patch-for-react-19';
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/latin-400.css';
import '@fontsource/sarabun/thai-600.css';
import '@fontsource/sarabun/latin-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClient } from './http/client';
import i18n from './i18n';
import { getToken } from './providers/session';
import { App } from './App';

configureClient({ getToken, getLanguage: () => i18n.resolvedLanguage ?? 'th' });

// ../shared/spec/staff-app-spec.md §2: a page script that fails to load raises a preload error; reload once to fetch the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('preload-reloaded')) throw (event as unknown as { payload: Error }).payload;
  sessionStorage.setItem('preload-reloaded', '1');
  window.location.reload();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
