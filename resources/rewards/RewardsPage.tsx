/**
 * /apps/rewards: my points balance and how it was earned (my points ledger summed per source), the catalogue
 * of active rewards (image, points, stock) and the redemption with its confirmation dialog. Links to my
 * redemptions, and for HR and Admin to the management screens and all transactions.
 */
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import { useCan, useInvalidate, useList, useNotification, useOne } from '@refinedev/core';
import { Button, Card, Col, Empty, Image, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useInvalidateCustom } from '../../src/crud/customQueries';
import { fileList, formatNumber } from '../../src/crud/fields/format';
import { myEmployeeId, summaryUrl, useSummary, type Row as Rec, type Summary } from '../corevalue/api';
import { LoadState } from '../LoadState';
import { useRewardsText, type RewardsText } from './i18n';
import { RedeemDialog } from './RedeemDialog';

const SOURCES: { value: string; label: RewardsText; color: string }[] = [
  { value: 'heart', label: 'heart', color: 'red' },
  { value: 'activity', label: 'activity', color: 'green' },
  { value: 'redemption', label: 'redemption', color: 'purple' },
  { value: 'adjustment', label: 'adjustment', color: 'default' },
];

interface Data {
  balance: number;
  bySource: Summary;
  rewards: Rec[];
}

const NO_POINTS: Summary = { groups: [], total: 0 };

/**
 * My balance (my employee record), my points per source (the ledger's summary) and the active rewards, cheapest
 * first, through Refine. Loading until the first answers; a failure shows (the last figures stay) until Retry.
 */
function useRewardsData(me: number | undefined) {
  const employee = useOne<Rec>({
    resource: 'employees',
    id: me,
    queryOptions: { enabled: me !== undefined },
    errorNotification: false,
  });
  const bySource = useSummary('pointEntries', { groupBy: 'source', sum: 'points', employee: me }, me !== undefined);
  const rewards = useList<Rec>({
    resource: 'rewards',
    filters: [{ field: 'activeFlag', operator: 'eq', value: 'Y' }],
    sorters: [
      { field: 'points', order: 'asc' },
      { field: 'name', order: 'asc' },
    ],
    pagination: { currentPage: 1, pageSize: 100 },
    errorNotification: false,
  });
  const reads = me === undefined ? [rewards.query] : [employee.query, bySource.read, rewards.query];
  const failed = reads.filter((q) => q.isError);
  const data: Data | null = reads.every((q) => q.data !== undefined)
    ? {
        balance: Number(employee.result?.pointsBalance ?? 0),
        bySource: bySource.read.data?.data ?? NO_POINTS,
        rewards: rewards.result.data,
      }
    : null;
  return {
    data,
    loading: reads.some((q) => q.isLoading),
    error: failed[0]?.error ?? null,
    reload: () => failed.forEach((q) => void q.refetch()),
  };
}

function RewardCard({ reward, balance, onRedeem }: { reward: Rec; balance: number; onRedeem: () => void }) {
  const { t } = useRewardsText();
  const stock = Number(reward.stock ?? 0);
  const points = Number(reward.points ?? 0);
  const image = fileList(reward.image)[0];
  return (
    <Card
      data-testid={`reward-${String(reward.code ?? reward.id)}`}
      style={{ height: '100%' }}
      cover={
        image ? (
          <Image src={image.url} alt={String(reward.name ?? '')} height={160} style={{ objectFit: 'cover' }} preview={false} />
        ) : (
          <div style={{ height: 120, display: 'grid', placeItems: 'center', fontSize: 48, opacity: 0.35 }}>
            <GiftOutlined />
          </div>
        )
      }
      actions={[
        <Button key="redeem" type="primary" disabled={stock < 1 || points > balance} onClick={onRedeem}>
          {stock < 1 ? t('outOfStock') : points > balance ? t('notEnough') : t('redeem')}
        </Button>,
      ]}
    >
      <Card.Meta
        title={<span title={String(reward.name ?? '')}>{String(reward.name ?? '')}</span>}
        description={
          <Space direction="vertical" size={4}>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {String(reward.description ?? '')}
            </Typography.Paragraph>
            <Space wrap>
              <Tag color="gold">{t('points', { points: formatNumber(points, 0) })}</Tag>
              <Tag color={stock > 0 ? 'blue' : 'default'}>{stock > 0 ? t('inStock', { count: stock }) : t('outOfStock')}</Tag>
            </Space>
          </Space>
        }
      />
    </Card>
  );
}

export default function RewardsPage() {
  const { t } = useRewardsText();
  const { open } = useNotification();
  const me = myEmployeeId();
  const { data, loading, error, reload } = useRewardsData(me);
  const [redeeming, setRedeeming] = useState<Rec | null>(null);
  const { data: canManage } = useCan({ resource: 'rewards', action: 'create' });
  const invalidate = useInvalidate();
  const invalidateCustom = useInvalidateCustom();

  const sourceTotal = (source: string) => data?.bySource.groups.find((g) => g.values.source === source)?.sums?.points ?? 0;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space wrap>
          <Link to="/apps/rewards/manage/myhistory">
            <Button icon={<HistoryOutlined />}>{t('myHistory')}</Button>
          </Link>
          {canManage?.can && (
            <>
              <Link to="/apps/rewards/manage">
                <Button icon={<SettingOutlined />}>{t('manage')}</Button>
              </Link>
              <Link to="/apps/rewards/manage/transection">
                <Button icon={<SwapOutlined />}>{t('transactions')}</Button>
              </Link>
            </>
          )}
        </Space>
      </Space>
      <LoadState loading={loading} error={error} errorTitle={t('loadError')} retryLabel={t('retry')} onRetry={reload}>
        <Card size="small">
          <Row gutter={[16, 16]} align="middle">
            <Col xs={24} md={6}>
              <Statistic title={t('myPoints')} value={data?.balance ?? 0} data-testid="my-points" />
            </Col>
            <Col xs={24} md={18}>
              <Typography.Text type="secondary">{t('earnedHow')}</Typography.Text>
              <div data-testid="points-by-source" style={{ marginTop: 4 }}>
                {SOURCES.map((s) => (
                  <Tag key={s.value} color={s.color} style={{ marginBottom: 4 }}>
                    {t(s.label)}: {sourceTotal(s.value) > 0 ? '+' : ''}
                    {formatNumber(sourceTotal(s.value), 0)}
                  </Tag>
                ))}
              </div>
            </Col>
          </Row>
        </Card>
        {data && data.rewards.length === 0 ? (
          <Empty description={t('empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {data?.rewards.map((r) => (
              <Col key={r.id} xs={24} sm={12} lg={8} xxl={6}>
                <RewardCard reward={r} balance={data.balance} onRedeem={() => setRedeeming(r)} />
              </Col>
            ))}
          </Row>
        )}
      </LoadState>
      {redeeming && data && (
        <RedeemDialog
          reward={redeeming}
          balance={data.balance}
          onClose={() => setRedeeming(null)}
          onRedeemed={(quantity) => {
            open?.({
              type: 'success',
              message: t('redeemed'),
              description: t('redeemedDetail', { name: String(redeeming.name ?? ''), quantity }),
            });
            setRedeeming(null);
            // The redemption took points (my record, my ledger) and stock (the rewards).
            if (me !== undefined) void invalidate({ resource: 'employees', id: me, invalidates: ['detail'] });
            void invalidate({ resource: 'rewards', invalidates: ['list'] });
            void invalidateCustom(summaryUrl('pointEntries'));
          }}
        />
      )}
    </Space>
  );
}
