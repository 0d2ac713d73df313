/**
 * A stock adjustment with its reason: POST stockMovements { type: "adjustment" }, checked by that schema (the
 * reason is required there too, and the stock may not go below 0: its message is shown as the server gives it).
 */
import { useCreate } from '@refinedev/core';
import { Alert, Form, Input, Modal } from 'antd';
import { NumberBox } from '../../src/crud/fields/NumberBox';
import { readingMessage } from '../../src/schema/records/number-text';
import { useState } from 'react';
import { errorText } from '../../src/http/errors';
import { bangkokDate } from '../../src/schema/expression/date-math';
import type { PosProduct } from './cart';
import { usePosText } from './i18n';

interface Values {
  quantity: number | null;
  reason: string;
}

export function AdjustModal({
  product,
  onClose,
  onDone,
}: {
  product: PosProduct | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, lang } = usePosText();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  // Refine refreshes the stockMovements lists (the movements drawer); the stock page refreshes its products.
  const { mutateAsync: create, mutation } = useCreate({
    resource: 'stockMovements',
    successNotification: false,
    errorNotification: false,
  });

  const save = async () => {
    if (!product) return;
    const values = await form.validateFields();
    setError(null);
    try {
      await create({
        values: {
          date: bangkokDate(Date.now()),
          product: product.id,
          type: 'adjustment',
          quantity: values.quantity,
          reason: values.reason.trim(),
        },
      });
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Modal
      open={product !== null}
      title={product ? t('adjustOf', { name: product.name }) : ''}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void save()}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (!open) return;
        form.resetFields();
        setError(null);
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ quantity: null, reason: '' }}>
        <Form.Item
          name="quantity"
          label={t('change')}
          rules={[
            {
              // What is not a whole number is named as such; an empty box or 0 changes nothing.
              validator: (_, v) =>
                typeof v === 'number' && v !== 0
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        (typeof v === 'string' && readingMessage({ integer: true }, v, lang, t('change'))) || t('changeRequired'),
                      ),
                    ),
            },
          ]}
        >
          <NumberBox rules={{ integer: true }} autoFocus />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </Modal>
  );
}
