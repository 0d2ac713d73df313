/**
 * The redemption confirmation the spec asks for: the reward, the quantity, its points and the current
 * balance (and what is left after). Confirming posts a rewardTransactions redeem; the server takes the points
 * and the stock in the same step, or refuses both (not enough points, not enough stock) with its message.
 */
import { useCreate } from '@refinedev/core';
import { Alert, Descriptions, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatNumber } from '../../src/crud/fields/format';
import { HttpStatusError, errorText } from '../../src/http/errors';
import { bangkokToday, type Row } from '../corevalue/api';
import { useRewardsText } from './i18n';

const refusal = (e: unknown): string => {
  const first = e instanceof HttpStatusError && e.errors ? Object.values(e.errors)[0] : undefined;
  return first === undefined ? errorText(e) : Array.isArray(first) ? first.join(' ') : first;
};

interface Props {
  reward: Row;
  balance: number;
  onClose: () => void;
  onRedeemed: (quantity: number) => void;
}

export function RedeemDialog({ reward, balance, onClose, onRedeemed }: Props) {
  const { t } = useRewardsText();
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: create, mutation } = useCreate({
    resource: 'rewardTransactions',
    successNotification: false,
    errorNotification: false,
  });
  const points = Number(reward.points ?? 0);
  const stock = Number(reward.stock ?? 0);
  const total = points * quantity;

  const confirm = async () => {
    setError(null);
    try {
      await create({ values: { reward: reward.id, quantity, points, date: bangkokToday() } });
      onRedeemed(quantity);
    } catch (e) {
      setError(refusal(e));
    }
  };

  return (
    <Modal
      open
      title={t('confirmTitle')}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void confirm()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'redeem-confirm' } as Record<string, string>}
    >
      <Descriptions column={1} size="small" bordered data-testid="redeem-summary">
        <Descriptions.Item label={t('reward')}>{String(reward.name ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('quantity')}>
          <InputNumber
            aria-label={t('quantity')}
            min={1}
            max={Math.max(1, stock)}
            precision={0}
            value={quantity}
            onChange={(v) => setQuantity(typeof v === 'number' && v >= 1 ? v : 1)}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('pointsEach')}>{formatNumber(points, 0)}</Descriptions.Item>
        <Descriptions.Item label={t('totalPoints')}>{formatNumber(total, 0)}</Descriptions.Item>
        <Descriptions.Item label={t('balance')}>{formatNumber(balance, 0)}</Descriptions.Item>
        <Descriptions.Item label={t('balanceAfter')}>
          <Typography.Text type={balance - total < 0 ? 'danger' : undefined} data-testid="balance-after">
            {formatNumber(balance - total, 0)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {error && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          message={t('notRedeemed')}
          description={error}
          data-testid="redeem-error"
        />
      )}
    </Modal>
  );
}
