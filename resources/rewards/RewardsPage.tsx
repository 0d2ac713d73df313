/**
 * /apps/rewards: my points balance and how it was earned (my points ledger summed per source), the catalogue
 * of active rewards (image, points, stock) and the redemption with its confirmation dialog. Links to my
 * redemptions, and for HR and Admin to the management screens and all transactions.
 */
import { GiftOutlined, HistoryOutlined, SettingOutlined, SwapOutlined } from '@ant-design/icons';
import { useCan, useNotification } from '@refinedev/core';
import { Button, Card, Col, Empty, Image, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fileList, formatNumber } from '../../src/crud/fields/format';
import { getRecord, listRows, myEmployeeId, summary, type Row as Rec, type Summary } from '../corevalue/api';
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

async function load(me: number | undefined): Promise<Data> {
  const [employee, bySource, rewards] = await Promise.all([
    me === undefined ? Promise.resolve(null) : getRecord('employees', me),
    me === undefined
      ? Promise.resolve({ groups: [], total: 0 } as Summary)
      : summary('pointEntries', { groupBy: 'source', sum: 'points', employee: me }),
    listRows('rewards', { activeFlag: 'Y', _sort: 'points,name', _order: 'asc,asc', _limit: 100 }),
  ]);
  return { balance: Number(employee?.pointsBalance ?? 0), bySource, rewards: rewards.rows };
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
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [redeeming, setRedeeming] = useState<Rec | null>(null);
  const { data: canManage } = useCan({ resource: 'rewards', action: 'create' });

  const reload = useCallback(() => {
    load(me)
      .then((d) => {
        setData(d);
        setError(null);
      })
      .catch(setError)
      .finally(() => setLoading(false));
  }, [me]);
  useEffect(reload, [reload]);

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
            reload();
          }}
        />
      )}
    </Space>
  );
}
