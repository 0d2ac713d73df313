/**
 * The top loading bar (../shared/spec/staff-app-spec.md §4, §9): from a route change until the lazily loaded page and its first data
 * have settled, it shows at 10 %, advances by random steps every 800 ms up to 82 %, jumps to 100 % when done and hides
 * 300 ms later. "Settled": no page is suspended (PageFallback below is the layout's Suspense fallback) and no query is
 * fetching, for a quarter of a second (a page's queries start just after it renders).
 */
import { useIsFetching } from '@tanstack/react-query';
import { Spin, theme } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOADING_BAR, nextProgress } from './layoutRules';

const SETTLE_MS = 250;

let suspended = 0;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const suspendedCount = () => suspended;
function changeSuspended(by: number): void {
  suspended += by;
  listeners.forEach((l) => l());
}

/** The layout's Suspense fallback: a spinner that keeps the loading bar going while a page's code loads. */
export function PageFallback() {
  useEffect(() => {
    changeSuspended(1);
    return () => changeSuspended(-1);
  }, []);
  return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
}

type Phase = 'loading' | 'done' | 'idle';

export function LoadingBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const fetching = useIsFetching();
  const pagesLoading = useSyncExternalStore(subscribe, suspendedCount);
  const busy = fetching > 0 || pagesLoading > 0;
  const [bar, setBar] = useState<{ phase: Phase; value: number; path: string }>({
    phase: 'loading',
    value: LOADING_BAR.start,
    path: pathname,
  });
  // A route change starts the bar again (state adjusted while rendering, not in an effect).
  if (bar.path !== pathname) setBar({ phase: 'loading', value: LOADING_BAR.start, path: pathname });

  const { phase } = bar;
  useEffect(() => {
    if (phase !== 'loading') return;
    const tick = setInterval(
      () => setBar((b) => (b.phase === 'loading' ? { ...b, value: nextProgress(b.value, Math.random()) } : b)),
      LOADING_BAR.tickMs,
    );
    return () => clearInterval(tick);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'loading' || busy) return;
    const settle = setTimeout(() => setBar((b) => ({ ...b, phase: 'done', value: 100 })), SETTLE_MS);
    return () => clearTimeout(settle);
  }, [phase, busy]);

  useEffect(() => {
    if (phase !== 'done') return;
    const hide = setTimeout(
      () => setBar((b) => (b.phase === 'done' ? { ...b, phase: 'idle', value: 0 } : b)),
      LOADING_BAR.hideDelayMs,
    );
    return () => clearTimeout(hide);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className="app-loading-bar"
      role="progressbar"
      aria-label={t('layout.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={bar.value}
      style={{ width: `${bar.value}%`, background: token.colorPrimary }}
    />
  );
}
