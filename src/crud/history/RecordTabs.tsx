/**
 * The body of a show page: the workflow (steps and trail) when the schema has one, then two tabs, the
 * record's details and its History. Both refresh when the record changes (a workflow action, an edit).
 */
import type { BaseKey, BaseRecord } from '@refinedev/core';
import { Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceSchema } from '../../schema/meta/meta';
import { useLang } from '../useLang';
import { HistoryTab } from './HistoryTab';
import { WorkflowPanel } from './WorkflowPanel';

interface Props {
  schema: ResourceSchema;
  id: BaseKey;
  record: BaseRecord;
  details: ReactNode;
}

export function RecordTabs({ schema, id, record, details }: Props) {
  const { t } = useLang();
  // A changed record (its stamp) gives a fresh history and trail.
  const version = `${String(record.updatedAt ?? '')}|${schema.workflow ? String(record[schema.workflow.field] ?? '') : ''}`;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {schema.workflow && <WorkflowPanel key={version} schema={schema} id={id} record={record} />}
      <Tabs
        items={[
          { key: 'details', label: t('history.details'), children: details },
          { key: 'history', label: t('history.history'), children: <HistoryTab key={version} schema={schema} id={id} /> },
        ]}
      />
    </Space>
  );
}
