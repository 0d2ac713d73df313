/** The held sales of this user in this browser, newest first: resume one into the (empty) cart, or discard it. */
import { Alert, Button, Drawer, Empty, List, Space, Typography } from 'antd';
import { formatMoney } from '../../src/crud/fields/format';
import { formatDateTime } from '../../src/i18n/dates';
import type { HeldSale } from './held';
import { usePosText } from './i18n';

interface Props {
  open: boolean;
  held: readonly HeldSale[];
  cartEmpty: boolean;
  onClose: () => void;
  /** After the drawer has closed (and given the focus back to its button): the scan field takes it. */
  afterClose: () => void;
  onResume: (id: string) => void;
  onDiscard: (id: string) => void;
}

export function HeldDrawer({ open, held, cartEmpty, onClose, afterClose, onResume, onDiscard }: Props) {
  const { t, lang } = usePosText();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(o) => !o && afterClose()}
      title={t('held', { count: held.length })}
      width={420}
    >
      {!cartEmpty && held.length > 0 && <Alert type="info" showIcon message={t('resumeReplaces')} style={{ marginBottom: 12 }} />}
      {held.length === 0 ? (
        <Empty description={t('heldEmpty')} />
      ) : (
        <List
          dataSource={[...held]}
          renderItem={(h) => {
            const count = h.lines.reduce((n, l) => n + l.quantity, 0);
            const total = h.lines.reduce((s, l) => s + Math.round(l.unitPrice * 100) * l.quantity, 0) / 100;
            return (
              <List.Item
                actions={[
                  <Button key="resume" type="primary" size="small" disabled={!cartEmpty} onClick={() => onResume(h.id)}>
                    {t('resume')}
                  </Button>,
                  <Button key="discard" danger size="small" onClick={() => onDiscard(h.id)}>
                    {t('discard')}
                  </Button>,
                ]}
              >
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>
                    {formatDateTime(h.at, lang)} · {t('items', { count })} · {formatMoney(total)}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
                    {[h.customer?.name, ...h.lines.map((l) => l.name)].filter(Boolean).join(', ')}
                  </Typography.Text>
                </Space>
              </List.Item>
            );
          }}
        />
      )}
    </Drawer>
  );
}
