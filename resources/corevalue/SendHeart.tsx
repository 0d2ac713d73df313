/**
 * Send a Super Heart: a colleague (searched by name or code, never oneself), one of the five core values as
 * cards with their meaning, and the impression. The server decides the rest (the monthly and yearly limits,
 * the sender, not to oneself); its message is shown as it answers.
 */
import HeartFilled from '@ant-design/icons/es/icons/HeartFilled';
import { useCreate, useList } from '@refinedev/core';
import { Alert, Button, Card, Col, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useInvalidateCustom } from '../../src/crud/customQueries';
import { HttpStatusError, errorText } from '../../src/http/errors';
import { bangkokToday, myEmployeeId, summaryUrl, type Row as Rec } from './api';
import { CORE_VALUES, VALUE_COLORS, useCorevalueText, type CoreValue } from './i18n';

const SEARCH_DELAY_MS = 300;

export interface Colleague {
  id: number;
  empCode?: string;
  fullName?: string;
  department?: string;
  section?: string;
  company?: string;
}

export const colleagueLabel = (c: Colleague) => `${c.fullName ?? ''} (${c.empCode ?? c.id})`;

/** A searchable picker of active colleagues (not the user), as used by the send form and the scores tab. */
export function ColleagueSelect(props: { value?: number; onChange: (c: Colleague | undefined) => void; testId: string }) {
  const { t } = useCorevalueText();
  const [search, setSearch] = useState('');
  // Ask the server only once typing pauses.
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const { query, result } = useList<Colleague>({
    resource: 'employees',
    filters: [
      { field: 'q', operator: 'eq', value: term },
      { field: 'activeFlag', operator: 'eq', value: 'Y' },
    ],
    sorters: [{ field: 'empCode', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 20 },
    errorNotification: false,
  });
  const options = query.isError ? [] : result.data.filter((r) => r.id !== myEmployeeId());
  return (
    <Select
      data-testid={props.testId}
      aria-label={t('colleague')}
      showSearch
      allowClear
      filterOption={false}
      style={{ width: '100%' }}
      placeholder={t('colleaguePlaceholder')}
      value={props.value}
      onSearch={setSearch}
      onChange={(id?: number) => props.onChange(options.find((o) => o.id === id))}
      options={options.map((o) => ({ value: o.id, label: colleagueLabel(o) }))}
    />
  );
}

/** The core value `step` places from `from` (wrapping), for the arrow keys. */
const stepValue = (from: CoreValue | undefined, step: number): CoreValue => {
  const at = from ? CORE_VALUES.indexOf(from) : -1;
  return CORE_VALUES[(at + step + CORE_VALUES.length) % CORE_VALUES.length]!;
};

/**
 * The five core values as cards to pick one from: a radio group for the keyboard too (Tab reaches the chosen card,
 * or the first; the arrow keys move the choice; Space or Enter chooses the focused card).
 */
function ValueCards({ value, onChange }: { value?: CoreValue; onChange: (v: CoreValue) => void }) {
  const { t } = useCorevalueText();
  const cards = useRef<Partial<Record<CoreValue, HTMLDivElement | null>>>({});
  const choose = (v: CoreValue) => {
    onChange(v);
    cards.current[v]?.focus();
  };
  const onKeyDown = (v: CoreValue) => (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    if (step) choose(stepValue(v, step));
    else if (e.key === ' ' || e.key === 'Enter') onChange(v);
    else return;
    e.preventDefault();
  };
  return (
    <Row gutter={[8, 8]} role="radiogroup" aria-label={t('value')}>
      {CORE_VALUES.map((v) => (
        <Col key={v} flex="1 1 180px">
          <Card
            ref={(el) => {
              cards.current[v] = el;
            }}
            size="small"
            hoverable
            role="radio"
            aria-checked={value === v}
            aria-label={`${v} · ${t(v)}`}
            tabIndex={(value ?? CORE_VALUES[0]) === v ? 0 : -1}
            data-testid={`value-${v}`}
            onClick={() => onChange(v)}
            onKeyDown={onKeyDown(v)}
            style={{
              height: '100%',
              borderColor: value === v ? VALUE_COLORS[v] : undefined,
              boxShadow: value === v ? `0 0 0 2px ${VALUE_COLORS[v]}` : undefined,
            }}
          >
            <Space align="start">
              <Tag color={VALUE_COLORS[v]} aria-hidden style={{ fontSize: 20, lineHeight: '32px', marginInlineEnd: 0 }}>
                {v}
              </Tag>
              <div>
                <Typography.Text strong>{t(v)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(`${v}_help`)}</Typography.Text>
              </div>
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The server's reason for a refusal: the message on a field when it gives one (the limit, not to oneself). */
function refusalText(e: unknown): string {
  const first = e instanceof HttpStatusError && e.errors ? Object.values(e.errors)[0] : undefined;
  return first === undefined ? errorText(e) : Array.isArray(first) ? first.join(' ') : first;
}

export function SendHeart({ notify }: { notify: (title: string, detail: string) => void }) {
  const { t } = useCorevalueText();
  const [colleague, setColleague] = useState<Colleague>();
  const [value, setValue] = useState<CoreValue>();
  const [impression, setImpression] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A heart sent refreshes the hearts lists (my balance and lists) and the rankings (the hearts summary).
  const { mutateAsync: create, mutation } = useCreate<Rec>({
    resource: 'hearts',
    successNotification: false,
    errorNotification: false,
  });
  const invalidateCustom = useInvalidateCustom();

  const problem = !colleague
    ? t('pickColleague')
    : !value
      ? t('pickValue')
      : impression.trim().length < 5
        ? t('writeImpression')
        : null;

  const send = async () => {
    if (!colleague || !value) return;
    setError(null);
    try {
      // The recipient's company, department and section as they are today, so the reports group by them.
      await create({
        values: {
          recipient: colleague.id,
          value,
          impression: impression.trim(),
          date: bangkokToday(),
          company: colleague.company ?? null,
          department: colleague.department ?? null,
          section: colleague.section ?? null,
        },
      });
      notify(t('sent'), t('sentDetail', { name: colleague.fullName ?? '' }));
      setImpression('');
      setValue(undefined);
      void invalidateCustom(summaryUrl('hearts'));
    } catch (e) {
      setError(refusalText(e));
    }
  };

  return (
    <Card title={t('send')} data-testid="send-heart">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('sendIntro')}</Typography.Text>
        <div>
          <Typography.Text strong>{t('colleague')}</Typography.Text>
          <ColleagueSelect value={colleague?.id} onChange={setColleague} testId="heart-colleague" />
        </div>
        <div>
          <Typography.Text strong>{t('value')}</Typography.Text>
          <ValueCards value={value} onChange={setValue} />
        </div>
        <div>
          <Typography.Text strong>
            <label htmlFor="heart-impression">{t('impression')}</label>
          </Typography.Text>
          <Input.TextArea
            id="heart-impression"
            rows={3}
            maxLength={1000}
            showCount
            placeholder={t('impressionPlaceholder')}
            value={impression}
            onChange={(e) => setImpression(e.target.value)}
          />
        </div>
        {error && <Alert type="error" showIcon message={t('notSent')} description={error} data-testid="heart-error" />}
        <Button
          type="primary"
          icon={<HeartFilled />}
          loading={mutation.isPending}
          disabled={problem !== null}
          onClick={send}
          title={problem ?? undefined}
        >
          {t('sendButton')}
        </Button>
      </Space>
    </Card>
  );
}
