/**
 * Import from .xlsx, in one dialog: the template and the upload, the progress of reading and checking,
 * the preview with the totals (of records, when the file fills child tables: a record's row and its child
 * rows below count once), then Import (only the ready records), Upload another file, or Cancel.
 */
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { fieldLabel, localize } from '../../schema/meta/describe';
import { childHeader, hasChildColumns, IMPORT_MAX_ROWS, type ImportAnalysis } from '../../schema/import/import';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useSchemaRegistry } from '../SchemaContext';
import { useLang } from '../useLang';
import { failureText } from './api';
import { PreviewTable } from './PreviewTable';
import { downloadTemplate } from './template';
import { useImportFlow } from './useImportFlow';

interface Props {
  schema: ResourceSchema;
  onClose: () => void;
  onImported: () => void;
}

const IGNORED_TEXT = {
  unknown: 'import.ignoredUnknown',
  system: 'import.ignoredSystem',
  readOnly: 'import.ignoredReadOnly',
  duplicate: 'import.ignoredDuplicate',
} as const;

function HeaderNotes({ analysis }: { analysis: ImportAnalysis }) {
  const { t, lang } = useLang();
  const missing = [
    ...analysis.missing.map((f) => fieldLabel(f, lang)),
    ...analysis.missingChildren.map((c) => childHeader(c, lang)),
  ];
  return (
    <>
      {missing.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 8 }} message={t('import.missing', { labels: missing.join(', ') })} />
      )}
      {analysis.ignored.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={analysis.ignored.map((c) => (
            <div key={c.index}>{t(IGNORED_TEXT[c.reason], { header: c.header })}</div>
          ))}
        />
      )}
    </>
  );
}

export function ImportDialog({ schema, onClose, onImported }: Props) {
  const { t, lang } = useLang();
  const registry = useSchemaRegistry();
  const { open } = useNotification();
  const label = localize(schema.pluralLabel, lang);
  const { step, pick, reset, importGood } = useImportFlow(schema, (count) => {
    open?.({ type: 'success', message: t('import.done', { count, label: lang === 'th' ? label : label.toLowerCase() }) });
    onImported();
    onClose();
  });
  const [templateBusy, setTemplateBusy] = useState(false);

  const template = async () => {
    setTemplateBusy(true);
    try {
      await downloadTemplate(schema, registry, lang, t);
    } catch (e) {
      open?.({ type: 'error', message: t('import.failed'), description: failureText(e) });
    } finally {
      setTemplateBusy(false);
    }
  };

  const close = () => {
    reset();
    onClose();
  };

  const preview = step.kind === 'preview' ? step : null;
  const records = preview !== null && hasChildColumns(preview.analysis);
  const footer = [
    <Button key="cancel" onClick={close} disabled={preview?.busy}>
      {t('import.cancel')}
    </Button>,
    ...(preview
      ? [
          <Button key="again" onClick={reset} disabled={preview.busy}>
            {t('import.uploadAgain')}
          </Button>,
          <Button
            key="import"
            type="primary"
            loading={preview.busy}
            disabled={preview.analysis.good === 0}
            onClick={() => void importGood()}
          >
            {t(records ? 'import.importGoodRecords' : 'import.importGood', { count: preview.analysis.good })}
          </Button>,
        ]
      : []),
  ];

  return (
    <Modal
      open
      title={t('import.title', { label: lang === 'th' ? label : label.toLowerCase() })}
      onCancel={close}
      maskClosable={false}
      keyboard={!preview?.busy}
      closable={!preview?.busy}
      width="min(1200px, calc(100vw - 32px))"
      footer={footer}
      destroyOnHidden
    >
      {step.kind === 'choose' && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('import.intro')}</Typography.Paragraph>
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={templateBusy} onClick={() => void template()}>
              {t('import.template')}
            </Button>
            <Typography.Text type="secondary">{t('import.templateHint')}</Typography.Text>
          </Space>
          {step.error && <Alert type="error" showIcon message={step.error} data-testid="import-error" />}
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('import.drop')}</p>
            <p className="ant-upload-hint">{t('import.dropHint', { max: IMPORT_MAX_ROWS.toLocaleString('en-US') })}</p>
          </Upload.Dragger>
        </Space>
      )}
      {step.kind === 'reading' && (
        <Space direction="vertical" style={{ width: '100%', padding: '24px 0' }}>
          <Typography.Text>{t('import.file', { name: step.fileName })}</Typography.Text>
          <Progress percent={step.percent} status="active" aria-label={step.text} />
          <Typography.Text type="secondary">{step.text}</Typography.Text>
        </Space>
      )}
      {preview && (
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">{t('import.file', { name: preview.fileName })}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph strong data-testid="import-summary" style={{ marginBottom: records ? 0 : 8 }}>
            {t(records ? 'import.summaryRecords' : 'import.summary', {
              records: preview.analysis.good + preview.analysis.bad,
              total: preview.analysis.rows.length,
              good: preview.analysis.good,
              bad: preview.analysis.bad,
            })}
          </Typography.Paragraph>
          {records && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {t('import.recordsHint')}
            </Typography.Paragraph>
          )}
          {preview.notice && <Alert type="error" showIcon style={{ marginBottom: 8 }} message={preview.notice} />}
          {preview.analysis.good === 0 && !preview.notice && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 8 }}
              message={t(records ? 'import.noGoodRecords' : 'import.noGoodRows')}
            />
          )}
          <HeaderNotes analysis={preview.analysis} />
          <PreviewTable analysis={preview.analysis} />
        </>
      )}
    </Modal>
  );
}
