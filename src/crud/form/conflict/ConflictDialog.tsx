/**
 * The edit form's answer to a save refused because someone changed the record after it was opened (412): who
 * changed which fields, when, and each such field's saved value beside the user's. The user chooses: keep mine
 * (save again over the new version: their values stay where only they changed a field) or take theirs (their
 * values go into the form, to check and save). Until then the typed values stay as they are.
 */
import { Alert, Button, Modal, Table, Tag, Typography } from 'antd';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formatDateTime } from '../../../i18n/dates';
import { fieldLabel } from '../../../schema/meta/describe';
import type { ResourceSchema } from '../../../schema/meta/meta';
import { displayText } from '../../fields/format';
import { useLang } from '../../useLang';
import { conflictRows, valuesToTake, type ConflictRow } from './conflict';
import type { EditConflict } from './useEditConflict';

interface Props {
  schema: ResourceSchema;
  control: EditConflict;
  form: Pick<UseFormReturn<FieldValues>, 'getValues' | 'setValue'>;
  /** Saves the form (keep mine). */
  onSave: () => void;
}

export function ConflictDialog({ schema, control, form, onSave }: Props) {
  const { t, lang } = useLang();
  const { conflict } = control;
  if (!conflict) return null;
  const opened = control.opened() ?? {};
  const rows = conflictRows(schema, opened, conflict.current, form.getValues() as Record<string, unknown>);
  const labelOf = (name: string) => {
    const f = schema.fields.find((x) => x.name === name);
    return f ? fieldLabel(f, lang) : name;
  };
  const text = (row: ConflictRow, value: unknown) => displayText(row.field, value, { schema, lang }) || '—';

  const take = (keepMine: boolean) => {
    for (const [name, value] of valuesToTake(rows, keepMine)) form.setValue(name, value, { shouldDirty: true });
    control.resolve();
    if (keepMine) onSave();
  };

  return (
    <Modal
      open
      title={t('conflict.title')}
      onCancel={control.dismiss}
      width={640}
      data-testid="conflict-dialog"
      footer={[
        <Button key="theirs" onClick={() => take(false)} data-testid="conflict-take-theirs">
          {t('conflict.takeTheirs')}
        </Button>,
        <Button key="mine" type="primary" onClick={() => take(true)} data-testid="conflict-keep-mine">
          {t('conflict.keepMine')}
        </Button>,
      ]}
    >
      <ul style={{ paddingInlineStart: 20, marginTop: 0 }} data-testid="conflict-changes">
        {conflict.changes.map((c, i) => {
          const name = c.by.name || c.by.username || t('conflict.someone');
          const time = c.at ? formatDateTime(c.at, lang) : '';
          return (
            <li key={`${c.at}-${i}`}>
              {c.fields.length
                ? t('conflict.changedBy', { name, time, fields: c.fields.map(labelOf).join(', ') })
                : t('conflict.changedByNoFields', { name, time })}
            </li>
          );
        })}
      </ul>
      {rows.length > 0 && (
        <Table<ConflictRow>
          size="small"
          pagination={false}
          rowKey={(r) => r.field.name}
          dataSource={rows}
          scroll={{ x: true }}
          columns={[
            { key: 'field', title: t('conflict.field'), render: (_, r) => fieldLabel(r.field, lang) },
            { key: 'theirs', title: t('conflict.theirs'), render: (_, r) => text(r, r.theirs) },
            {
              key: 'mine',
              title: t('conflict.mine'),
              render: (_, r) => (
                <>
                  {text(r, r.mine)}
                  {r.bothChanged && (
                    <Tag color="warning" style={{ marginInlineStart: 8 }}>
                      {t('conflict.bothChanged')}
                    </Tag>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 12 }}
        message={<Typography.Text>{t('conflict.explain')}</Typography.Text>}
      />
    </Modal>
  );
}
