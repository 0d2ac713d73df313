/**
 * Refine notification provider on antd's themed `App.useApp()` notifications (top-end, 5 s, as the
 * spec's toasts). Our own rather than @refinedev/antd's, so the login page does not load that package.
 */
import type { NotificationProvider } from '@refinedev/core';
import { App, notification as staticNotification } from 'antd';
import { useEffect, useMemo } from 'react';

export const TOAST_SECONDS = 5;

type NotificationApi = ReturnType<typeof App.useApp>['notification'];
let themed: NotificationApi | null = null;

/** A toast from outside React (the auth provider's guard): themed once the app has mounted. */
export function toast(type: 'info' | 'warning' | 'error' | 'success', message: string): void {
  const api = themed ?? staticNotification;
  api[type]({ message, placement: 'topRight', duration: TOAST_SECONDS });
}

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  useEffect(() => {
    themed = notification;
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
