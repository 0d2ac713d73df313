/**
 * Refine notification provider on antd's themed `App.useApp()` notifications (top-end, 5 s, as the
 * spec's toasts). Our own rather than @refinedev/antd's, so the login page does not load that package.
 */
import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';
import { useMemo } from 'react';

export const TOAST_SECONDS = 5;

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
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
