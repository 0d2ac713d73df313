/**
 * The sign-in card (blank layout). Wrong credentials, and a disabled account, show their message inline; too many
 * failures say when to try again. Drawn by the app's login route (../LoginPage.tsx, through Refine) and, for a visitor
 * who starts signed out on the login page, before the app has loaded at all (./SignInEntry.tsx): how it signs in is
 * the caller's.
 */
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { Alert, Button, Form, Input, Layout, Space, theme, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/LanguageSwitch';

export interface Credentials {
  username: string;
  password: string;
}

/** What a sign-in answers (Refine's AuthActionResponse, as providers/auth.ts fills it). */
export interface SignInResult {
  success: boolean;
  reason?: string;
  minutes?: number;
}

export function LoginCard({
  signIn,
  registerLink,
}: {
  signIn: (values: Credentials) => Promise<SignInResult>;
  /** The link to the registration page, around its label. */
  registerLink: (label: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const failureText = ({ reason, minutes }: SignInResult) =>
    reason === 'invalid'
      ? t('login.invalid')
      : reason === 'disabled'
        ? t('login.disabled')
        : reason === 'throttled'
          ? t('login.throttled', { count: minutes ?? 15 })
          : t('messages.server');

  const onFinish = async (values: Credentials) => {
    setFailure(null);
    setPending(true);
    try {
      const result = await signIn(values);
      setFailure(result.success ? null : failureText(result));
    } catch {
      setFailure(t('messages.server'));
    } finally {
      setPending(false);
    }
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
            {t('site.login.noAccount')} {registerLink(t('site.login.register'))}
          </Typography.Text>
        </Space>
      </section>
    </Layout>
  );
}
