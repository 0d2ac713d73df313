/**
 * /password (issue 38): a user who signed in with a one-time code (a new account, or an Admin's reset) chooses their
 * own password here before anything else, on a blank page: no menus or access data, which the server refuses until
 * then. The code is asked for again (as the current password). Once saved, the user as the server answers it is
 * stored, the menus and permissions load, and the app goes on to the page asked for (the guard's `to`), else home.
 */
import { useInvalidateAuthStore, useLogout } from '@refinedev/core';
import { Button, Layout, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { UserData } from '../../access';
import { signInTarget } from '../../access/sign-in';
import { homePath, refreshAccessData } from '../../providers/auth';
import { toast } from '../../providers/notification';
import { getUser, sessionState, updateUser } from '../../providers/session';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { PasswordForm } from './PasswordForm';

export default function ForcedPasswordPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { search } = useLocation();
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const { mutate: logout } = useLogout();
  const user = sessionState() === 'valid' ? getUser() : null;
  if (!user) return <Navigate to="/login" replace />;
  // Nothing to choose: the account page is where a password is changed.
  if (!user.mustChangePassword) return <Navigate to="/account" replace />;

  const onChanged = async (answered: UserData | null) => {
    const next: UserData = { ...user, ...answered, mustChangePassword: false };
    updateUser(next);
    toast('success', t('account.forcedDone'));
    await refreshAccessData(next);
    await invalidateAuth();
    navigate(signInTarget(search) ?? homePath(next), { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <main
        style={{
          width: 'min(440px, 100%)',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 8 }}>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {t('account.forcedTitle')}
            </Typography.Title>
            <LanguageSwitch />
          </div>
          <Typography.Paragraph style={{ margin: 0 }}>{t('account.forcedIntro')}</Typography.Paragraph>
          <PasswordForm withCode saveLabel={t('account.forcedSave')} onChanged={onChanged} />
          <Button type="link" onClick={() => logout()} style={{ paddingInline: 0 }}>
            {t('account.signOut')}
          </Button>
        </Space>
      </main>
    </Layout>
  );
}
