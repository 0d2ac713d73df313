/**
 * The accounts panel (issue 38): on the show page of the schema whose records are the accounts that sign in
 * (`accounts: true`, the `users` schema), a button that issues a one-time sign-in code (POST auth/accounts/:id/code)
 * for a new hire or a person who forgot their password. Shown to whoever may edit the account (the show page's own
 * rule for its Edit button). It asks first (issuing signs the account out everywhere), then shows the code once, with
 * its expiry and a copy button: the server keeps no readable copy, and the person must choose a new password at
 * sign-in.
 */
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import { useCustomMutation, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import { App, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { apiUrl } from '../../api/client';
import { errorText } from '../../http/errors';
import { formatDateTime } from '../../i18n/dates';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useAllowed } from '../access';
import { useLang } from '../useLang';

/** Whether a schema's records are the accounts that sign in (`accounts: true`, src/schema/meta/meta.ts). */
export const isAccountsSchema = (schema: ResourceSchema): boolean => schema.accounts === true;

interface IssuedCode {
  code: string;
  expiresAt: string;
}

interface Props {
  schema: ResourceSchema;
  id: BaseKey;
  record: BaseRecord;
}

export function AccountCodeButton({ schema, id, record }: Props) {
  const { t, lang } = useLang();
  const { modal, message } = App.useApp();
  const canEdit = useAllowed(schema.name, 'edit', { id, record });
  const { mutateAsync, mutation } = useCustomMutation<{ data: IssuedCode }, HttpError>();
  const [issued, setIssued] = useState<IssuedCode | null>(null);
  if (!isAccountsSchema(schema) || !canEdit) return null;
  const name = String(record[schema.titleField] ?? id);

  const issue = async () => {
    try {
      const answer = await mutateAsync({
        url: apiUrl('accountCode', { id: String(id) }),
        method: 'post',
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      setIssued(answer.data.data);
    } catch (error) {
      void message.error(`${t('accounts.failed')}: ${errorText(error)}`);
    }
  };
  const ask = () =>
    modal.confirm({
      title: t('accounts.confirmTitle', { name }),
      content: t('accounts.confirmText'),
      okText: t('accounts.confirmOk'),
      cancelText: t('accounts.cancel'),
      onOk: issue,
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued?.code ?? '');
      void message.success(t('accounts.copied'));
    } catch {
      void message.warning(t('accounts.copyFailed'));
    }
  };

  return (
    <>
      <Button icon={<KeyOutlined />} onClick={ask} loading={mutation.isPending}>
        {t('accounts.issue')}
      </Button>
      <Modal
        open={issued !== null}
        title={t('accounts.codeTitle', { name })}
        onCancel={() => setIssued(null)}
        // Closed, the code is gone from the page: nothing keeps it.
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setIssued(null)}>
            {t('accounts.close')}
          </Button>
        }
      >
        {issued && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Paragraph strong style={{ margin: 0 }}>
              {t('accounts.shownOnce')}
            </Typography.Paragraph>
            <Space wrap>
              <code
                data-testid="one-time-code"
                dir="ltr"
                style={{ fontSize: 22, letterSpacing: 2, userSelect: 'all', padding: '4px 8px' }}
              >
                {issued.code}
              </code>
              <Button onClick={() => void copy()}>{t('accounts.copy')}</Button>
            </Space>
            <Typography.Text>
              {t('accounts.validUntil')} <bdi dir="ltr">{formatDateTime(issued.expiresAt, lang)}</bdi>
            </Typography.Text>
            <Typography.Paragraph style={{ margin: 0 }}>{t('accounts.howTo')}</Typography.Paragraph>
          </Space>
        )}
      </Modal>
    </>
  );
}
