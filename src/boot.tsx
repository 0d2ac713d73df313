/**
 * The app's start (main.tsx): every page but the login page of a visitor who starts signed out, which is drawn
 * before this loads (pages/login/SignInEntry.tsx) and calls it once the user has signed in.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureClient } from './http/client';
import i18n, { loadLanguage } from './i18n';
import { loadRegistry } from './providers/registry';
import { getToken, sessionState } from './providers/session';
import { markLabelFallbacks } from './schema/meta/describe';
import { App } from './App';

configureClient({ getToken, getLanguage: () => i18n.resolvedLanguage ?? 'th' });
// A schema label without the reader's language shows in English; the development build marks it so it gets noticed.
if (import.meta.env.DEV) markLabelFallbacks((english) => `${english} [en]`);

/**
 * The pages a signed-out visitor starts on, drawn without the schemas' registry (a chunk of its own: register stays
 * light, issue 28). Any other start, or a signed-in one, waits for it, so its screen is routed from the first draw;
 * signing in loads it meanwhile (providers/auth.ts).
 */
const DRAWN_WITHOUT_REGISTRY = ['/login', '/register'];

/**
 * Draws the app in `root`. French and Arabic words are chunks of their own (src/i18n, `loadLanguage`): a saved French
 * or Arabic loads before the first draw, beside the registry, so its user never sees English first; English and Thai
 * resolve at once. i18next already starts in the saved language (src/i18n's set-up), and the layers' all-words.ts,
 * imported with ./App, have named their loaders by now.
 */
export async function bootApp(root: Root): Promise<void> {
  const registryFirst = sessionState() === 'valid' || !DRAWN_WITHOUT_REGISTRY.includes(window.location.pathname);
  const words = loadLanguage(i18n.language).catch(() => undefined);
  const registry = registryFirst ? loadRegistry().catch(() => undefined) : undefined;
  // A failed load draws anyway: the preload error (main.tsx) reloads the page once (a second failure leaves the
  // screens unrouted, or French and Arabic in English).
  await Promise.all([registry, words]);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
