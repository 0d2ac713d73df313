/**
 * The notices for the signed-in user today (`GET notices`, mock-server/trail/notices.ts; the rule is
 * src/schema/records/notices.ts), atop the landing page: IT broadcasts to everyone or to the user's section. Each
 * may be hidden for the rest of the session, or all at once. Its date reads as the reader writes dates
 * (src/i18n/dates.ts), as in the lists. On a phone each notice is one line (its title) until "show all", so three
 * notices no longer fill the first screen before the page's own title.
 */
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import SoundOutlined from '@ant-design/icons/es/icons/SoundOutlined';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Flex, Grid, Typography } from 'antd';
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
  // A phone (below md) starts with one line per notice; "show all" opens them in full.
  const phone = Grid.useBreakpoint().md === false;
  const [full, setFull] = useState(false);
  const key = (n: Notice) => `${n.resource}:${n.id}`;
  const notices = (result.data?.data ?? []).filter((n) => !hidden.has(key(n)));
  if (!notices.length) return null;
  const hide = (...gone: Notice[]) => {
    const next = new Set(hidden);
    for (const n of gone) next.add(key(n));
    setHidden(next);
    sessionStorage.setItem(HIDDEN_KEY, JSON.stringify([...next]));
  };
  const short = phone && !full;
  return (
    <Flex vertical gap={short ? 4 : 8} style={{ marginBottom: 16 }} role="region" aria-label={t('notices.region')}>
      {notices.map((n) => (
        <Alert
          key={key(n)}
          type="info"
          showIcon
          icon={<SoundOutlined />}
          data-testid="notice"
          style={short ? { paddingBlock: 4 } : undefined}
          message={short ? <Typography.Text ellipsis={{ tooltip: n.title }}>{n.title}</Typography.Text> : n.title}
          description={
            short ? undefined : (
              <>
                {n.text && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{n.text}</Typography.Paragraph>}
                {n.until && (
                  <Typography.Text type="secondary">{t('notices.until', { date: formatDate(n.until, lang) })}</Typography.Text>
                )}
              </>
            )
          }
          closable={{ closeIcon: <CloseOutlined />, 'aria-label': t('notices.dismiss') }}
          onClose={() => hide(n)}
        />
      ))}
      {(phone || notices.length > 1) && (
        <Flex gap={8} wrap justify="flex-end">
          {phone && (
            <Button type="link" size="small" aria-expanded={full} onClick={() => setFull(!full)}>
              {full ? t('notices.showLess') : t('notices.showAll')}
            </Button>
          )}
          {notices.length > 1 && (
            <Button type="link" size="small" onClick={() => hide(...notices)}>
              {t('notices.dismissAll')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
