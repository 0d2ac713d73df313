/**
 * Tracked views (schema `trackViews`; mock-server/trail/comments.ts): opening the show page tells the server
 * (`POST <resource>/<id>/views`, counted once per user per day), and the roles the schema names see
 * who opened the record, with a count. Others see nothing (the server would answer them 403).
 */
import { errorText } from '../../http/errors';
import { useCustom, useCustomMutation, type BaseKey } from '@refinedev/core';
import { Alert, Avatar, Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { canSeeViewers } from '../../access/record-notes';
import { apiUrl } from '../../api/client';
import type { ResourceSchema } from '../../schema/meta/meta';
import type { Viewer } from '../../schema/records/record-notes';
import { useAccessContext } from '../sessionAccess';
import { useLang } from '../useLang';
import { When } from './CommentThread';

/** Viewers listed before "Show all". */
const SHOWN = 10;

interface Props {
  schema: ResourceSchema;
  id: BaseKey;
  record: Record<string, unknown>;
}

export function Viewers({ schema, id, record }: Props) {
  const { t, lang } = useLang();
  const { user, perms } = useAccessContext();
  const allowed = canSeeViewers(schema, user, perms, record).allowed;
  const url = apiUrl('viewers', { resource: schema.name, id: String(id) });
  // The list is asked for once this visit has been told (settled either way), so it always holds the
  // reader too: asked side by side, the list could answer before the visit was stored, and the
  // permissions that decide `allowed` may arrive after the visit was sent.
  const [told, setTold] = useState(false);
  const { query, result } = useCustom<Viewer[]>({
    url,
    method: 'get',
    queryOptions: { enabled: allowed && told, retry: false },
  });
  const { mutate } = useCustomMutation();
  const sent = useRef(false);
  const [all, setAll] = useState(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(
      { url, method: 'post', values: {}, successNotification: false, errorNotification: false },
      { onSettled: () => setTold(true) },
    );
  }, [mutate, url]);

  if (!allowed) return null;
  const viewers = Array.isArray(result.data) ? result.data : [];
  return (
    <Card size="small" title={t('linked.viewersCount', { count: viewers.length })} style={{ marginTop: 16 }}>
      <section aria-label={t('linked.viewers')}>
        {query.isError && (
          <Alert
            type="warning"
            showIcon
            message={t('linked.viewersLoadError')}
            description={query.error ? errorText(query.error) : undefined}
          />
        )}
        {query.isSuccess && viewers.length === 0 && <Typography.Text type="secondary">{t('linked.noViewers')}</Typography.Text>}
        <Flex vertical gap={8}>
          {(all ? viewers : viewers.slice(0, SHOWN)).map((v) => (
            <Flex key={v.username} gap={12} align="center" wrap data-viewer={v.username}>
              <Avatar size="small">{(v.name || v.username).trim().charAt(0).toUpperCase()}</Avatar>
              <Typography.Text>{v.name || v.username}</Typography.Text>
              <When at={v.lastAt} lang={lang} />
              {v.days > 1 && <Typography.Text type="secondary">{t('linked.viewedOn', { count: v.days })}</Typography.Text>}
            </Flex>
          ))}
          {!all && viewers.length > SHOWN && (
            <Button type="link" size="small" style={{ alignSelf: 'start', paddingInline: 0 }} onClick={() => setAll(true)}>
              {t('linked.showAll', { count: viewers.length })}
            </Button>
          )}
        </Flex>
      </section>
    </Card>
  );
}
