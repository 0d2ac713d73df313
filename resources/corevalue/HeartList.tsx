/** A list of hearts (received or given): who, which core value, the impression and the day, newest first. */
import { List, Space, Tag, Typography } from 'antd';
import type { Row } from './api';
import { VALUE_COLORS, formatDay, useCorevalueText, type CoreValue } from './i18n';
import { useNames } from './useNames';

export function HeartList({ rows, who, testId }: { rows: Row[]; who: 'sender' | 'recipient'; testId: string }) {
  const { t, lang } = useCorevalueText();
  const names = useNames(rows.map((r) => r[who]));
  return (
    <List
      data-testid={testId}
      size="small"
      locale={{ emptyText: t('none') }}
      dataSource={rows}
      renderItem={(h) => {
        const value = h.value as CoreValue;
        return (
          <List.Item key={h.id}>
            <List.Item.Meta
              title={
                <Space wrap>
                  <Tag color={VALUE_COLORS[value]}>
                    {value} · {t(value)}
                  </Tag>
                  <Typography.Text>
                    {t(who === 'sender' ? 'from' : 'to')} {names.get(h[who] as number) ?? '…'}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatDay(h.date, lang)}</Typography.Text>
                </Space>
              }
              description={String(h.impression ?? '')}
            />
          </List.Item>
        );
      }}
    />
  );
}
