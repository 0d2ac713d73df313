/**
 * /apps/corevalue/view: send a Super Heart, see what is left of this month's and this year's limit (the
 * hearts I sent counted against the settings), the hearts I received and gave, a colleague's scores per core
 * value, and this month's ranking.
 */
import { useList, useNotification, type CrudFilter, type CrudSort } from '@refinedev/core';
import { Card, Col, Row, Statistic, Tabs, Typography } from 'antd';
import { useSettingsQuery } from '../../src/crud/master-data/useBoundSchema';
import { LoadState } from '../LoadState';
import { bangkokToday, myEmployeeId, type Row as Rec } from './api';
import { useCorevalueText } from './i18n';
import { HeartList } from './HeartList';
import { ColleagueScores, TopRecipients } from './Scores';
import { SendHeart } from './SendHeart';

interface Mine {
  usedMonth: number;
  usedYear: number;
  perMonth: number | null;
  perYear: number | null;
  received: Rec[];
  given: Rec[];
}

const limitOf = (v: unknown) => (typeof v === 'number' ? v : null);
const NEWEST: CrudSort[] = [
  { field: 'date', order: 'desc' },
  { field: 'id', order: 'desc' },
];

/** The first `pageSize` hearts matching `filters` (and their total) through Refine's useList. */
const useHearts = (filters: CrudFilter[], pageSize: number, enabled: boolean, sorters?: CrudSort[]) =>
  useList<Rec>({
    resource: 'hearts',
    filters,
    sorters,
    pagination: { currentPage: 1, pageSize },
    queryOptions: { enabled },
    errorNotification: false,
  });

/**
 * My balance and hearts: the settings' limits, the hearts I sent this month and this year (their totals), and the
 * 50 newest I received and gave. Loading until the first answers; a failure shows (the last figures stay) until
 * Retry, or a heart sent (Refine refreshes the hearts lists), brings them all.
 */
function useMine(me: number | undefined) {
  const enabled = me !== undefined;
  const today = bangkokToday();
  const year = today.slice(0, 4);
  const settings = useSettingsQuery(enabled);
  const month = useHearts(
    [
      { field: 'sender', operator: 'eq', value: me },
      { field: 'period', operator: 'eq', value: today.slice(0, 7) },
    ],
    1,
    enabled,
  );
  const inYear = useHearts(
    [
      { field: 'sender', operator: 'eq', value: me },
      { field: 'date', operator: 'gte', value: `${year}-01-01` },
      { field: 'date', operator: 'lte', value: `${year}-12-31` },
    ],
    1,
    enabled,
  );
  const received = useHearts([{ field: 'recipient', operator: 'eq', value: me }], 50, enabled, NEWEST);
  const given = useHearts([{ field: 'sender', operator: 'eq', value: me }], 50, enabled, NEWEST);
  const reads = [settings.query, month.query, inYear.query, received.query, given.query];
  const failed = reads.filter((q) => q.isError);
  const mine: Mine | null = reads.every((q) => q.data !== undefined)
    ? {
        usedMonth: month.result.total ?? 0,
        usedYear: inYear.result.total ?? 0,
        perMonth: limitOf(settings.result.data.data?.heartsPerMonth),
        perYear: limitOf(settings.result.data.data?.heartsPerYear),
        received: received.result.data,
        given: given.result.data,
      }
    : null;
  return {
    mine,
    loading: reads.some((q) => q.isLoading),
    error: failed[0]?.error ?? null,
    reload: () => failed.forEach((q) => void q.refetch()),
  };
}

function Left({ title, used, max, testId }: { title: string; used: number; max: number | null; testId: string }) {
  const { t } = useCorevalueText();
  return (
    <Card size="small" data-testid={testId}>
      {max === null ? (
        <Statistic title={title} value={t('noLimit')} />
      ) : (
        <Statistic title={title} value={Math.max(0, max - used)} suffix={t('ofLimit', { max })} />
      )}
    </Card>
  );
}

export default function CorevalueViewPage() {
  const { t } = useCorevalueText();
  const { open } = useNotification();
  const { mine, loading, error, reload } = useMine(myEmployeeId());

  const notify = (message: string, description: string) => open?.({ type: 'success', message, description });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
      </Col>
      <Col xs={24} xl={14}>
        <SendHeart notify={notify} />
      </Col>
      <Col xs={24} xl={10}>
        <LoadState loading={loading} error={error} errorTitle={t('loadError')} retryLabel={t('retry')} onRetry={reload}>
          <Row gutter={[8, 8]}>
            <Col xs={12}>
              <Left title={t('leftMonth')} used={mine?.usedMonth ?? 0} max={mine?.perMonth ?? null} testId="left-month" />
            </Col>
            <Col xs={12}>
              <Left title={t('leftYear')} used={mine?.usedYear ?? 0} max={mine?.perYear ?? null} testId="left-year" />
            </Col>
            <Col xs={24}>
              <Card size="small" title={t('rating')}>
                <TopRecipients period={bangkokToday().slice(0, 7)} limit={5} />
              </Card>
            </Col>
          </Row>
        </LoadState>
      </Col>
      <Col xs={24}>
        <Card>
          <Tabs
            items={[
              {
                key: 'received',
                label: `${t('received')} (${mine?.received.length ?? 0})`,
                children: <HeartList rows={mine?.received ?? []} who="sender" testId="hearts-received" />,
              },
              {
                key: 'given',
                label: `${t('given')} (${mine?.given.length ?? 0})`,
                children: <HeartList rows={mine?.given ?? []} who="recipient" testId="hearts-given" />,
              },
              { key: 'scores', label: t('scores'), children: <ColleagueScores /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
