/**
 * The generated create and edit screen: react-hook-form with the schema resolver (the same rules as
 * the server), live formulas, server 400 errors beside their fields, redirect to the record when saved.
 */
import { errorText } from '../../http/errors';
import { RefreshButton, SaveButton } from '@refinedev/antd';
import { useParsed, type BaseRecord, type HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/react-hook-form';
import { Alert, Button, Form, Result, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useWatch, type FieldValues } from 'react-hook-form';
import { isEditableState, recordOwner } from '../../access/rules';
import { getUser } from '../../providers/session';
import type { Data } from '../../schema/expression/expression';
import { applyFormulas } from '../../schema/records/validate';
import { fieldOptions, localize } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';
import { editValues, formDefaults, schemaResolver, serverErrorEntries, tableFieldNames, type FormMode } from '../resolver';
import { useRecordLocks } from '../fieldRules';
import { usePrefill } from '../tree/prefill';
import { useLang } from '../useLang';
import { FormSections } from './FormSections';
import { CancelButton } from './CancelButton';
import { firstError } from './errorFocus';
import { useFocusError } from './useFocusError';
import { useFormDrafts } from '../drafts/useFormDrafts';
import { useFetchFill } from '../fetch/useFetchFill';
import { useScanEntry } from '../scan/useScanEntry';
import { PageTitle } from '../PageTitle';
import { RecordFrame } from '../page/PageFrame';
import { ConflictDialog } from './conflict/ConflictDialog';
import { useEditConflict } from './conflict/useEditConflict';

interface Props {
  schema: ResourceSchema;
  mode: FormMode;
  /** A landing page of its own (the guest's application): no breadcrumb or back arrow into screens the user cannot open. */
  standalone?: boolean;
}

/** Remount per resource and mode: the field set decides which hooks run. */
export default function FormPage({ schema, mode, standalone }: Props) {
  const { id } = useParsed();
  return <FormView key={`${schema.name}:${mode}:${String(id ?? '')}`} schema={schema} mode={mode} standalone={standalone} />;
}

function stateLabel(schema: ResourceSchema, record: Data, lang: string): string {
  const wf = schema.workflow;
  const status = schema.fields.find((f) => f.name === wf?.field);
  const value = wf ? String(record[wf.field] ?? wf.initial) : '';
  return (status && fieldOptions(schema, status, lang).find((o) => o.value === value)?.label) || value;
}

/**
 * The author's people id for segregation of duties (src/access/duties.ts): the user on a new record or on a record
 * they own (the edited values carry its owner); otherwise unknown, and the server decides.
 */
function authorId(schema: ResourceSchema, mode: FormMode, values: Data): unknown {
  const me = getUser();
  if (!me) return undefined;
  return mode === 'create' || recordOwner(schema, values) === me.username ? me.employeeId : undefined;
}

/** Enter confirms a date or an option inside pickers and selects; it must not also submit the form. */
function keepEnterInPickers(e: React.KeyboardEvent) {
  if (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('.ant-picker, .ant-select')) e.preventDefault();
}

function FormView({ schema, mode, standalone = false }: Props) {
  const { t, lang, i18n } = useLang();
  const { id } = useParsed();
  // The resolver asks i18next on each run, so messages follow a language switch.
  const resolver = useMemo(
    () =>
      schemaResolver<FieldValues>(
        schema,
        mode,
        () => i18n.resolvedLanguage ?? 'en',
        (values) => authorId(schema, mode, values),
      ),
    [schema, mode, i18n],
  );
  // Values handed over by the page that opened this form (the tree's "Add below": the parent), over the defaults.
  const prefill = JSON.stringify(usePrefill(schema, mode));
  const defaults = useMemo(
    () => ({ ...formDefaults(schema, getUser()?.employeeId), ...(JSON.parse(prefill) as Data) }),
    [schema, prefill],
  );

  // The version of the copy loaded goes with the save (If-Match); a 412 opens the conflict dialog (./conflict).
  const conflict = useEditConflict();
  const form = useForm<BaseRecord, HttpError, FieldValues>({
    refineCoreProps: {
      resource: schema.name,
      action: mode,
      id: mode === 'edit' ? id : undefined,
      redirect: 'show',
      mutationMeta: { headers: conflict.headers },
      errorNotification: conflict.errorNotification,
      // A save, refused or not, does not read the record again behind the form: Refine would overwrite every field
      // with it, what the user typed included (the record's page reads it afresh when it opens).
      ...(mode === 'edit' ? { invalidates: ['list', 'many'] as ['list', 'many'] } : {}),
    },
    warnWhenUnsavedChanges: true,
    // Refine maps only error keys present in the payload; submit() maps them all, nested table paths included.
    disableServerSideValidation: true,
    resolver,
    defaultValues: defaults,
  });
  const { query, formLoading, onFinish } = form.refineCore;
  const record = query?.data?.data;

  // Load the stored record once, merged over defaults, so dirty tracking starts clean.
  const loadedId = useRef<unknown>(undefined);
  const { reset } = form;
  const { loaded: loadedVersion } = conflict;
  useEffect(() => {
    if (mode !== 'edit' || !record || loadedId.current === record.id) return;
    loadedId.current = record.id;
    loadedVersion(schema.name, record);
    reset(editValues(schema, record));
  }, [mode, record, reset, schema, loadedVersion]);

  const watched = useWatch({ control: form.control });
  const live = useMemo(() => applyFormulas(schema, watched as Data), [schema, watched]);

  const locked = mode === 'edit' && record !== undefined && !isEditableState(schema, record);
  const wf = schema.workflow;
  const lockedBy = mode === 'edit' ? record : wf ? { ...live, [wf.field]: wf.initial } : live;
  const fieldsSchema = useRecordLocks(schema, lockedBy as Data | undefined);
  const { setError } = form;
  // Generic form capabilities declared by the schema: drafts, fields filled from a picked record, a scanner's field.
  const drafts = useFormDrafts(schema, mode, form);
  useFetchFill(schema, form);
  const scanKeys = useScanEntry(schema, mode);
  // A failed save moves to the first bad field: its tab opens, the field takes the focus.
  const [activeTab, setActiveTab] = useState<string | undefined>(undefined);
  const focusError = useFocusError(setActiveTab);
  const submit = form.handleSubmit(
    async (values) => {
      await onFinish(values).then(drafts.onSaved, (error: unknown) => {
        if (conflict.caught(error)) return; // changed since it was opened: the user chooses (ConflictDialog)
        const errors = error !== null && typeof error === 'object' ? (error as Partial<HttpError>).errors : undefined;
        const entries = serverErrorEntries(errors, tableFieldNames(schema));
        for (const [path, message] of entries) setError(path, { type: 'server', message }, { shouldFocus: false });
        focusError(firstError(schema, Object.fromEntries(entries.map(([path, message]) => [path, { type: 'server', message }]))));
      });
    },
    (errors) => focusError(firstError(schema, errors)),
  );
  const label = localize(schema.label, lang);
  const title = `${mode === 'create' ? t('crud.create') : t('crud.edit')} ${label}`;
  const saveButtonProps = {
    children: t('crud.save'),
    loading: formLoading && !query?.isLoading,
    disabled: formLoading || locked,
    hidden: locked,
    onClick: () => void submit(),
  };
  // dirtyFields, not isDirty: isDirty also flips when a control registers a key the defaults lack.
  const dirty = Object.keys(form.formState.dirtyFields).length > 0 ? <Tag color="warning">{t('crud.unsavedChanges')}</Tag> : null;

  if (mode === 'edit' && query?.isError)
    return (
      <Result
        status="warning"
        title={query.error?.statusCode === 404 ? t('crud.notFound') : t('crud.loadError')}
        subTitle={query.error ? errorText(query.error) : undefined}
        extra={<Button onClick={() => void query.refetch()}>{t('crud.retry')}</Button>}
      />
    );

  const body = (
    <FormProvider {...form}>
      {locked && record && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('crud.readOnlyNotice', { state: stateLabel(schema, record, lang) })}
        />
      )}
      {/* A real form element: Enter submits, and labels sit in one vertical layout. */}
      <Form
        layout="vertical"
        component="form"
        onFinish={() => void submit()}
        onKeyDown={(e) => {
          scanKeys(e);
          keepEnterInPickers(e);
        }}
        disabled={locked}
        aria-label={title}
      >
        <FormSections
          schema={fieldsSchema}
          mode={mode}
          live={live}
          locked={locked}
          activeTab={activeTab}
          onTabChange={setActiveTab}
        />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      <ConflictDialog schema={schema} control={conflict} form={form} onSave={() => void submit()} />
    </FormProvider>
  );

  // As Refine's Create and Edit drew them: Edit's Save waits for the record, Create's submits; Edit's title bar offers Refresh.
  const save = (
    <SaveButton
      {...(mode === 'edit' && query?.isLoading ? { disabled: true } : {})}
      {...saveButtonProps}
      {...(mode === 'create' ? { htmlType: 'submit' as const } : {})}
    />
  );
  return mode === 'create' ? (
    <RecordFrame
      title={standalone ? title : <PageTitle title={title} />}
      footer={
        <>
          {!standalone && <CancelButton schema={schema} />}
          {save}
        </>
      }
      extra={
        dirty || drafts.buttons ? (
          <>
            {dirty}
            {drafts.buttons}
          </>
        ) : null
      }
      {...(standalone ? { breadcrumb: false } : {})}
    >
      {body}
    </RecordFrame>
  ) : (
    <RecordFrame
      title={<PageTitle title={title} />}
      loading={query?.isLoading}
      footer={
        <>
          <CancelButton schema={schema} id={id} />
          {save}
        </>
      }
      extra={
        <>
          {dirty}
          <RefreshButton resource={schema.name} recordItemId={id} disabled={query?.isLoading} />
        </>
      }
    >
      {body}
    </RecordFrame>
  );
}
