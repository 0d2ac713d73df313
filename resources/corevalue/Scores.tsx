/**
 * viewScore and rating: a colleague's hearts received per core value (GET hearts/summary?groupBy=value), and
 * this month's most recognised colleagues (groupBy=recipient over the month's period).
 */
import { Card, Col, Empty, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSummary } from './api';
import { CORE_VALUES, VALUE_COLORS, useCorevalueText } from './i18n';
import { ColleagueSelect, type Colleague } from './SendHeart';
import { useNames } from './useNames';

export function ColleagueScores() {
  const { t } = useCorevalueText();
  const [colleague, setColleague] = useState<Colleague>();
  const { read, data } = useSummary('hearts', { groupBy: 'value', recipient: colleague?.id }, colleague !== undefined);
  // The counts shown belong to the colleague picked now (an answer for an earlier pick is not shown).
  const shown = colleague && !read.isPlaceholderData ? data : undefined;
  const count = (v: string) => shown?.groups.find((g) => g.values.value === v)?.count ?? 0;
  return (
    <div data-testid="colleague-scores">
      <ColleagueSelect value={colleague?.id} onChange={setColleague} testId="scores-colleague" />
      {!colleague ? (
        <Empty description={t('pickToSee')} />
      ) : (
        <Row gutter={[8, 8]} style={{ marginTop: 12 }}>
          {CORE_VALUES.map((v) => (
            <Col key={v} flex="1 1 110px">
              <Card size="small">
                <Statistic
                  title={
                    <>
                      <Tag color={VALUE_COLORS[v]}>{v}</Tag>
                      {t(v)}
                    </>
                  }
                  value={count(v)}
                />
              </Card>
            </Col>
          ))}
          <Col flex="1 1 110px">
            <Card size="small">
              <Statistic title={t('total')} value={shown?.total ?? 0} data-testid="scores-total" />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}

/** The most recognised colleagues (of a month); asked again when a heart is sent (SendHeart invalidates the summary). */
export function TopRecipients({ period, limit = 10 }: { period?: string; limit?: number }) {
  const { t } = useCorevalueText();
  const { data: result } = useSummary('hearts', { groupBy: 'recipient', period });
  const top = [...(result?.groups ?? [])].sort((a, b) => b.count - a.count).slice(0, limit);
  const names = useNames(top.map((g) => g.values.recipient));
  return (
    <Table
      data-testid="top-recipients"
      size="small"
      pagination={false}
      rowKey={(g) => String(g.values.recipient)}
      dataSource={top}
      locale={{ emptyText: t('none') }}
      columns={[
        { title: t('rank'), key: 'rank', width: 70, render: (_v, _g, i) => i + 1 },
        {
          title: t('recipient'),
          key: 'name',
          render: (_v, g) => <Typography.Text>{names.get(g.values.recipient as number) ?? '…'}</Typography.Text>,
        },
        { title: t('hearts'), dataIndex: 'count', key: 'count', align: 'right', width: 90 },
      ]}
    />
  );
}
