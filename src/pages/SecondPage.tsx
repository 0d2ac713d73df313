/** /second-page (../shared/spec/staff-app-spec.md §2): a plain page inside the default layout, with a short guide to getting around. */
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ThunderboltOutlined from '@ant-design/icons/es/icons/ThunderboltOutlined';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const TIPS = [
  { key: 'search', icon: <SearchOutlined /> },
  { key: 'shortcuts', icon: <ThunderboltOutlined /> },
  { key: 'prefs', icon: <SettingOutlined /> },
] as const;

export default function SecondPage() {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('site.second.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('site.second.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {TIPS.map(({ key, icon }) => (
          <Col key={key} xs={24} md={8}>
            <Card
              title={
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  <span aria-hidden style={{ marginInlineEnd: 8 }}>
                    {icon}
                  </span>
                  {t(`site.second.${key}Title`)}
                </Typography.Title>
              }
              style={{ height: '100%' }}
            >
              <Typography.Paragraph style={{ margin: 0 }}>{t(`site.second.${key}Text`)}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
