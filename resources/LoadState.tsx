/** A hand-written screen's data states: a skeleton while loading, the server's reason with Retry on failure, else the content. */
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../src/http/errors';

interface Props {
  loading: boolean;
  error: unknown;
  errorTitle: string;
  retryLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

export function LoadState({ loading, error, errorTitle, retryLabel, onRetry, children }: Props) {
  if (loading) return <Skeleton active />;
  if (error)
    return (
      <Result
        status="warning"
        title={errorTitle}
        subTitle={errorText(error)}
        extra={<Button onClick={onRetry}>{retryLabel}</Button>}
      />
    );
  return <>{children}</>;
}
