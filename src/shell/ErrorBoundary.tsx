/** Catches render errors (including a lazily loaded page that failed to load) and offers a reload. */
import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import i18n from '../i18n';

export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="500"
        title={i18n.t('pages.error.title')}
        subTitle={i18n.t('pages.error.text')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {i18n.t('pages.error.retry')}
          </Button>
        }
      />
    );
  }
}
