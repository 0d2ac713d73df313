/**
 * The workflow transitions this user may take on this record now. Each runs
 * `POST <resource>/<id>/actions/<action>`; 409/403 answers show their message; success refetches.
 */
import { useCustomMutation, useInvalidate, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { API_URL } from '../../config';
import { localize } from '../../schema/describe';
import type { ResourceSchema, Transition } from '../../schema/meta';
import { useAllowed } from '../access';
import { useLang } from '../useLang';

interface Props {
  schema: ResourceSchema;
  id: BaseKey;
  record: BaseRecord;
  onDone: () => void;
}

function TransitionButton({ schema, id, record, transition, onDone }: Props & { transition: Transition }) {
  const { t, lang } = useLang();
  const allowed = useAllowed(schema.name, `workflow:${transition.action}`, { id, record });
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation<BaseRecord, HttpError>();
  if (!allowed) return null;

  const label = localize(transition.label, lang);
  const run = () =>
    mutate(
      {
        url: `${API_URL}/${schema.name}/${encodeURIComponent(String(id))}/actions/${transition.action}`,
        method: 'post',
        values: {},
        successNotification: () => ({ type: 'success', message: t('crud.workflowDone', { action: label }) }),
        // 409 (wrong state) and 403 (not allowed) carry the reason in `message`.
        errorNotification: (error) => ({
          type: 'error',
          message: error?.message ?? t('crud.workflowFailed', { action: label }),
          description: t('crud.workflowFailed', { action: label }),
        }),
      },
      {
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
      onClick={transition.confirm ? undefined : run}
      data-action={transition.action}
    >
      {label}
    </Button>
  );
  if (!transition.confirm) return button;
  return (
    <Popconfirm
      title={t('crud.confirmAction', { action: label })}
      okText={label}
      cancelText={t('crud.cancel')}
      okButtonProps={{ danger: transition.danger }}
      onConfirm={run}
    >
      {button}
    </Popconfirm>
  );
}

export function WorkflowButtons(props: Props) {
  const wf = props.schema.workflow;
  if (!wf) return null;
  const state = String(props.record[wf.field] ?? wf.initial);
  return (
    <>
      {wf.transitions
        .filter((tr) => tr.from.includes(state))
        .map((tr) => (
          <TransitionButton key={tr.action} {...props} transition={tr} />
        ))}
    </>
  );
}
