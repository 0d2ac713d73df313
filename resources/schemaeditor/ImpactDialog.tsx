/**
 * A 409's impact before saving: each change with the records it touches; a new required field asks for the default
 * existing records get (written into the field's `default`), a loss asks to be confirmed (the save goes with
 * `confirm=1`). A revert takes no defaults: one needing a default is said so, and the editor is the way.
 */
import { Alert, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Impact } from './api';
import { plainPath } from './errors';
import { useSchemaEditorText } from './i18n';

interface Props {
  impact: Impact[] | null;
  /** Defaults may be given (a save); false for a revert. */
  allowDefaults: boolean;
  onCancel: () => void;
  /** Save again with these defaults (field name -> typed value) and, when a loss was listed, confirmed. */
  onAccept: (defaults: Record<string, string>, confirm: boolean) => void;
}

const needsDefault = (i: Impact) => i.needs === 'default';

export function ImpactDialog({ impact, allowDefaults, onCancel, onAccept }: Props) {
  const { t } = useSchemaEditorText();
  const [defaults, setDefaults] = useState<Record<string, string>>({});
  const list = impact ?? [];
  const missing = list.some((i) => needsDefault(i) && (!allowDefaults || !(defaults[i.field ?? ''] ?? '').trim()));
  const confirm = list.some((i) => !needsDefault(i));
  return (
    <Modal
      open={impact !== null}
      title={t('impactTitle')}
      okText={confirm ? t('impactConfirm') : t('impactApply')}
      okButtonProps={{ disabled: missing, danger: confirm }}
      cancelText={t('cancel')}
      onCancel={onCancel}
      onOk={() => onAccept(defaults, confirm)}
      destroyOnHidden
      width={640}
    >
      <Typography.Paragraph>{t('impactIntro')}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={list}
        renderItem={(i) => (
          <List.Item>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Tag color={needsDefault(i) ? 'gold' : 'red'}>{i.kind}</Tag>
                <Typography.Text strong>{t('impactCount', { count: i.count })}</Typography.Text>
                <Typography.Text code>{plainPath(i.path)}</Typography.Text>
              </Space>
              <Typography.Text>{i.message}</Typography.Text>
              {needsDefault(i) && allowDefaults && (
                <Input
                  aria-label={t('impactDefaultFor', { field: i.field ?? '' })}
                  placeholder={t('impactDefaultFor', { field: i.field ?? '' })}
                  value={defaults[i.field ?? ''] ?? ''}
                  onChange={(e) => setDefaults({ ...defaults, [i.field ?? '']: e.target.value })}
                />
              )}
            </Space>
          </List.Item>
        )}
      />
      {confirm && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('impactLoss')} />}
      {!allowDefaults && list.some(needsDefault) && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={t('impactNoDefaultOnRevert')} />
      )}
    </Modal>
  );
}
