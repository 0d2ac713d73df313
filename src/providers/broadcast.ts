/** Cross-tab authentication (../shared/spec/staff-app-spec.md §4): one tab's login or logout moves the others. */
type AuthMessage = { type: 'login' } | { type: 'logout' };

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('staff-auth');

export const announce = (message: AuthMessage): void => channel?.postMessage(message);

export function listenAcrossTabs(): () => void {
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent<AuthMessage>) => {
    if (event.data.type === 'logout') window.location.assign('/login');
    if (event.data.type === 'login') {
      const to = new URLSearchParams(window.location.search).get('to');
      window.location.assign(to && to.startsWith('/') ? to : '/');
    }
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
