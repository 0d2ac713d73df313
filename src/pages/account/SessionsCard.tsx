/**
 * The signed-in user's open sessions (GET auth/sessions, newest use first): device (browser and system read from the
 * user agent), address, when it signed in and was last used (dates as the reader writes them), "This device" marked.
 * Any other session can be signed out (DELETE auth/sessions/:id), or all of them at once (DELETE auth/sessions).
 * A table on a wide screen; on a phone one block per session, so nothing scrolls sideways.
 */
import { useCustom, useCustomMutation, useNotification, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Grid, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../api/client';
import { formatDateTime } from '../../i18n/dates';
import { deviceText } from './device';

export interface SessionRow {
  id: string | number;
  current: boolean;
  userAgent?: string | null;
  address?: string | null;
  createdAt: string;
  lastUsedAt: string;
}

/** An address or a date: read left to right in Arabic too, on one line. */
const Ltr = ({ children }: { children: string }) => (
  <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </bdi>
);

export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const narrow = Grid.useBreakpoint().md === false;
  const { open } = useNotification();
  const { query, result } = useCustom<{ data: SessionRow[] }>({
    url: apiUrl('sessions'),
    method: 'get',
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<{ data?: { ended?: number } }, HttpError>();
  const rows = result.data?.data ?? [];
  const others = rows.filter((r) => !r.current);
  const device = (r: SessionRow) =>
    deviceText(r.userAgent, {
      deviceOn: (browser, os) => t('account.deviceOn', { browser, os }),
      unknown: t('account.unknownDevice'),
    });
  const when = (value: string) => <Ltr>{formatDateTime(value, lang)}</Ltr>;

  const end = async (url: string, done: (answer: { data?: { ended?: number } }) => string) => {
    try {
      const answer = await mutateAsync({
        url,
        method: 'delete',
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      open?.({ type: 'success', message: done(answer.data ?? {}) });
    } catch {
      open?.({ type: 'error', message: t('account.endFailed') });
    }
    await query.refetch();
  };
  const endOne = (r: SessionRow) => end(apiUrl('session', { id: String(r.id) }), () => t('account.endOneDone'));
  const endOthers = () =>
    end(apiUrl('sessions'), (answer) => t('account.endOthersDone', { count: answer.data?.ended ?? others.length }));

  const endButton = (r: SessionRow) =>
    r.current ? null : (
      <Popconfirm
        title={t('account.endOneConfirm')}
        okText={t('account.endOne')}
        cancelText={t('account.cancel')}
        onConfirm={() => endOne(r)}
      >
        <Button size="small" danger aria-label={t('account.endOneLabel', { device: device(r) })}>
          {t('account.endOne')}
        </Button>
      </Popconfirm>
    );
  const deviceCell = (r: SessionRow) => (
    <Space wrap size={4}>
      <span>{device(r)}</span>
      {r.current && <Tag color="green">{t('account.thisDevice')}</Tag>}
    </Space>
  );

  const columns: TableColumnsType<SessionRow> = [
    { key: 'device', title: t('account.device'), render: (_, r) => deviceCell(r) },
    { key: 'address', title: t('account.address'), render: (_, r) => (r.address ? <Ltr>{r.address}</Ltr> : '') },
    { key: 'signedIn', title: t('account.signedIn'), render: (_, r) => when(r.createdAt) },
    { key: 'lastUsed', title: t('account.lastUsed'), render: (_, r) => when(r.lastUsedAt) },
    { key: 'end', title: t('account.endOne'), render: (_, r) => endButton(r) },
  ];

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('account.sessionsTitle')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph>{t('account.sessionsIntro')}</Typography.Paragraph>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('account.loadFailed')}
          action={<Button onClick={() => void query.refetch()}>{t('account.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {narrow ? (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('account.sessionsTitle')}>
          {rows.map((r) => (
            <li key={r.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(128,128,128,0.25)' }}>
              {deviceCell(r)}
              <dl style={{ margin: '8px 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
                <dt>{t('account.address')}</dt>
                <dd style={{ margin: 0 }}>{r.address ? <Ltr>{r.address}</Ltr> : ''}</dd>
                <dt>{t('account.signedIn')}</dt>
                <dd style={{ margin: 0 }}>{when(r.createdAt)}</dd>
                <dt>{t('account.lastUsed')}</dt>
                <dd style={{ margin: 0 }}>{when(r.lastUsedAt)}</dd>
              </dl>
              {endButton(r)}
            </li>
          ))}
        </ul>
      ) : (
        <Table<SessionRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={query.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      <div style={{ marginTop: 16 }}>
        {others.length === 0 && !query.isLoading ? (
          <Typography.Text type="secondary">{t('account.noOthers')}</Typography.Text>
        ) : (
          <Popconfirm
            title={t('account.endOthersConfirm')}
            okText={t('account.endOthers')}
            cancelText={t('account.cancel')}
            onConfirm={endOthers}
          >
            <Button danger loading={mutation.isPending}>
              {t('account.endOthers')}
            </Button>
          </Popconfirm>
        )}
      </div>
    </Card>
  );
}
