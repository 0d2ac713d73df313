/** A dashboard card: its title, a skeleton while its figures load, the server's reason with Retry on failure. */
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { screenNamed } from '../../src/access/screens';
import { useSchemaRegistry } from '../../src/crud/SchemaContext';
import { formatMoney } from '../../src/crud/fields/format';
import { formatDateTime, formatMonth } from '../../src/i18n/dates';
import { localize } from '../../src/schema/meta/describe';
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

/**
 * A stored date, month (`YYYY-MM`) or date-time as the user's language writes it (src/i18n/dates.ts: DD/MM/YYYY,
 * the Buddhist Era in Thai unless the era preference says otherwise); `month` shows only the month of a date.
 */
export function dateText(value: string | undefined | null, lang: string, month = false): string {
  if (!value) return '';
  if (month || /^\d{4}-\d{2}$/.test(value)) return formatMonth(value.slice(0, 7), lang);
  return formatDateTime(value, lang);
}

/** Money as everywhere in the app (formatMoney): "฿1,234.50". */
export const moneyText = (v: number | undefined): string => formatMoney(v ?? 0);

/** A dashboard's title: its menu label in schemas/_screens.json, where every page's title starts. */
export function PageTitle({ screen: name }: { screen: DashboardScreen }) {
  const { lang } = useDashText();
  const registry = useSchemaRegistry();
  return (
    <Typography.Title level={3} style={{ margin: 0 }}>
      {localize(screenNamed(registry, name).menu?.label, lang, name)}
    </Typography.Title>
  );
}
