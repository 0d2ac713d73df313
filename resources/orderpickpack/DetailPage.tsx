/**
 * One order's pick list (/apps/orderpickpack/:id): its lines with product, barcode, quantity and picked of
 * ordered (all of them once the order is past packing), the order's document in a preview dialog, and the
 * scan screen for an order ready to pick.
 */
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import ScanOutlined from '@ant-design/icons/es/icons/ScanOutlined';
import { Alert, Button, Card, Descriptions, Flex, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { displayText } from '../../src/crud/fields/format';
import { useSchemaRegistry } from '../../src/crud/SchemaContext';
import { localize } from '../../src/schema/meta/describe';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import { LoadState } from '../LoadState';
import { scanTransition, showDate, statesAfter, usePickList } from './api';
import { usePickText } from './i18n';
import { PickTable } from './PickTable';
import { PreviewModal } from './PreviewModal';
import { usePickPackRoute } from './routes';
import { ScreenHeading } from '../ScreenHeading';

export default function DetailPage({ schema }: { schema: ResourceSchema }) {
  const { t, lang } = usePickText();
  const PICKPACK_ROUTE = usePickPackRoute();
  const registry = useSchemaRegistry();
  const id = Number(useParams().id);
  const [preview, setPreview] = useState(false);
  const { data, loading, error, reload } = usePickList(schema, registry.byName, Number.isInteger(id) ? id : null);
  const wf = schema.workflow;
  const transition = scanTransition(schema);
  const order = data?.order;
  const status = order && wf ? String(order[wf.field] ?? wf.initial) : '';
  const state = wf?.states.find((s) => s.value === status);
  const ready = Boolean(transition?.from.includes(status));
  // Past the packing step (a state reached from its target) every line was picked; before it, none is yet.
  const packed = Boolean(transition && wf && !ready && statesAfter(schema, transition.to).has(status));
  const code = order ? String((schema.naming && order[schema.naming.field]) ?? order.id) : '';
  const show = (name: string) => {
    const f = schema.fields.find((x) => x.name === name);
    return f && order ? displayText(f, order[name], { schema, lang }) : '';
  };

  return (
    <Card
      title={<ScreenHeading>{t('pickList', { code })}</ScreenHeading>}
      extra={
        <Link to={PICKPACK_ROUTE}>
          <Button icon={<ArrowLeftOutlined />}>{t('back')}</Button>
        </Link>
      }
    >
      <LoadState loading={loading} error={error} errorTitle={t('loadError')} retryLabel={t('retry')} onRetry={reload}>
        {order && data && (
          <Flex vertical gap={12}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
              <Descriptions.Item label={t('customer')}>{String(order.customer ?? '')}</Descriptions.Item>
              <Descriptions.Item label={t('date')}>{showDate(order.date, lang)}</Descriptions.Item>
              <Descriptions.Item label={t('status')}>
                <Tag color={state?.color}>{state ? localize(state.label, lang) : status}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('branch')}>{show('branch')}</Descriptions.Item>
              <Descriptions.Item label={t('delivery')}>{show('deliveryMethod')}</Descriptions.Item>
            </Descriptions>
            {!ready && (
              <Alert type="info" showIcon message={t('notReady', { status: state ? localize(state.label, lang) : status })} />
            )}
            <Flex gap={8} wrap>
              <Button icon={<FileSearchOutlined />} onClick={() => setPreview(true)}>
                {t('preview')}
              </Button>
              {ready && (
                <Link to={`${PICKPACK_ROUTE}/pickpack?order=${order.id}`}>
                  <Button type="primary" icon={<ScanOutlined />}>
                    {t('scanAndPack')}
                  </Button>
                </Link>
              )}
            </Flex>
            <PickTable lines={data.lines.map((l) => ({ ...l, picked: packed ? l.ordered : 0 }))} />
            <PreviewModal schema={schema} order={order} open={preview} onClose={() => setPreview(false)} />
          </Flex>
        )}
      </LoadState>
    </Card>
  );
}
