/**
 * The form that changes the signed-in user's password (POST auth/password), on the account page and on the page that
 * follows a sign-in with a one-time code: current (or the code), new and confirm. The rule of src/access/passwords.ts
 * shows beside the new password as it is typed, and the server's refusal beside its field, in the reader's language.
 */
import { useCustomMutation, useGetIdentity, type HttpError } from '@refinedev/core';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../access';
import { apiUrl } from '../../api/client';
import { HttpStatusError } from '../../http/errors';
import { newPasswordText, ruleText, serverFieldErrors } from './password-form';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

interface Props {
  /** Signed in with a one-time code: the first field asks for the code (or the current password). */
  withCode?: boolean;
  /** The save button's words. */
  saveLabel: string;
  /** After the server took the new password, with the user as it now answers. */
  onChanged: (user: UserData | null) => void | Promise<void>;
}

export function PasswordForm({ withCode = false, saveLabel, onChanged }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { data: user } = useGetIdentity<UserData>();
  const { mutateAsync, mutation } = useCustomMutation<{ data?: { userData?: UserData } }, HttpError>();
  const [failure, setFailure] = useState<string | null>(null);
  const who = { username: user?.username, fullName: user?.fullName };

  const onFinish = async ({ currentPassword, newPassword }: Values) => {
    setFailure(null);
    try {
      const answer = await mutateAsync({
        url: apiUrl('password'),
        method: 'post',
        values: { currentPassword, newPassword },
        successNotification: false,
        errorNotification: false,
      });
      form.resetFields();
      await onChanged(answer.data?.data?.userData ?? null);
    } catch (error) {
      const fields = serverFieldErrors(error instanceof HttpStatusError ? error.data : null, t);
      const named = Object.entries(fields).map(([name, message]) => ({ name, errors: [message] }));
      if (named.length > 0) form.setFields(named as Parameters<typeof form.setFields>[0]);
      else
        setFailure(
          error instanceof Error && error.message ? `${t('account.changeFailed')}: ${error.message}` : t('account.changeFailed'),
        );
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} style={{ maxWidth: 480 }}>
      {failure && <Alert type="error" showIcon message={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item
        name="currentPassword"
        label={t(withCode ? 'account.currentOrCode' : 'account.current')}
        rules={[{ required: true, message: t(withCode ? 'account.codeRequired' : 'account.currentRequired') }]}
      >
        <Input.Password autoComplete={withCode ? 'one-time-code' : 'current-password'} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account.newPassword')}
        extra={ruleText(t)}
        dependencies={['currentPassword']}
        rules={[
          { required: true, message: t('account.newRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              const problem = newPasswordText(value ?? '', { ...who, current: getFieldValue('currentPassword') as string }, t);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('account.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('account.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        {saveLabel}
      </Button>
    </Form>
  );
}
