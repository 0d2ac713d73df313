/**
 * Refine notification provider on antd's themed `App.useApp()` notifications (top-end, 5 s, as the
 * spec's toasts). Our own rather than @refinedev/antd's, so the login page does not load that package.
 */
import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';
import { useEffect, useMemo } from 'react';

export const TOAST_SECONDS = 5;

type NotificationApi = ReturnType<typeof App.useApp>['notification'];
let themed: NotificationApi | null = null;

type ToastType = 'info' | 'warning' | 'error' | 'success';
/** Toasts asked for before the app's notification holder mounted (the guard runs on the first load). */
const pending: { type: ToastType; message: string }[] = [];
const show = (api: NotificationApi, type: ToastType, message: string) =>
  api[type]({ message, placement: 'topRight', duration: TOAST_SECONDS });

/** A toast from outside React (the auth provider's guard): held until the themed holder is mounted. */
export function toast(type: ToastType, message: string): void {
  if (themed) show(themed, type, message);
  else pending.push({ type, message });
}

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  useEffect(() => {
    themed = notification;
    for (const { type, message } of pending.splice(0)) show(notification, type, message);
  }, [notification]);
  return useMemo(
    () => ({
      open: ({ key, message, description, type }) => {
        // The login page shows a failed sign-in inline, beside the form; Refine's toast would repeat it.
        if (key === 'login-error') return;
        notification.open({
          key,
          message,
          description,
          type: type === 'progress' ? 'info' : type,
          placement: 'topRight',
          duration: TOAST_SECONDS,
        });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification],
  );
}
