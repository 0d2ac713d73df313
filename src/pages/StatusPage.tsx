/**
 * The error pages of ../shared/spec/staff-app-spec.md §2, §8: 401 (sign in), 403 (not authorized), 404 (not found) and 500 (server
 * error), each saying what happened, what to do and offering a way back. They sit inside the default layout for a
 * signed-in user (the menu stays: ./StatusFrame.tsx) and on a blank page otherwise; colours come from the theme's
 * tokens, so they read in dark mode too.
 */
import { Button, Result, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { getUser, sessionState } from '../providers/session';

interface StatusProps {
  status: '403' | '404' | '500' | 'warning';
  code: number;
  title: string;
  text: string;
  hint: string;
  actions: ReactNode;
}

function StatusResult({ status, code, title, text, hint, actions }: StatusProps) {
  const { t } = useTranslation();
  return (
    <Result
      status={status}
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      subTitle={
        <Space direction="vertical" size={4}>
          <Typography.Text type="secondary">{t('site.errors.code', { code })}</Typography.Text>
          <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>
          <Typography.Paragraph style={{ margin: 0 }}>{hint}</Typography.Paragraph>
        </Space>
      }
      extra={<Space wrap>{actions}</Space>}
    />
  );
}

const signedIn = (): boolean => sessionState() === 'valid' && getUser() !== null;

/** Home (sign-in when signed out) and back, when there is a page to go back to, under `backLabel`. */
function WayBack({ backLabel }: { backLabel?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  const home = (
    <Button key="home" type={backLabel ? 'default' : 'primary'} onClick={() => navigate(signedIn() ? '/' : '/login')}>
      {signedIn() ? t('site.errors.home') : t('site.errors.signIn')}
    </Button>
  );
  if (!canGoBack) return home;
  const back = (
    <Button key="back" type={backLabel ? 'primary' : 'default'} onClick={() => navigate(-1)}>
      {backLabel ?? t('site.errors.back')}
    </Button>
  );
  return <>{backLabel ? [back, home] : [home, back]}</>;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const { error } = useParams();
  const { pathname } = useLocation();
  return (
    <StatusResult
      status="404"
      code={404}
      title={t('site.errors.notFoundTitle')}
      text={t('site.errors.notFoundText', { path: error ? `/${error}` : pathname })}
      hint={t('site.errors.notFoundHint')}
      actions={<WayBack />}
    />
  );
}

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="403"
      code={403}
      title={t('site.errors.notAuthorizedTitle')}
      text={t('site.errors.notAuthorizedText')}
      hint={t('site.errors.notAuthorizedHint')}
      actions={<WayBack />}
    />
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusResult
      status="warning"
      code={401}
      title={t('site.errors.unauthorizedTitle')}
      text={t('site.errors.unauthorizedText')}
      hint={t('site.errors.unauthorizedHint')}
      actions={
        <Button type="primary" onClick={() => navigate(signedIn() ? '/' : '/login')}>
          {signedIn() ? t('site.errors.home') : t('site.errors.signIn')}
        </Button>
      }
    />
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="500"
      code={500}
      title={t('site.errors.serverTitle')}
      text={t('site.errors.serverText')}
      hint={t('site.errors.serverHint')}
      actions={<WayBack backLabel={t('site.errors.retry')} />}
    />
  );
}
