/**
 * /dialogsBC (../shared/spec/staff-app-spec.md §2: the dialogs screen): the kinds of dialog the back office uses, each one working by
 * keyboard (antd's Modal keeps the focus inside while open, closes on Esc and gives the focus back to the button
 * that opened it): a confirmation before something final, a short form in a dialog, an information box, and a
 * longer dialog that fills the screen on a phone. What the last one ended with is announced below the cards.
 */
import { App, Button, Card, Col, Form, Grid, Input, Modal, Row, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { useTranslation } from 'react-i18next';

interface Question {
  subject: string;
  message?: string;
}

function DialogCard({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <Col xs={24} md={12} xl={6}>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {title}
          </Typography.Title>
        }
        style={{ height: '100%' }}
      >
        <Typography.Paragraph>{text}</Typography.Paragraph>
        {children}
      </Card>
    </Col>
  );
}

export default function DialogsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const phone = Grid.useBreakpoint().sm === false;
  const [result, setResult] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [fullOpen, setFullOpen] = useState(false);
  const [form] = Form.useForm<Question>();
  // The dialog takes the focus as it opens; the first field then gets it.
  const subjectRef = useRef<InputRef>(null);

  const confirm = () =>
    modal.confirm({
      title: t('site.dialogs.confirmQuestion'),
      content: t('site.dialogs.confirmDetail'),
      okText: t('site.dialogs.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('site.dialogs.cancel'),
      autoFocusButton: 'cancel',
      onOk: () => setResult(t('site.dialogs.confirmDone')),
      onCancel: () => setResult(t('site.dialogs.confirmKept')),
    });

  const info = () =>
    modal.info({
      title: t('site.dialogs.infoHeading'),
      content: t('site.dialogs.infoBody'),
      onOk: () => setResult(t('site.dialogs.infoSeen')),
    });

  const send = async () => {
    const values = await form.validateFields();
    setFormOpen(false);
    setResult(t('site.dialogs.sent', { subject: values.subject.trim() }));
  };

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('site.dialogs.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('site.dialogs.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <DialogCard title={t('site.dialogs.confirmTitle')} text={t('site.dialogs.confirmText')}>
          <Button danger onClick={confirm}>
            {t('site.dialogs.confirmOpen')}
          </Button>
        </DialogCard>
        <DialogCard title={t('site.dialogs.formTitle')} text={t('site.dialogs.formText')}>
          <Button type="primary" onClick={() => setFormOpen(true)}>
            {t('site.dialogs.formOpen')}
          </Button>
        </DialogCard>
        <DialogCard title={t('site.dialogs.infoTitle')} text={t('site.dialogs.infoText')}>
          <Button onClick={info}>{t('site.dialogs.infoOpen')}</Button>
        </DialogCard>
        <DialogCard title={t('site.dialogs.fullTitle')} text={t('site.dialogs.fullText')}>
          <Button onClick={() => setFullOpen(true)}>{t('site.dialogs.fullOpen')}</Button>
        </DialogCard>
      </Row>
      <Typography.Paragraph role="status" aria-live="polite" style={{ marginTop: 24 }}>
        {t('site.dialogs.result', { text: result ?? t('site.dialogs.none') })}
      </Typography.Paragraph>

      <Modal
        open={formOpen}
        title={t('site.dialogs.formHeading')}
        okText={t('site.dialogs.send')}
        cancelText={t('site.dialogs.cancel')}
        onOk={() => void send().catch(() => undefined)}
        onCancel={() => setFormOpen(false)}
        destroyOnHidden
        afterOpenChange={(opened) => opened && subjectRef.current?.focus()}
      >
        <Form<Question> form={form} layout="vertical" preserve={false} onFinish={() => void send()}>
          <Form.Item
            name="subject"
            label={t('site.dialogs.subject')}
            rules={[{ required: true, whitespace: true, message: t('site.dialogs.subjectRequired') }]}
          >
            <Input ref={subjectRef} maxLength={120} />
          </Form.Item>
          <Form.Item name="message" label={t('site.dialogs.message')}>
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={fullOpen}
        title={t('site.dialogs.fullHeading')}
        onCancel={() => setFullOpen(false)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              setFullOpen(false);
              setResult(t('site.dialogs.fullRead'));
            }}
          >
            {t('site.dialogs.fullClose')}
          </Button>
        }
        width={phone ? '100vw' : 640}
        style={phone ? { top: 0, margin: 0, maxWidth: '100vw', padding: 0 } : undefined}
        styles={phone ? { content: { minHeight: '100vh', borderRadius: 0 } } : undefined}
      >
        {(['fullBody1', 'fullBody2', 'fullBody3'] as const).map((k) => (
          <Typography.Paragraph key={k}>{t(`site.dialogs.${k}`)}</Typography.Paragraph>
        ))}
      </Modal>
    </div>
  );
}
