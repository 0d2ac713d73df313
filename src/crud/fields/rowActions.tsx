/**
 * The row actions of a child table on the record's page (`rowActions`, src/schema/workflow/row-actions.ts): one
 * button per action the user may run on that row now (src/access decideRowAction, the server's decision
 * too). Each runs `POST <resource>/<id>/rows/<table>/<row>/<action>`; the record is then read again.
 */
import { useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { decideRowAction } from '../../access/row-actions';
import { apiUrl } from '../../api/client';
import { localize } from '../../schema/meta/describe';
import type { Field, Lang, ResourceSchema, RowAction } from '../../schema/meta/meta';
import { getAccess } from '../../providers/session';
import { ifMatchHeaders, versionOf } from '../../providers/versions';

interface Props {
  schema: ResourceSchema;
  table: Field;
  record: BaseRecord;
  row: Record<string, unknown>;
  index: number;
  lang: Lang;
}

function RowActionButton({ schema, table, record, index, action, lang }: Omit<Props, 'row'> & { action: RowAction }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation<BaseRecord, HttpError>();
  const label = localize(action.label, lang);
  const id = encodeURIComponent(String(record.id));
  const run = () =>
    mutate(
      {
        url: apiUrl('rowAction', { resource: schema.name, id, table: table.name, row: index, action: action.action }),
        method: 'post',
        values: {},
        // The version of the record shown: on a copy someone changed since, refused (412) and the page reloads.
        config: { headers: ifMatchHeaders(versionOf(schema.name, record.id)) },
        successNotification: () => ({ type: 'success', message: t('crud.workflowDone', { action: label }) }),
        errorNotification: (error) => ({
          type: 'error',
          message:
            error?.statusCode === 412
              ? t('conflict.stepRefused')
              : (error?.message ?? t('crud.workflowFailed', { action: label })),
          description: t('crud.workflowFailed', { action: label }),
        }),
      },
      { onSettled: () => void invalidate({ resource: schema.name, invalidates: ['list', 'many', 'detail'], id: record.id }) },
    );
  const button = (
    <Button
      size="small"
      loading={mutation.isPending}
      onClick={action.confirm ? undefined : run}
      data-row-action={action.action}
      data-row={index}
    >
      {label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm title={t('crud.confirmAction', { action: label })} okText={label} cancelText={t('crud.cancel')} onConfirm={run}>
      {button}
    </Popconfirm>
  );
}

/** The buttons of the actions this user may run on this row now; nothing when there are none. */
export function RowActionButtons(props: Props) {
  const allowed = (props.table.rowActions ?? []).filter(
    (a) => decideRowAction(getAccess(), props.schema, a, props.record, props.row).allowed,
  );
  if (!allowed.length) return null;
  return (
    <Space size="small">
      {allowed.map((a) => (
        <RowActionButton key={a.action} {...props} action={a} />
      ))}
    </Space>
  );
}
