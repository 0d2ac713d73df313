/**
 * /apps/corevalue/view: send a Super Heart, see what is left of this month's and this year's limit (the
 * hearts I sent counted against the settings), the hearts I received and gave, a colleague's scores per core
 * value, and this month's ranking.
 */
import { useNotification } from '@refinedev/core';
import { Card, Col, Row, Statistic, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { LoadState } from '../LoadState';
import { bangkokToday, getSettings, listRows, myEmployeeId, type Row as Rec } from './api';
import { useCorevalueText } from './i18n';
import { HeartList } from './HeartList';
import { ColleagueScores, TopRecipients } from './Scores';
import { SendHeart } from './SendHeart';

interface Mine {
  usedMonth: number;
  usedYear: number;
  perMonth: number | null;
  perYear: number | null;
  received: Rec[];
  given: Rec[];
}

const limitOf = (v: unknown) => (typeof v === 'number' ? v : null);

async function loadMine(me: number): Promise<Mine> {
  const today = bangkokToday();
  const [settings, month, year, received, given] = await Promise.all([
    getSettings(),
    listRows('hearts', { sender: me, period: today.slice(0, 7), _limit: 1 }),
    listRows('hearts', { sender: me, date_gte: `${today.slice(0, 4)}-01-01`, date_lte: `${today.slice(0, 4)}-12-31`, _limit: 1 }),
    listRows('hearts', { recipient: me, _sort: 'date,id', _order: 'desc,desc', _limit: 50 }),
    listRows('hearts', { sender: me, _sort: 'date,id', _order: 'desc,desc', _limit: 50 }),
  ]);
  return {
    usedMonth: month.total,
    usedYear: year.total,
    perMonth: limitOf(settings.heartsPerMonth),
    perYear: limitOf(settings.heartsPerYear),
    received: received.rows,
    given: given.rows,
  };
}

function Left({ title, used, max, testId }: { title: string; used: number; max: number | null; testId: string }) {
  const { t } = useCorevalueText();
  return (
    <Card size="small" data-testid={testId}>
      {max === null ? (
        <Statistic title={title} value={t('noLimit')} />
      ) : (
        <Statistic title={title} value={Math.max(0, max - used)} suffix={t('ofLimit', { max })} />
      )}
    </Card>
  );
}

export default function CorevalueViewPage() {
  const { t } = useCorevalueText();
  const { open } = useNotification();
  const me = myEmployeeId();
  const [mine, setMine] = useState<Mine | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(me !== undefined);

  const reload = useCallback(() => {
    if (me === undefined) return;
    loadMine(me)
      .then((m) => {
        setMine(m);
        setError(null);
      })
      .catch(setError)
      .finally(() => setLoading(false));
  }, [me]);
  useEffect(reload, [reload]);

  const notify = (message: string, description: string) => open?.({ type: 'success', message, description });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
      </Col>
      <Col xs={24} xl={14}>
        <SendHeart onSent={reload} notify={notify} />
      </Col>
      <Col xs={24} xl={10}>
        <LoadState loading={loading} error={error} errorTitle={t('loadError')} retryLabel={t('retry')} onRetry={reload}>
          <Row gutter={[8, 8]}>
            <Col xs={12}>
              <Left title={t('leftMonth')} used={mine?.usedMonth ?? 0} max={mine?.perMonth ?? null} testId="left-month" />
            </Col>
            <Col xs={12}>
              <Left title={t('leftYear')} used={mine?.usedYear ?? 0} max={mine?.perYear ?? null} testId="left-year" />
            </Col>
            <Col xs={24}>
              <Card size="small" title={t('rating')}>
                <TopRecipients period={bangkokToday().slice(0, 7)} limit={5} version={mine?.usedYear} />
              </Card>
            </Col>
          </Row>
        </LoadState>
      </Col>
      <Col xs={24}>
        <Card>
          <Tabs
            items={[
              {
                key: 'received',
                label: `${t('received')} (${mine?.received.length ?? 0})`,
                children: <HeartList rows={mine?.received ?? []} who="sender" testId="hearts-received" />,
              },
              {
                key: 'given',
                label: `${t('given')} (${mine?.given.length ?? 0})`,
                children: <HeartList rows={mine?.given ?? []} who="recipient" testId="hearts-given" />,
              },
              { key: 'scores', label: t('scores'), children: <ColleagueScores /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
