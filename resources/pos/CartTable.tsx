/** The cart: one row per product, with a quantity stepper, the line amount and remove. */
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import MinusOutlined from '@ant-design/icons/es/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Empty, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatMoney } from '../../src/crud/fields/format';
import { NumberBox } from '../../src/crud/fields/NumberBox';
import { formatMessage } from '../../src/schema/meta/messages';
import { readingMessage } from '../../src/schema/records/number-text';
import { MAX_QTY, type CartLine } from './cart';
import { usePosText } from './i18n';
import './pos.css';

interface Props {
  lines: readonly CartLine[];
  amounts: ReadonlyMap<number, number>;
  /** Lines the server refused (not enough stock): marked in red. */
  flagged?: ReadonlySet<number>;
  onQuantity: (product: number, quantity: number) => void;
  /** Lines whose quantity box holds what is not a quantity (refused beside it): the sale waits for them. */
  unread: ReadonlyMap<number, string>;
  onUnread: (product: number, text: string | null) => void;
  onRemove: (product: number) => void;
  /** Back to the scan field after a mouse action, so the next scan lands there. */
  onDone: () => void;
}

const QTY_RULES = { integer: true, unsigned: true } as const;

export function CartTable({ lines, amounts, flagged, onQuantity, unread, onUnread, onRemove, onDone }: Props) {
  const { t, lang } = usePosText();
  // Why a line's typed quantity is refused: unread text, or outside 1..MAX_QTY.
  const problem = (l: CartLine): string | null => {
    const text = unread.get(l.product);
    if (text === undefined) return null;
    const label = t('qty');
    const n = Number(text.replace(/,/g, ''));
    return readingMessage(QTY_RULES, text, lang, label) ?? formatMessage(n < 1 ? 'min' : 'max', lang, label, n < 1 ? 1 : MAX_QTY);
  };
  const columns: TableColumnsType<CartLine> = [
    {
      title: t('product'),
      key: 'name',
      render: (_, l) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{l.name}</Typography.Text>
          {l.barcode && (
            <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>
              {l.barcode}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('unitPrice'),
      key: 'price',
      align: 'right',
      responsive: ['sm'],
      render: (_, l) => formatMoney(l.unitPrice),
    },
    {
      title: t('qty'),
      key: 'qty',
      align: 'center',
      render: (_, l) => (
        <>
          <Space.Compact>
            <Button
              icon={<MinusOutlined />}
              aria-label={t('decrease', { name: l.name })}
              onClick={() => {
                onQuantity(l.product, l.quantity - 1);
                onDone();
              }}
            />
            <NumberBox
              aria-label={`${t('qty')} ${l.name}`}
              aria-invalid={problem(l) ? true : undefined}
              status={problem(l) ? 'error' : undefined}
              rules={QTY_RULES}
              value={l.quantity}
              style={{ width: 64, textAlign: 'center' }}
              onChange={(v, reading) => {
                const fits = typeof v === 'number' && v >= 1 && v <= MAX_QTY;
                if (fits) onQuantity(l.product, v);
                onUnread(l.product, fits ? null : reading.kind === 'empty' ? '' : String(v));
              }}
              onPressEnter={onDone}
            />
            <Button
              icon={<PlusOutlined />}
              aria-label={t('increase', { name: l.name })}
              onClick={() => {
                onQuantity(l.product, l.quantity + 1);
                onDone();
              }}
            />
          </Space.Compact>
          {problem(l) && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
              {problem(l)}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('amount'),
      key: 'amount',
      align: 'right',
      render: (_, l) => <Typography.Text strong>{formatMoney(amounts.get(l.product) ?? 0)}</Typography.Text>,
    },
    {
      key: 'remove',
      width: 48,
      render: (_, l) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('remove', { name: l.name })}
          onClick={() => {
            onRemove(l.product);
            onDone();
          }}
        />
      ),
    },
  ];
  return (
    <Table<CartLine>
      size="small"
      rowKey="product"
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      rowClassName={(l) => (flagged?.has(l.product) ? 'pos-line-refused' : '')}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyCart')} /> }}
    />
  );
}
