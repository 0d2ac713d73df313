/**
 * Registration (../shared/spec/staff-app-spec.md §2: /register, public, blank layout, only for signed-out visitors). A visitor gives
 * name, username, email and password (twice), each with its rule beside it (src/access/register.ts, the rules the
 * server checks too); the server creates a Guest account (POST auth/register), then the page signs in with it and
 * Refine sends the guest where ../shared/spec/staff-app-spec.md §6 says (the job application). The server's field errors land on their
 * fields; a taken username and too many attempts say so in words.
 */
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { useLogin } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Layout, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordStrongEnough, REGISTER_RULES } from '../access/register';
import { HttpStatusError } from '../http/errors';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { apiUrl, request } from '../api/client';

interface Values {
  fullName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELDS: (keyof Values)[] = ['fullName', 'username', 'email', 'password', 'confirmPassword'];
const INVALID: Record<keyof Values, string> = {
  fullName: 'site.register.invalidFullName',
  username: 'site.register.invalidUsername',
  email: 'site.register.invalidEmail',
  password: 'site.register.invalidPassword',
  confirmPassword: 'site.register.mismatch',
};

export default function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate: login } = useLogin<{ username: string; password: string }>();
  const R = REGISTER_RULES;

  const onFinish = async (values: Values) => {
    setFailure(null);
    setBusy(true);
    try {
      await request(apiUrl('register'), { method: 'POST', body: values, retries: 0 });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof HttpStatusError)) return setFailure(t('site.register.failed'));
      const body = (error.data ?? {}) as { errors?: Record<string, string>; retryAfter?: number };
      if (error.status === 429)
        return setFailure(t('site.register.throttled', { count: Math.max(1, Math.ceil((body.retryAfter ?? 900) / 60)) }));
      if (error.status === 409) {
        form.setFields([{ name: 'username', errors: [t('site.register.taken')] }]);
        return form.focusField('username');
      }
      const bad = FIELDS.filter((f) => body.errors?.[f]);
      if (error.status === 400 && bad.length) {
        form.setFields(bad.map((f) => ({ name: f, errors: [t(INVALID[f])] })));
        return form.focusField(bad[0]!);
      }
      return setFailure(t('site.register.failed'));
    }
    setFailure(null);
    // Signed in as the new guest, Refine goes where the login says: the guest's landing page (../shared/spec/staff-app-spec.md §6).
    login(
      { username: values.username.trim(), password: values.password },
      { onSettled: () => setBusy(false), onError: () => setFailure(t('site.register.failed')) },
    );
  };

  const help = (key: string) => <Typography.Text type="secondary">{t(key)}</Typography.Text>;

  return (
    <Layout style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: 'min(460px, 100%)' }}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 12 }}>
            <div>
              <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
                {t('site.register.title')}
              </Typography.Title>
              <Typography.Text type="secondary">{t('site.register.subtitle')}</Typography.Text>
            </div>
            <LanguageSwitch />
          </div>
          {failure && <Alert type="error" showIcon message={failure} role="alert" />}
          <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false} scrollToFirstError>
            <Form.Item
              name="fullName"
              label={t('site.register.fullName')}
              extra={help('site.register.fullNameHelp')}
              rules={[
                { required: true, whitespace: true, message: t('site.register.invalidFullName') },
                { min: R.fullName.min, max: R.fullName.max, message: t('site.register.invalidFullName') },
              ]}
            >
              <Input prefix={<UserOutlined />} autoComplete="name" autoFocus maxLength={R.fullName.max} />
            </Form.Item>
            <Form.Item
              name="username"
              label={t('site.register.username')}
              extra={help('site.register.usernameHelp')}
              rules={[
                { required: true, message: t('site.register.invalidUsername') },
                { min: R.username.min, max: R.username.max, message: t('site.register.invalidUsername') },
                { pattern: R.username.pattern, message: t('site.register.invalidUsername') },
              ]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" maxLength={R.username.max} />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('site.register.email')}
              extra={help('site.register.emailHelp')}
              rules={[
                { required: true, message: t('site.register.invalidEmail') },
                { pattern: R.email.pattern, max: R.email.max, message: t('site.register.invalidEmail') },
              ]}
            >
              <Input prefix={<MailOutlined />} type="email" autoComplete="email" maxLength={R.email.max} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('site.register.password')}
              extra={help('site.register.passwordHelp')}
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    v && passwordStrongEnough(v)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('site.register.invalidPassword'))),
                },
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={R.password.max} />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('site.register.confirmPassword')}
              extra={help('site.register.confirmHelp')}
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, v: string | undefined) =>
                    v && v === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('site.register.mismatch'))),
                }),
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={R.password.max} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('site.register.submit')}
            </Button>
          </Form>
          <Typography.Text>
            {t('site.register.haveAccount')}{' '}
            <Link to="/login" className="app-inline-link">
              {t('site.register.signIn')}
            </Link>
          </Typography.Text>
        </Space>
      </Card>
    </Layout>
  );
}
