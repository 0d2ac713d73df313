/** The right-hand side of the counter: totals (VAT included in the prices), payment, customer, Pay. */
import { Alert, Button, Collapse, Divider, Flex, Input, Segmented, Select, Space, Typography } from 'antd';
import { formatMoney } from '../../src/crud/fields/format';
import { NumberBox } from '../../src/crud/fields/NumberBox';
import { readingMessage } from '../../src/schema/records/number-text';
import { PAYMENT_TYPES, type Customer, type Payment, type Totals } from './cart';
import { usePosText } from './i18n';

interface Props {
  totals: Totals;
  vatRate: number;
  payment: Payment;
  onPayment: (p: Payment) => void;
  customer: Customer;
  onCustomer: (c: Customer) => void;
  branch: string;
  branches: { value: string; label: string }[];
  onBranch: (b: string) => void;
  payable: boolean;
  paying: boolean;
  onPay: () => void;
  error: string | null;
}

/** Cash is a positive amount in baht and satang: no sign, at most two decimals. */
const CASH_RULES = { unsigned: true, decimals: 2 } as const;

function Row({ label, value, big }: { label: string; value: string; big?: boolean }) {
  return (
    <Flex justify="space-between" align="baseline">
      <Typography.Text style={big ? { fontSize: 18 } : undefined}>{label}</Typography.Text>
      <Typography.Text strong={big} style={big ? { fontSize: 28 } : undefined} aria-label={label}>
        {value}
      </Typography.Text>
    </Flex>
  );
}

export function PaymentPanel(p: Props) {
  const { t, lang } = usePosText();
  const cash = p.payment.type === 'cash';
  const received = p.payment.cashReceived;
  // Text that is not an amount ("2O,OOO") is named as such; a readable amount below the total is short.
  const unread = cash && typeof received === 'string' ? readingMessage(CASH_RULES, received, lang, t('cashReceived')) : null;
  const short = cash && typeof received === 'number' && received < p.totals.grandTotal;
  const problem = unread ?? (short ? t('cashShort') : null);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="small">
      <Row label={t('subtotal')} value={formatMoney(p.totals.subtotal)} />
      <Row label={t('vat', { rate: p.vatRate })} value={formatMoney(p.totals.vat)} />
      <Divider style={{ margin: '4px 0' }} />
      <Row label={t('grandTotal')} value={formatMoney(p.totals.grandTotal)} big />
      <Typography.Text type="secondary">{t('pricesIncludeVat')}</Typography.Text>
      <Divider style={{ margin: '4px 0' }} />
      <Typography.Text strong>{t('payment')}</Typography.Text>
      <Segmented<string>
        block
        value={p.payment.type}
        options={PAYMENT_TYPES.map((v) => ({ value: v, label: t(v) }))}
        onChange={(v) => p.onPayment({ ...p.payment, type: v as Payment['type'] })}
      />
      {cash && (
        <>
          <Flex gap={8} align="center">
            <NumberBox
              id="pos-cash"
              aria-label={t('cashReceived')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'pos-cash-problem' : undefined}
              placeholder={t('cashReceived')}
              style={{ flex: 1 }}
              size="large"
              money
              rules={CASH_RULES}
              value={received}
              status={problem ? 'error' : undefined}
              onChange={(v) => p.onPayment({ ...p.payment, cashReceived: v })}
            />
            <Button onClick={() => p.onPayment({ ...p.payment, cashReceived: p.totals.grandTotal })}>{t('exact')}</Button>
          </Flex>
          {problem && (
            <Typography.Text type="danger" id="pos-cash-problem" role="alert">
              {problem}
            </Typography.Text>
          )}
          <Row label={t('changeDue')} value={formatMoney(p.totals.changeDue)} big />
        </>
      )}
      <Collapse
        size="small"
        items={[
          {
            key: 'customer',
            label: t('customer'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input
                  aria-label={t('customerName')}
                  placeholder={t('customerName')}
                  maxLength={200}
                  value={p.customer.name}
                  onChange={(e) => p.onCustomer({ ...p.customer, name: e.target.value })}
                />
                <Input
                  aria-label={t('customerPhone')}
                  placeholder={t('customerPhone')}
                  maxLength={20}
                  value={p.customer.phone}
                  onChange={(e) => p.onCustomer({ ...p.customer, phone: e.target.value })}
                />
                <Select
                  aria-label={t('branch')}
                  style={{ width: '100%' }}
                  value={p.branch}
                  options={p.branches}
                  onChange={p.onBranch}
                />
              </Space>
            ),
          },
        ]}
      />
      {p.error && <Alert type="error" showIcon message={t('refused')} description={p.error} role="alert" />}
      <Button type="primary" size="large" block disabled={!p.payable} loading={p.paying} onClick={p.onPay}>
        {t('pay')} (F9)
      </Button>
    </Space>
  );
}
