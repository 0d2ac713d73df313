import '@ant-design/v5-patch-for-react-19';
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/latin-400.css';
import '@fontsource/sarabun/thai-600.css';
import '@fontsource/sarabun/latin-600.css';
import { createRoot } from 'react-dom/client';
import { drawSignIn } from './pages/login/SignInEntry';
import { sessionState } from './providers/session-state';

// ../shared/spec/staff-app-spec.md §2: a page script that fails to load raises a preload error; reload once to fetch the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('preload-reloaded')) throw (event as unknown as { payload: Error }).payload;
  sessionStorage.setItem('preload-reloaded', '1');
  window.location.reload();
});

const root = createRoot(document.getElementById('root')!);
const boot = (): Promise<void> => import('./boot').then(({ bootApp }) => bootApp(root));

/**
 * A visitor who starts signed out on the login page gets the sign-in card before the app loads (issue 28: the card
 * without Refine, the HTTP client, the access rules or the layout); the app loads while they type and takes over
 * once they have signed in. Every other start loads the app first.
 */
if (sessionState() !== 'valid' && window.location.pathname === '/login') drawSignIn(root, boot);
else void boot();
