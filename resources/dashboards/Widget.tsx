/** A dashboard card: its title, a skeleton while its figures load, the server's reason with Retry on failure. */
import { Card, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';
import { screen } from '../../src/access/screens';
import { localize } from '../../src/schema/describe';
import { LoadState } from '../LoadState';
import type { DashboardScreen } from './screens';
import { useDashText } from './i18n';

interface Props {
  title: ReactNode;
  state: { loading: boolean; error: unknown; reload: () => void };
  testId: string;
  extra?: ReactNode;
  children: ReactNode;
}

export function Widget({ title, state, testId, extra, children }: Props) {
  const { t } = useDashText();
  return (
    <Card title={title} extra={extra} data-testid={testId} styles={{ body: { overflowX: 'auto' } }}>
      <LoadState
        loading={state.loading}
        error={state.error}
        errorTitle={t('loadError')}
        retryLabel={t('retry')}
        onRetry={state.reload}
      >
        {children}
      </LoadState>
    </Card>
  );
}

/** A stored date (or date-time) in the user's language: Thai dates in the Buddhist era, as Thai readers expect. */
export function dateText(value: string | undefined | null, lang: string, month = false): string {
  if (!value) return '';
  const d = new Date(value.length <= 7 ? `${value}-01T00:00:00` : value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(d.getTime())) return value;
  const locale = lang === 'th' ? 'th-TH' : 'en-GB';
  return d.toLocaleDateString(
    locale,
    month ? { year: 'numeric', month: 'short' } : { year: 'numeric', month: 'short', day: 'numeric' },
  );
}

/** Money with two decimals, grouped. */
export const moneyText = (v: number | undefined): string =>
  (v ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A dashboard's title: its menu label (src/access/screens.ts). Below the lg breakpoint the layout's sider folds into a drawer whose button floats
 * over the page's top-left corner: the title starts after it.
 */
export function PageTitle({ screen: name }: { screen: DashboardScreen }) {
  const { lang } = useDashText();
  const narrow = Grid.useBreakpoint().lg === false;
  return (
    <Typography.Title level={3} style={{ margin: 0, paddingInlineStart: narrow ? 40 : 0 }}>
      {localize(screen(name).menu?.label, lang, name)}
    </Typography.Title>
  );
}
