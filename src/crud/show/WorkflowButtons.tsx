/**
 * The workflow transitions this user may take on this record now. Each runs
 * `POST <resource>/<id>/actions/<action>`; 409/403 answers show their message; success refetches.
 * A transition that requires or allows a comment asks for it in a dialog (src/crud/history/CommentModal).
 */
import { useCustomMutation, useInvalidate, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { apiUrl } from '../../api/client';
import { localize } from '../../schema/meta/describe';
import type { ResourceSchema, Transition } from '../../schema/meta/meta';
import { asksForComment } from '../../schema/workflow/transition-comment';
import { decideTransition, DUTY_RULE } from '../../access';
import { useAllowed } from '../access';
import { useAccessContext } from '../sessionAccess';
import { CommentModal } from '../history/CommentModal';
import { useLang } from '../useLang';
import { ifMatchHeaders, versionOf } from '../../providers/versions';

interface Props {
  schema: ResourceSchema;
  id: BaseKey;
  record: BaseRecord;
  onDone: () => void;
}

/** The server's message about the comment (400 `errors.comment`), if that is what it refused. */
function commentMessage(error: HttpError | null | undefined): string | undefined {
  const value: unknown = error?.errors?.comment;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(' ');
  if (value !== null && typeof value === 'object' && 'message' in value) return String(value.message);
  return undefined;
}

function TransitionButton({ schema, id, record, transition, onDone }: Props & { transition: Transition }) {
  const { t, lang } = useLang();
  const allowed = useAllowed(schema.name, `workflow:${transition.action}`, { id, record });
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation<BaseRecord, HttpError>();
  const [asking, setAsking] = useState(false);
  const [commentError, setCommentError] = useState<string>();
  if (!allowed) return null;

  const label = localize(transition.label, lang);
  const run = (comment?: string) =>
    mutate(
      {
        url: apiUrl('action', { resource: schema.name, id: String(id), action: transition.action }),
        method: 'post',
        values: comment === undefined ? {} : { comment },
        // The version of the record shown: a step on a copy someone changed since is refused (412) and the page reloads.
        config: { headers: ifMatchHeaders(versionOf(schema.name, id)) },
        successNotification: () => ({ type: 'success', message: t('crud.workflowDone', { action: label }) }),
        // 409 (wrong state) and 403 (not allowed) carry the reason in `message`; a refused comment shows beside its field.
        errorNotification: (error) =>
          commentMessage(error) !== undefined
            ? false
            : error?.statusCode === 412
              ? { type: 'error', message: t('conflict.stepRefused'), description: label }
              : {
                  type: 'error',
                  message: error?.message ?? t('crud.workflowFailed', { action: label }),
                  description: t('crud.workflowFailed', { action: label }),
                },
      },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => {
          const message = commentMessage(error);
          if (message === undefined) setAsking(false);
          setCommentError(message);
        },
        onSettled: () => {
          void invalidate({ resource: schema.name, invalidates: ['list', 'many', 'detail'], id });
          onDone();
        },
      },
    );

  const button = (
    <Button
      type={transition.danger ? 'default' : 'primary'}
      danger={transition.danger}
      loading={mutation.isPending}
      onClick={asksForComment(transition) ? () => setAsking(true) : transition.confirm ? undefined : () => run()}
      data-action={transition.action}
    >
      {label}
    </Button>
  );
  if (asksForComment(transition))
    return (
      <>
        {button}
        <CommentModal
          transition={transition}
          open={asking}
          loading={mutation.isPending}
          serverError={commentError}
          onSubmit={run}
          onCancel={() => {
            setAsking(false);
            setCommentError(undefined);
          }}
          onEdit={() => setCommentError(undefined)}
        />
      </>
    );
  if (!transition.confirm) return button;
  return (
    <Popconfirm
      title={t('crud.confirmAction', { action: label })}
      okText={label}
      cancelText={t('crud.cancel')}
      okButtonProps={{ danger: transition.danger }}
      onConfirm={() => run()}
    >
      {button}
    </Popconfirm>
  );
}

export function WorkflowButtons(props: Props) {
  const wf = props.schema.workflow;
  if (!wf) return null;
  const state = String(props.record[wf.field] ?? wf.initial);
  // Spaced as the page's other buttons: inside the header's Space a fragment is one item, its buttons touching.
  return (
    <Space wrap>
      {wf.transitions
        // A transition that needs the lines' scanned codes (`scanCheck`) is taken on its scan screen only.
        .filter((tr) => tr.from.includes(state) && !tr.scanCheck)
        .map((tr) => (
          <TransitionButton key={tr.action} {...props} transition={tr} />
        ))}
    </Space>
  );
}

/**
 * Why a step this user could otherwise take is not offered: segregation of duties (src/access/duties.ts) keeps
 * the author and whoever took another step of the record from taking it. One line per refused step.
 */
export function DutyNotes({ schema, record }: Pick<Props, 'schema' | 'record'>) {
  const { lang } = useLang();
  const access = useAccessContext();
  const wf = schema.workflow;
  if (!wf) return null;
  const state = String(record[wf.field] ?? wf.initial);
  const reasons = wf.transitions
    .filter((tr) => tr.from.includes(state) && !tr.scanCheck)
    .map((tr) => decideTransition(access, schema, tr, record, lang))
    .filter((d) => d.rule === DUTY_RULE && d.reason)
    .map((d) => d.reason!);
  if (!reasons.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="duty-notes"
      style={{ marginBottom: 16 }}
      message={
        reasons.length === 1 ? (
          reasons[0]
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
