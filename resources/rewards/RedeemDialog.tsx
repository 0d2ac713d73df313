/**
 * The redemption confirmation the spec asks for: the reward, the quantity, its points and the current
 * balance (and what is left after). Confirming posts a rewardTransactions redeem; the server takes the points
 * and the stock in the same step, or refuses both (not enough points, not enough stock) with its message.
 */
import { useCreate } from '@refinedev/core';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatNumber } from '../../src/crud/fields/format';
import { NumberBox, type NumberBoxValue } from '../../src/crud/fields/NumberBox';
import { formatMessage } from '../../src/schema/meta/messages';
import { readingMessage } from '../../src/schema/records/number-text';
import { HttpStatusError, errorText } from '../../src/http/errors';
import { bangkokToday, type Row } from '../corevalue/api';
import { useRewardsText } from './i18n';

const refusal = (e: unknown): string => {
  const first = e instanceof HttpStatusError && e.errors ? Object.values(e.errors)[0] : undefined;
  return first === undefined ? errorText(e) : Array.isArray(first) ? first.join(' ') : first;
};

/** A whole number of pieces, no sign. */
const QUANTITY_RULES = { integer: true, unsigned: true } as const;

interface Props {
  reward: Row;
  balance: number;
  onClose: () => void;
  onRedeemed: (quantity: number) => void;
}

export function RedeemDialog({ reward, balance, onClose, onRedeemed }: Props) {
  const { t, lang } = useRewardsText();
  const [typed, setTyped] = useState<NumberBoxValue>(1);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: create, mutation } = useCreate({
    resource: 'rewardTransactions',
    successNotification: false,
    errorNotification: false,
  });
  const points = Number(reward.points ?? 0);
  const stock = Number(reward.stock ?? 0);
  // The quantity as typed: what cannot be redeemed (unread text, none, more than the stock or the balance) is
  // said beside the box and cannot be confirmed; the server refuses the same (not enough points or stock).
  const quantity = typeof typed === 'number' ? typed : 0;
  const total = points * quantity;
  const problem =
    typeof typed === 'string'
      ? readingMessage(QUANTITY_RULES, typed, lang, t('quantity'))
      : quantity < 1
        ? formatMessage('min', lang, t('quantity'), 1)
        : quantity > stock
          ? formatMessage('max', lang, t('quantity'), stock)
          : total > balance
            ? t('notEnough')
            : null;

  const confirm = async () => {
    if (problem) return;
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
      okButtonProps={{ disabled: Boolean(problem), ...({ 'data-testid': 'redeem-confirm' } as Record<string, string>) }}
      onCancel={onClose}
    >
      <Descriptions column={1} size="small" bordered data-testid="redeem-summary">
        <Descriptions.Item label={t('reward')}>{String(reward.name ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('quantity')}>
          <NumberBox
            aria-label={t('quantity')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'redeem-quantity-problem' : undefined}
            status={problem ? 'error' : undefined}
            style={{ width: 120 }}
            rules={QUANTITY_RULES}
            value={typed}
            onChange={setTyped}
            onPressEnter={() => void confirm()}
          />
          {problem && (
            <Typography.Text type="danger" id="redeem-quantity-problem" role="alert" style={{ display: 'block' }}>
              {problem}
            </Typography.Text>
          )}
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
