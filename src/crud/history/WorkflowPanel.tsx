/**
 * The workflow of a record on its show page: antd Steps (the main path, where the record is, the next steps the
 * reader may take) and the trail, oldest first: who moved it from what to what, when, with what comment,
 * read from the record's history entries of kind `workflow`.
 */
import { useList, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Card, Divider, Steps, Timeline, Typography } from 'antd';
import { localize } from '../../schema/meta/describe';
import { HISTORY_PAGE_MAX, type HistoryEntry } from '../../schema/records/history';
import type { ResourceSchema } from '../../schema/meta/meta';
import { workflowProgress } from '../../schema/workflow/steps';
import { decideTransition } from '../../access';
import { useAccessContext } from '../sessionAccess';
import { useLang } from '../useLang';
import { EntryHeader, historyResource, useActionLabel } from './HistoryTab';

interface Props {
  schema: ResourceSchema;
  id: BaseKey;
  record: BaseRecord;
}

export function WorkflowPanel({ schema, id, record }: Props) {
  const { t, lang } = useLang();
  const access = useAccessContext();
  const actionLabel = useActionLabel(schema);
  const { result } = useList<HistoryEntry>({
    resource: historyResource(schema, id),
    filters: [{ field: 'kind', operator: 'eq', value: 'workflow' }],
    pagination: { currentPage: 1, pageSize: HISTORY_PAGE_MAX, mode: 'server' },
    errorNotification: false,
  });
  const wf = schema.workflow;
  if (!wf) return null;
  const stateLabel = (value: string | undefined) => {
    const s = wf.states.find((x) => x.value === value);
    return s ? localize(s.label, lang) : (value ?? '');
  };
  const state = String(record[wf.field] ?? wf.initial);
  const newest = result.data[0];
  const progress = workflowProgress(wf, state, newest?.to === state ? newest.from : undefined, record);
  // Only the steps this reader may take are named (as the page's buttons: decideTransition); when others must act,
  // the record says it waits for them without naming their steps.
  const mine = progress.next.filter((tr) => decideTransition(access, schema, tr, record, lang).allowed);
  const next = mine.length
    ? t('history.next', { actions: mine.map((tr) => localize(tr.label, lang)).join(', ') })
    : progress.next.length
      ? t('history.waitsForOthers')
      : undefined;
  const trail = [...result.data].reverse();

  return (
    <Card size="small" title={t('history.workflow')} data-testid="workflow">
      <Steps
        size="small"
        current={progress.current}
        items={progress.steps.map((s, i) => ({
          title: stateLabel(s.state),
          status: s.status,
          description: i === progress.current ? next : undefined,
        }))}
      />
      <Divider orientation="left" plain style={{ margin: '16px 0 12px' }}>
        {t('history.trail')}
      </Divider>
      {trail.length ? (
        <Timeline
          data-testid="workflow-trail"
          items={trail.map((e) => ({
            key: e.id,
            color: wf.states.find((s) => s.value === e.to)?.color === 'red' ? 'red' : 'blue',
            children: (
              <div data-testid="trail-entry">
                <EntryHeader entry={e} label={actionLabel(e.action)} />
                <div>{t('history.moved', { from: stateLabel(e.from), to: stateLabel(e.to) })}</div>
                {e.comment && (
                  <Typography.Paragraph italic style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                    “{e.comment}”
                  </Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      ) : (
        <Typography.Text type="secondary">{t('history.noTrail')}</Typography.Text>
      )}
    </Card>
  );
}
