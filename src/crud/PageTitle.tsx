/**
 * A generated page's title with its back button beside it (create, edit and show pages). Refine's own back arrow is
 * an antd Button inside the page header's `div role="button"`: an interactive element inside another (WCAG 4.1.2),
 * labelled "back" in English whatever the language. This one is a single labelled button, reached by Tab; the page
 * passes `goBack={false}` so the header draws no second one.
 */
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/es/icons/ArrowRightOutlined';
import { useBack } from '@refinedev/core';
import { Button, ConfigProvider, Space, Typography } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';

export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const back = useBack();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  return (
    <Space size={8} align="center">
      <Button
        type="text"
        icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
        aria-label={t('a11y.back')}
        onClick={() => back()}
      />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </Space>
  );
}
