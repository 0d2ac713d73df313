/**
 * settingLimit: the two Super Heart limits of the system settings, written through systemSettings' own rules
 * (HR and Admin may write these two fields; the rest of the settings stay the Admin's).
 */
import { useUpdate } from '@refinedev/core';
import { Alert, Button, Form, Space, Typography, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { useInvalidateCustom } from '../../src/crud/customQueries';
import { SETTINGS_URL, useSettingsQuery } from '../../src/crud/master-data/useBoundSchema';
import { NumberBox } from '../../src/crud/fields/NumberBox';
import { errorText } from '../../src/http/errors';
import { formatMessage } from '../../src/schema/meta/messages';
import { readingMessage } from '../../src/schema/records/number-text';
import type { Row } from './api';
import { useCorevalueText } from './i18n';

const COUNT = { integer: true, unsigned: true } as const;

/** A limit is empty (no limit) or a whole number up to `max`; what is not one is said beside the box, never clamped. */
const limitRule =
  (label: string, max: number, lang: string): FormRule =>
  () => ({
    validator: (_, v: unknown) => {
      const problem =
        typeof v === 'string'
          ? readingMessage(COUNT, v, lang, label)
          : typeof v === 'number' && v > max
            ? formatMessage('max', lang, label, max)
            : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

interface Limits {
  heartsPerMonth: number | null;
  heartsPerYear: number | null;
}

export function LimitSetting({ notify }: { notify: (title: string) => void }) {
  const { t, lang } = useCorevalueText();
  const { query, result } = useSettingsQuery();
  const settings = (result.data.data as Row | undefined) ?? null;
  const [saveError, setSaveError] = useState<string | null>(null);
  const error = saveError ?? (query.isError ? errorText(query.error) : null);
  const [form] = Form.useForm<Limits>();
  // The settings are written whole (PUT), and every screen reading them (GET settings) asks again.
  const { mutateAsync: update, mutation } = useUpdate<Row>({
    resource: 'systemSettings',
    meta: { method: 'put' },
    successNotification: false,
    errorNotification: false,
  });
  const invalidateCustom = useInvalidateCustom();

  useEffect(() => {
    if (settings)
      form.setFieldsValue({
        heartsPerMonth: (settings.heartsPerMonth as number) ?? null,
        heartsPerYear: (settings.heartsPerYear as number) ?? null,
      });
  }, [settings, form]);

  const save = async (values: Limits) => {
    if (!settings) return;
    setSaveError(null);
    try {
      await update({
        id: settings.id,
        values: {
          ...settings,
          heartsPerMonth: values.heartsPerMonth ?? null,
          heartsPerYear: values.heartsPerYear ?? null,
        },
      });
      void invalidateCustom(SETTINGS_URL);
      notify(t('saved'));
    } catch (e) {
      setSaveError(errorText(e));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 420 }} data-testid="limit-setting">
      <Typography.Paragraph type="secondary">{t('limitIntro')}</Typography.Paragraph>
      <Form.Item name="heartsPerMonth" label={t('perMonth')} rules={[limitRule(t('perMonth'), 1000, lang)]}>
        <NumberBox rules={COUNT} />
      </Form.Item>
      <Form.Item name="heartsPerYear" label={t('perYear')} rules={[limitRule(t('perYear'), 10000, lang)]}>
        <NumberBox rules={COUNT} />
      </Form.Item>
      {error && <Alert type="error" showIcon message={t('notSaved')} description={error} style={{ marginBottom: 16 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={!settings}>
          {t('save')}
        </Button>
      </Space>
    </Form>
  );
}
