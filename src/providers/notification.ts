/**
 * Refine notification provider on antd's themed `App.useApp()` notifications (5 s, ../shared/spec/staff-app-spec.md §9). Our own
 * rather than @refinedev/antd's, so the login page does not load that package.
 *
 * Toasts show at the top centre, just below the header (the App's `notification.top` in src/App.tsx, `useToastTop`):
 * the header's menus and the page's own buttons (Create, Export at the top end; Save at the bottom end of a
 * form; the pagination at the bottom end of a list) stay uncovered, and the place is the same in a
 * right-to-left language. On a phone (below antd's `md`, 768 px) there is no room below the header that the page
 * does not use: its title and buttons start right under it, and its bottom holds the Save of a form scrolled to its
 * end. There a toast lies over the header itself, compact (`PHONE_TOAST`): the page's title and buttons, which the
 * user acts on next, stay uncovered, and only the app's own menus wait the few seconds (or a tap on its close).
 * Refine's "Successful" under a success toast says nothing the message ("Memo created") does not, and is left out.
 *
 * A failed call is said once, in plain words: Refine's error toast carries only the error's message, so the
 * failure is found by it (connection.ts keeps the last ones) and shown as its kind's sentence, the server's
 * own message when it wrote one, and the request and status behind Details. One toast per kind of failure
 * (the same key replaces the one shown); "the server cannot be reached" is the connection banner's, not a
 * toast, while the banner is on the page; a 401 is the auth provider's "token expired".
 */
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { App } from 'antd';
import { createElement, useEffect, useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import { recentFailure } from '../http/connection';
import { kindText, type Failure } from '../http/errors';
import { FailureDetails } from './FailureDetails';

export const TOAST_SECONDS = 5;
export const TOAST_PLACEMENT = 'top';
/** The header's height (64 px, src/shell/theme.tsx) and a gap: the toasts start below the header. */
export const TOAST_TOP = 72;
/** On a phone the toasts lie over the header (64 px high), a few pixels from the top. */
export const TOAST_TOP_PHONE = 8;
/** Below antd's `md` breakpoint: a phone. */
const PHONE = '(max-width: 767.98px)';
const phoneList = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;
const isPhone = (): boolean => phoneList()?.matches === true;
/** A compact toast on a phone: a one-line message keeps within the header's height. */
const PHONE_TOAST: CSSProperties = { padding: '10px 16px', marginBottom: 8 };
const noticeStyle = (): CSSProperties | undefined => (isPhone() ? PHONE_TOAST : undefined);

/** The toasts' distance from the top (the App's notification config): below the header, over it on a phone. */
export function useToastTop(): number {
  const phone = useSyncExternalStore(
    (changed) => {
      const list = phoneList();
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    isPhone,
    () => false,
  );
  return phone ? TOAST_TOP_PHONE : TOAST_TOP;
}

type NotificationApi = ReturnType<typeof App.useApp>['notification'];
let themed: NotificationApi | null = null;

type ToastType = 'info' | 'warning' | 'error' | 'success';
/** Toasts asked for before the app's notification holder mounted (the guard runs on the first load). */
const pending: { type: ToastType; message: string }[] = [];
const show = (api: NotificationApi, type: ToastType, message: string) =>
  api[type]({
    key: `toast-${type}-${message}`,
    message,
    placement: TOAST_PLACEMENT,
    duration: TOAST_SECONDS,
    style: noticeStyle(),
  });

/** A toast from outside React (the auth provider's guard): held until the themed holder is mounted. */
export function toast(type: ToastType, message: string): void {
  if (themed) show(themed, type, message);
  else pending.push({ type, message });
}

/** How many connection banners are on the page (src/shell/ConnectionNotice.tsx): they say "cannot be reached". */
let banners = 0;
export function bannerMounted(): () => void {
  banners += 1;
  return () => {
    banners -= 1;
  };
}

/**
 * The toast for a failed call, or null when another part of the page already says it. `own`: the title and
 * text a screen gave its error toast (kept; the details are added), else Refine's default (replaced).
 */
export function failureToast(
  failure: Failure,
  own?: { message: string; description?: string },
): Parameters<NotificationApi['open']>[0] | null {
  if (failure.kind === 'unauthorized') return null;
  if (failure.kind === 'offline' && banners > 0) return null;
  const text = own?.message ?? kindText(failure);
  const said = own ? own.description : failure.serverMessage;
  const note = said && said !== text ? said : null;
  return {
    key: `failure-${failure.kind}`,
    type: 'error',
    message: text,
    description: createElement(FailureDetails, { failure, note }),
    placement: TOAST_PLACEMENT,
    duration: TOAST_SECONDS,
    style: noticeStyle(),
  };
}

const failureOf = ({ type, description }: OpenNotificationParams): Failure | undefined =>
  type === 'error' && typeof description === 'string' ? recentFailure(description) : undefined;

/** Refine's own error toasts (a data hook's default) have keys ending so; a screen's own have none or others. */
const isRefineDefault = ({ key }: OpenNotificationParams): boolean => key?.endsWith('-notification') === true;

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  useEffect(() => {
    themed = notification;
    for (const { type, message } of pending.splice(0)) show(notification, type, message);
  }, [notification]);
  return useMemo(
    () => ({
      open: (params) => {
        const { key, message, description, type } = params;
        // The login page shows a failed sign-in inline, beside the form; Refine's toast would repeat it.
        if (key === 'login-error') return;
        const failure = failureOf(params);
        if (failure) {
          const toastOfFailure = failureToast(
            failure,
            isRefineDefault(params) ? undefined : { message, description: description as string | undefined },
          );
          if (toastOfFailure) notification.open(toastOfFailure);
          return;
        }
        notification.open({
          key,
          message,
          description: type === 'success' && isRefineDefault(params) ? undefined : description,
          type: type === 'progress' ? 'info' : type,
          placement: TOAST_PLACEMENT,
          duration: TOAST_SECONDS,
          style: noticeStyle(),
        });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification],
  );
}
