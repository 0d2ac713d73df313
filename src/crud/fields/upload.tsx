/** File and image fields: upload through src/api/upload.ts and store `{ url, name }`. */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { useNotification } from '@refinedev/core';
import { Button, Image, Space, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../api/upload';
import { EMPTY_MARK } from './display';
import { fileList, type FileRef } from './format';
import type { DisplayProps, InputProps } from './types';

const asUploadFile = (f: FileRef, image: boolean): UploadFile => ({
  uid: f.url,
  name: f.name,
  url: f.url,
  status: 'done',
  thumbUrl: image ? f.url : undefined,
});

export function FileInput(p: InputProps) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const image = p.field.type === 'image';
  // A stored list stays a list (the server accepts both); a single value is replaced on a new upload.
  const multiple = Array.isArray(p.value);
  const current = fileList(p.value);
  const [pending, setPending] = useState<UploadFile[]>([]);

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    const uid = `pending-${'uid' in file ? String(file.uid) : file.name}`;
    setPending((list) => [...list, { uid, name: file.name, status: 'uploading' }]);
    uploadFile(file, { field: p.field.name })
      .then((uploaded) => {
        setPending((list) => list.filter((x) => x.uid !== uid));
        const ref: FileRef = { url: uploaded.url, name: uploaded.name };
        p.onChange(multiple ? [...current, ref] : ref);
        onSuccess?.(uploaded);
      })
      .catch((err: unknown) => {
        setPending((list) => list.map((x) => (x.uid === uid ? { ...x, status: 'error' } : x)));
        open?.({ type: 'error', message: t('crud.uploadFailed'), description: err instanceof Error ? err.message : undefined });
        onError?.(err instanceof Error ? err : new Error(String(err)));
      });
  };

  const onRemove = (removed: UploadFile) => {
    if (removed.uid.startsWith('pending-')) {
      setPending((list) => list.filter((x) => x.uid !== removed.uid));
      return true;
    }
    const rest = current.filter((f) => f.url !== removed.uid);
    p.onChange(multiple ? rest : null);
    return true;
  };

  return (
    <Upload
      id={p.id}
      accept={p.field.accept ?? (image ? 'image/*' : undefined)}
      listType={image ? 'picture-card' : 'text'}
      fileList={[...current.map((f) => asUploadFile(f, image)), ...pending]}
      customRequest={customRequest}
      onRemove={onRemove}
      disabled={p.disabled}
      showUploadList={{ showPreviewIcon: false }}
    >
      {image ? (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('crud.upload')}</div>
        </div>
      ) : (
        <Button icon={<UploadOutlined />} disabled={p.disabled}>
          {t('crud.upload')}
        </Button>
      )}
    </Upload>
  );
}

export function FileDisplay(p: DisplayProps) {
  const files = fileList(p.value);
  if (!files.length) return <>{EMPTY_MARK}</>;
  if (p.field.type === 'image')
    return (
      <Image.PreviewGroup>
        <Space wrap>
          {files.map((f) => (
            <Image key={f.url} src={f.url} alt={f.name} width={64} height={64} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  return (
    <Space direction="vertical" size={0}>
      {files.map((f) => (
        <a key={f.url} href={f.url} target="_blank" rel="noreferrer" download={f.name} onClick={(e) => e.stopPropagation()}>
          {f.name}
        </a>
      ))}
    </Space>
  );
}
