/** Sign-in (blank layout). Wrong credentials show the spec's message inline; too many failures say when to try again. */
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { useLogin } from '@refinedev/core';
import { Alert, Button, Form, Input, Layout, Space, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../shell/LanguageSwitch';

interface Credentials {
  username: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: login, isPending } = useLogin<Credentials>();
  const failureText = ({ reason, minutes }: { reason?: string; minutes?: number }) =>
    reason === 'invalid'
      ? t('login.invalid')
      : reason === 'throttled'
        ? t('login.throttled', { count: minutes ?? 15 })
        : t('messages.server');

  const onFinish = (values: Credentials) => {
    setFailure(null);
    login(values, {
      onSuccess: (data) => setFailure(data.success ? null : failureText(data as { reason?: string; minutes?: number })),
      onError: () => setFailure(t('messages.server')),
    });
  };

  return (
    <Layout style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      {/* A card's look without antd's Card, whose tabs and their overflow menu would double the login page's download (issue 28). */}
      <section
        style={{
          width: 'min(400px, 100%)',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start' }}>
            <div>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {t('login.title')}
              </Typography.Title>
              <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
            </div>
            <LanguageSwitch />
          </div>
          {failure && <Alert type="error" showIcon message={failure} role="alert" />}
          <Form<Credentials> layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, message: t('login.usernameRequired') }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isPending}>
              {t('login.submit')}
            </Button>
          </Form>
          <Typography.Text>
            {t('site.login.noAccount')}{' '}
            <Link to="/register" className="app-inline-link">
              {t('site.login.register')}
            </Link>
          </Typography.Text>
        </Space>
      </section>
    </Layout>
  );
}
