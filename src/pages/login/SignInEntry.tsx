/**
 * The login page of a visitor who starts signed out (main.tsx), drawn before the app has loaded: the card with the
 * theme, the preferences and the words it needs, and none of Refine, the HTTP client, the access rules or the
 * layout (issue 28: a light first page). The app loads while the visitor types; once they have signed in, it takes
 * over at the page the sign-in was asked for (the address's `to`), else at their home.
 */
import { StrictMode, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { signInTarget } from '../../access/sign-in';
import i18n, { loadLanguage } from '../../i18n';
import { listenAcrossTabs } from '../../providers/broadcast';
import '../../shell/all-words';
import { PreferencesProvider } from '../../shell/preferences';
import { ThemeProvider } from '../../shell/theme';
import '../all-words';
import { LoginCard, type Credentials, type SignInResult } from './LoginCard';

/**
 * Once the visitor starts typing, or a moment after the card is drawn, whichever comes first: the app and the
 * sign-in itself load while they type, and never before the card is there.
 */
function soonAfterDraw(work: () => void): () => void {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  const timer = window.setTimeout(run, 1500);
  window.addEventListener('keydown', run, { once: true });
  window.addEventListener('pointerdown', run, { once: true });
  window.addEventListener('input', run, { once: true, capture: true });
  function cancel(): void {
    window.clearTimeout(timer);
    window.removeEventListener('keydown', run);
    window.removeEventListener('pointerdown', run);
    window.removeEventListener('input', run, { capture: true });
  }
  return cancel;
}

function SignInEntry({ boot }: { boot: () => Promise<void> }) {
  useEffect(() => {
    const cancel = soonAfterDraw(() => {
      void import('../../providers/auth');
      void import('../../boot');
    });
    // Another tab signing in moves this one on, as it does inside the app.
    const stopListening = listenAcrossTabs();
    return () => {
      cancel();
      stopListening();
    };
  }, []);

  const signIn = async (values: Credentials): Promise<SignInResult> => {
    // The app's module too: it gives the API client the session's token (configureClient). Signing in before it had
    // loaded (a fast user, a busy machine) read the menu and permissions without the new token: "Not signed in".
    const [{ authProvider }] = await Promise.all([import('../../providers/auth'), import('../../boot')]);
    const result = (await authProvider.login(values)) as SignInResult & { redirectTo?: string };
    if (result.success) {
      window.history.replaceState(null, '', signInTarget(window.location.search) ?? result.redirectTo ?? '/');
      await boot();
    }
    return result;
  };

  return (
    <LoginCard
      signIn={signIn}
      // The registration page is the app's: a page load of its own.
      registerLink={(label) => (
        <a href="/register" className="app-inline-link">
          {label}
        </a>
      )}
    />
  );
}

/** Draws the sign-in card in `root` (after a saved French or Arabic has loaded); `boot` draws the app there. */
export function drawSignIn(root: Root, boot: () => Promise<void>): void {
  void loadLanguage(i18n.language)
    .catch(() => undefined)
    .then(() =>
      root.render(
        <StrictMode>
          <PreferencesProvider>
            <ThemeProvider>
              <SignInEntry boot={boot} />
            </ThemeProvider>
          </PreferencesProvider>
        </StrictMode>,
      ),
    );
}
