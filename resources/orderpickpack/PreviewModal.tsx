/**
 * The order's document in a dialog: the same A4 layout the show page prints (src/crud/print), on screen,
 * with a button that prints it.
 */
import { useGetIdentity } from '@refinedev/core';
import { Modal, Spin } from 'antd';
import type { UserData } from '../../src/access/types';
import { PrintButton } from '../../src/crud/print/PrintButton';
import { PrintDocument } from '../../src/crud/print/PrintDocument';
import { useHistoryEntries, useReferencedRecords } from '../../src/crud/print/usePrintData';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import type { OrderRow } from './api';
import { usePickText } from './i18n';

interface Props {
  schema: ResourceSchema;
  order: OrderRow;
  open: boolean;
  onClose: () => void;
}

function Preview({ schema, order }: { schema: ResourceSchema; order: OrderRow }) {
  const { data: user } = useGetIdentity<UserData>();
  const history = useHistoryEntries(schema, order.id, String(order.updatedAt ?? ''));
  const refs = useReferencedRecords(schema, order);
  if (refs.status === 'loading') return <Spin />;
  return (
    <div className="pickpack-preview" data-testid="pickpack-preview">
      <PrintDocument
        schema={schema}
        record={order}
        refs={refs.status === 'ready' ? refs.data : new Map()}
        history={history}
        printedBy={user?.fullName ?? ''}
        printedAt={new Date().toISOString()}
      />
    </div>
  );
}

export function PreviewModal({ schema, order, open, onClose }: Props) {
  const { t } = usePickText();
  const code = schema.naming ? String(order[schema.naming.field] ?? '') : String(order.id);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('previewTitle', { code })}
      width={880}
      destroyOnHidden
      footer={[<PrintButton key="print" schema={schema} id={order.id} record={order} />]}
    >
      {open && <Preview schema={schema} order={order} />}
    </Modal>
  );
}
