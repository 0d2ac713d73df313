/** Not-found and not-authorized pages (blank layout, public). */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { error } = useParams();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={t('pages.notFound.title')}
      subTitle={t('pages.notFound.text', { path: error ? `/${error}` : pathname })}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('pages.notFound.back')}
        </Button>
      }
    />
  );
}

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('pages.notAuthorized.title')}
      subTitle={t('pages.notAuthorized.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('pages.notAuthorized.back')}
        </Button>
      }
    />
  );
}
