/**
 * The one message for "the server cannot be reached" (src/http/connection.ts), however many calls failed:
 * a banner above the page with Retry and the failed request behind Details. While it shows, the app checks
 * on its own (2 s, 4 s, 8 s... at most every 30 s, and when the browser comes back online); when the server
 * answers, the banner goes and the queries that failed are fetched again (the list fills).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNow, connectionState, onRecovered, subscribeConnection } from '../http/connection';
import { kindText } from '../http/errors';
import { FailureDetails } from '../providers/FailureDetails';
import { bannerMounted, TOAST_PLACEMENT, TOAST_SECONDS } from '../providers/notification';

export function ConnectionNotice() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeConnection, connectionState);
  const queryClient = useQueryClient();
  const { notification } = App.useApp();

  useEffect(() => bannerMounted(), []);
  useEffect(
    () =>
      onRecovered(() => {
        notification.success({
          key: 'connection-back',
          message: t('failure.back'),
          placement: TOAST_PLACEMENT,
          duration: TOAST_SECONDS,
        });
        void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
      }),
    [notification, queryClient, t],
  );

  if (!state.down || !state.failure) return null;
  return (
    <Alert
      role="alert"
      type="warning"
      showIcon
      data-testid="connection-notice"
      style={{ marginBottom: 16 }}
      message={kindText(state.failure)}
      description={<FailureDetails failure={state.failure} />}
      action={
        <Button size="small" loading={state.checking} onClick={() => void checkNow()}>
          {state.checking ? t('failure.checking') : t('failure.retry')}
        </Button>
      }
    />
  );
}
