/**
 * The header's bell: how many records wait for the signed-in user (a workflow action they may take
 * now), from the server's `GET inbox` (mock-server/trail/inbox.ts), asked every 30 seconds while the app is
 * open, on every navigation and when the list is opened. The list (a popover; a drawer on phones)
 * groups them by resource; each item says which step waits for the user and since when (the day it last
 * changed), and opens the record's show page.
 */
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { useCustom, useGo } from '@refinedev/core';
import { Alert, Badge, Button, Drawer, Empty, Grid, Popover, Space, Spin, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Inbox, InboxGroup, InboxItem } from '../access/inbox';
import { apiUrl } from '../api/client';
import { useSchemaRegistry } from '../crud';
import { useLang } from '../crud/useLang';
import { formatDay } from '../i18n/dates';
import { localize } from '../schema/meta/describe';
import type { ResourceSchema } from '../schema/meta/meta';

export const INBOX_POLL_MS = 30_000;
/** Past this many, the badge shows "99+". */
const BADGE_OVERFLOW = 99;

function ItemRow({ schema, item, onOpen }: { schema: ResourceSchema; item: InboxItem; onOpen: () => void }) {
  const { t, lang } = useLang();
  const { token } = theme.useToken();
  const wf = schema.workflow;
  const state = wf?.states.find((s) => s.value === item.state);
  const actions = item.actions.map((a) => localize(wf?.transitions.find((step) => step.action === a)?.label, lang, a));
  const heading = item.title || item.number || `#${item.id}`;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid={`inbox-item-${schema.name}-${item.id}`}
        style={{
          all: 'unset',
          boxSizing: 'border-box',
          display: 'block',
          width: '100%',
          cursor: 'pointer',
          padding: '6px 8px',
          borderRadius: token.borderRadius,
        }}
        onMouseEnter={(e) => (e.currentTarget.style.background = token.controlItemBgHover)}
        onMouseLeave={(e) => (e.currentTarget.style.background = '')}
      >
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {heading}
        </Typography.Text>
        <Space size={4} wrap style={{ fontSize: 12 }}>
          {item.number && item.number !== heading && <Typography.Text type="secondary">{item.number}</Typography.Text>}
          {state && (
            <Tag color={state.color} style={{ marginInlineEnd: 0 }}>
              {localize(state.label, lang)}
            </Tag>
          )}
          <Typography.Text type="secondary" data-testid="inbox-item-step">
            {t('inbox.waitsFor', { actions: actions.join(' · ') })}
          </Typography.Text>
          {item.at && (
            <Typography.Text type="secondary" data-testid="inbox-item-since">
              {t('inbox.since', { date: formatDay(item.at, lang) })}
            </Typography.Text>
          )}
        </Space>
      </button>
    </li>
  );
}

function GroupList({ group, onOpen }: { group: InboxGroup; onOpen: (schema: ResourceSchema, item: InboxItem) => void }) {
  const { t, lang } = useLang();
  const schema = useSchemaRegistry().byName.get(group.resource);
  if (!schema) return null;
  const more = group.count - group.items.length;
  return (
    <section aria-label={localize(schema.pluralLabel, lang)}>
      <div style={{ display: 'flex', justifyContent: 'space-between', padding: '0 8px' }}>
        <Typography.Text type="secondary" strong>
          {localize(schema.pluralLabel, lang)}
        </Typography.Text>
        <Typography.Text type="secondary">{group.count}</Typography.Text>
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {group.items.map((item) => (
          <ItemRow key={String(item.id)} schema={schema} item={item} onOpen={() => onOpen(schema, item)} />
        ))}
      </ul>
      {more > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '0 8px', fontSize: 12 }}>
          {t('inbox.more', { count: more })}
        </Typography.Text>
      )}
    </section>
  );
}

export function InboxBell() {
  const { t } = useLang();
  const go = useGo();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const narrow = Grid.useBreakpoint().sm === false;
  const { query, result } = useCustom<{ data: Inbox }>({
    url: apiUrl('inbox'),
    method: 'get',
    errorNotification: false,
    queryOptions: { refetchInterval: INBOX_POLL_MS, refetchIntervalInBackground: false },
  });
  const { refetch } = query;
  // A workflow action taken elsewhere in the app shows at the next page the user opens (the first page
  // needs no second request).
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  const inbox = result.data?.data;
  const count = inbox?.total ?? 0;
  const openItem = (schema: ResourceSchema, item: InboxItem) => {
    setOpen(false);
    go({ to: `${schema.route}/${encodeURIComponent(String(item.id))}` });
  };

  const show = (next: boolean) => {
    setOpen(next);
    if (next) void refetch();
  };

  const content = (
    <div
      style={{
        width: narrow ? '100%' : 'min(360px, calc(100vw - 32px))',
        maxHeight: narrow ? undefined : '60vh',
        overflowY: 'auto',
      }}
      data-testid="inbox-list"
    >
      {query.isError && <Alert type="warning" showIcon message={t('inbox.loadError')} />}
      {!inbox && query.isLoading && <Spin style={{ display: 'block', margin: '16px auto' }} />}
      {inbox && inbox.total === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.empty')} />}
      {inbox && inbox.total > 0 && (
        // A plain column, not a vertical Space: Space lines its items up at the start, so each took the
        // width of its longest title and the list ran off a 390 px phone; stretched items keep to the list's width.
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {inbox.resources.map((g) => (
            <GroupList key={g.resource} group={g} onOpen={openItem} />
          ))}
        </div>
      )}
    </div>
  );
  const refresh = (
    <Button
      type="text"
      size="small"
      icon={<ReloadOutlined />}
      aria-label={t('inbox.refresh')}
      loading={query.isFetching}
      onClick={() => void refetch()}
    />
  );
  const bell = (
    <Button
      type="text"
      // The name holds the badge's visible figure (WCAG 2.5.3): "Inbox: 99+ waiting" past the badge's overflow.
      aria-label={t('inbox.bell', { count, replace: { count: count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : count } })}
      data-testid="inbox-bell"
      data-count={count}
      onClick={narrow ? () => show(true) : undefined}
    >
      <Badge count={count} size="small" overflowCount={BADGE_OVERFLOW}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Button>
  );

  if (narrow)
    return (
      <>
        {bell}
        <Drawer open={open} onClose={() => show(false)} placement="right" width="100%" title={t('inbox.title')} extra={refresh}>
          {content}
        </Drawer>
      </>
    );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={show}
      title={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <span>{t('inbox.title')}</span>
          {refresh}
        </Space>
      }
      content={content}
    >
      {bell}
    </Popover>
  );
}
