/**
 * The generated record screen: values by section, its History tab and workflow trail, workflow actions, edit (editable
 * states only) and delete; on an account (`accounts: true`) the one-time sign-in code (../accounts).
 */
import { errorText } from '../../http/errors';
import { DeleteButton, EditButton } from '@refinedev/antd';
import { useGo, useParsed, useShow, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Result } from 'antd';
import { isEditableState } from '../../access/rules';
import { localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { AccountCodeButton } from '../accounts/AccountCode';
import { useAllowed } from '../access';
import { RecordNotes } from '../comments/RecordNotes';
import { CreateFromButtons } from '../create-from/CreateFrom';
import { LinkedRecords } from '../create-from/LinkedRecords';
import { useDeleteProps } from '../deleteProps';
import { displayText } from '../fields/format';
import { RecordTabs } from '../history/RecordTabs';
import { PrintButton } from '../print/PrintButton';
import { useLang } from '../useLang';
import { PageTitle } from '../PageTitle';
import { RecordFrame } from '../page/PageFrame';
import { ShowSections } from './ShowSections';
import { DutyNotes, WorkflowButtons } from './WorkflowButtons';

interface Props {
  schema: ResourceSchema;
}

export default function ShowPage({ schema }: Props) {
  const { id } = useParsed();
  return <ShowView key={`${schema.name}:${String(id ?? '')}`} schema={schema} />;
}

/** Header title: the record's title field as read, else the resource label. */
function recordTitle(schema: ResourceSchema, record: BaseRecord | undefined, lang: string): string {
  const field = schema.fields.find((f) => f.name === schema.titleField);
  const title = field && record ? displayText(field, record[field.name], { schema, lang }) : '';
  return title || localize(schema.label, lang);
}

function ShowView({ schema }: Props) {
  const { t, lang } = useLang();
  const { id } = useParsed();
  const go = useGo();
  const { query, result: record } = useShow<BaseRecord, HttpError>({ resource: schema.name, id });
  const params = { id, record };
  const canEdit = useAllowed(schema.name, 'edit', params) && record !== undefined && isEditableState(schema, record);
  const canDelete = useAllowed(schema.name, 'delete', params) && record !== undefined;
  const deleteProps = useDeleteProps(schema); // a refused delete shows the server's reason; the page stays

  if (query.isError)
    return (
      <Result
        status={query.error?.statusCode === 404 ? '404' : 'warning'}
        title={query.error?.statusCode === 404 ? t('crud.notFound') : t('crud.loadError')}
        subTitle={query.error ? errorText(query.error) : undefined}
        extra={<Button onClick={() => void query.refetch()}>{t('crud.retry')}</Button>}
      />
    );

  return (
    <RecordFrame
      loading={query.isLoading}
      title={<PageTitle title={recordTitle(schema, record, lang)} />}
      extra={
        <>
          {record && id !== undefined && (
            <WorkflowButtons schema={schema} id={id} record={record} onDone={() => void query.refetch()} />
          )}
          {record && <CreateFromButtons schema={schema} record={record} />}
          {record && id !== undefined && <PrintButton schema={schema} id={id} record={record} />}
          {canEdit && id !== undefined && (
            <EditButton resource={schema.name} recordItemId={id} accessControl={{ enabled: false }} title={t('crud.edit')}>
              {t('crud.edit')}
            </EditButton>
          )}
          {record && id !== undefined && <AccountCodeButton schema={schema} id={id} record={record} />}
          {canDelete && id !== undefined && (
            <DeleteButton
              resource={schema.name}
              recordItemId={id}
              accessControl={{ enabled: false }}
              {...deleteProps}
              title={t('crud.delete')}
              confirmTitle={t('crud.deleteConfirm')}
              confirmOkText={t('crud.delete')}
              confirmCancelText={t('crud.cancel')}
              onSuccess={() => go({ to: schema.route })}
            >
              {t('crud.delete')}
            </DeleteButton>
          )}
        </>
      }
    >
      {record && <DutyNotes schema={schema} record={record} />}
      {record && id !== undefined && (
        <RecordTabs schema={schema} id={id} record={record} details={<ShowSections schema={schema} record={record} />} />
      )}
      {record && id !== undefined && <LinkedRecords schema={schema} id={id} />}
      {record && id !== undefined && <RecordNotes schema={schema} id={id} record={record} />}
    </RecordFrame>
  );
}
