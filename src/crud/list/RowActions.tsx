/** Show, edit and delete for one row, each shown only when the user may use it on that record. */
import { DeleteButton, EditButton, ShowButton } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Space } from 'antd';
import { isEditableState } from '../../access/rules';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useAllowed } from '../access';
import { useDeleteProps } from '../deleteProps';
import { useLang } from '../useLang';

export function RowActions({ schema, record }: { schema: ResourceSchema; record: BaseRecord }) {
  const { t } = useLang();
  const id = record.id;
  const params = { id, record };
  const canShow = useAllowed(schema.name, 'show', params);
  const canEdit = useAllowed(schema.name, 'edit', params) && isEditableState(schema, record);
  const canDelete = useAllowed(schema.name, 'delete', params);
  const deleteProps = useDeleteProps(schema);
  if (id === undefined) return null;
  const common = {
    resource: schema.name,
    recordItemId: id,
    size: 'small' as const,
    hideText: true,
    accessControl: { enabled: false },
  };
  return (
    <Space size={4}>
      {canShow && <ShowButton {...common} title={t('crud.show')} aria-label={t('crud.show')} />}
      {canEdit && <EditButton {...common} title={t('crud.edit')} aria-label={t('crud.edit')} />}
      {canDelete && (
        <DeleteButton
          {...common}
          {...deleteProps}
          title={t('crud.delete')}
          aria-label={t('crud.delete')}
          confirmTitle={t('crud.deleteConfirm')}
          confirmOkText={t('crud.delete')}
          confirmCancelText={t('crud.cancel')}
        />
      )}
    </Space>
  );
}
