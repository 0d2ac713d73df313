/**
 * settingLimit: the two Super Heart limits of the system settings, written through systemSettings' own rules
 * (HR and Admin may write these two fields; the rest of the settings stay the Admin's).
 */
import { Alert, Button, Form, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../src/http/errors';
import { getSettings, update, type Row } from './api';
import { useCorevalueText } from './i18n';

interface Limits {
  heartsPerMonth: number | null;
  heartsPerYear: number | null;
}

export function LimitSetting({ notify }: { notify: (title: string) => void }) {
  const { t } = useCorevalueText();
  const [settings, setSettings] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Limits>();

  useEffect(() => {
    getSettings()
      .then((s) => {
        setSettings(s);
        form.setFieldsValue({
          heartsPerMonth: (s.heartsPerMonth as number) ?? null,
          heartsPerYear: (s.heartsPerYear as number) ?? null,
        });
      })
      .catch((e) => setError(errorText(e)));
  }, [form]);

  const save = async (values: Limits) => {
    if (!settings) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await update('systemSettings', settings.id, {
        ...settings,
        heartsPerMonth: values.heartsPerMonth ?? null,
        heartsPerYear: values.heartsPerYear ?? null,
      });
      setSettings(saved);
      notify(t('saved'));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 420 }} data-testid="limit-setting">
      <Typography.Paragraph type="secondary">{t('limitIntro')}</Typography.Paragraph>
      <Form.Item name="heartsPerMonth" label={t('perMonth')}>
        <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="heartsPerYear" label={t('perYear')}>
        <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {error && <Alert type="error" showIcon message={t('notSaved')} description={error} style={{ marginBottom: 16 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!settings}>
          {t('save')}
        </Button>
      </Space>
    </Form>
  );
}
