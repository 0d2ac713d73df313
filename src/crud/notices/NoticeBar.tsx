/**
 * The notices for the signed-in user today (`GET notices`, mock-server/notices.ts; the rule is
 * src/schema/records/notices.ts), atop the landing page: IT broadcasts to everyone or to the user's section. Each
 * may be hidden for the rest of the session. Its date reads as the reader writes dates (src/i18n/dates.ts), as in the lists.
 */
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import SoundOutlined from '@ant-design/icons/es/icons/SoundOutlined';
import { useCustom } from '@refinedev/core';
import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import { apiUrl } from '../../api/client';
import { formatDate } from '../../i18n/dates';
import type { Notice } from '../../schema/records/notices';
import { useLang } from '../useLang';

const HIDDEN_KEY = 'notices-hidden';

function readHidden(): Set<string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(HIDDEN_KEY) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

export function NoticeBar() {
  const { t, lang } = useLang();
  const { result } = useCustom<{ data: Notice[] }>({
    url: apiUrl('notices'),
    method: 'get',
    errorNotification: false,
    queryOptions: { staleTime: 60_000 },
  });
  const [hidden, setHidden] = useState(readHidden);
  const key = (n: Notice) => `${n.resource}:${n.id}`;
  const notices = (result.data?.data ?? []).filter((n) => !hidden.has(key(n)));
  if (!notices.length) return null;
  const hide = (n: Notice) => {
    const next = new Set(hidden).add(key(n));
    setHidden(next);
    sessionStorage.setItem(HIDDEN_KEY, JSON.stringify([...next]));
  };
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} role="region" aria-label={t('notices.region')}>
      {notices.map((n) => (
        <Alert
          key={key(n)}
          type="info"
          showIcon
          icon={<SoundOutlined />}
          message={n.title}
          description={
            <>
              {n.text && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{n.text}</Typography.Paragraph>}
              {n.until && (
                <Typography.Text type="secondary">{t('notices.until', { date: formatDate(n.until, lang) })}</Typography.Text>
              )}
            </>
          }
          closable={{ closeIcon: <CloseOutlined />, 'aria-label': t('notices.dismiss') }}
          onClose={() => hide(n)}
        />
      ))}
    </Flex>
  );
}
