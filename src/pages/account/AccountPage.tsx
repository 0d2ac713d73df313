/**
 * /account, under the user menu (issue 38): change one's password, and see and sign out one's signed-in sessions.
 * Every signed-in user, inside the layout; no menu entry or screen declaration (the user's own account only).
 */
import { useNotification } from '@refinedev/core';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../api/client';
import { useInvalidateCustom } from '../../crud/customQueries';
import { PasswordForm } from './PasswordForm';
import { SessionsCard } from './SessionsCard';

export default function AccountPage() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const invalidate = useInvalidateCustom();
  // A new password signs out every other session: the list shows what is left.
  const onChanged = () => {
    open?.({ type: 'success', message: t('account.changed') });
    void invalidate(apiUrl('sessions'));
  };
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('account.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={9}>
          <Card
            title={
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                {t('account.passwordTitle')}
              </Typography.Title>
            }
          >
            <PasswordForm saveLabel={t('account.save')} onChanged={onChanged} />
          </Card>
        </Col>
        <Col xs={24} xxl={15}>
          <SessionsCard />
        </Col>
      </Row>
    </div>
  );
}
