/**
 * The generated create form of the draft, as the crud engine draws it (src/crud/form/FormSections) with the same
 * resolver, so "Check" shows the messages a user would get; nothing is saved. The draft is put in the registry the
 * form's fields read (a reference to the resource itself resolves). A draft the form cannot draw says so.
 */
import { Alert, Button, Form, Space } from 'antd';
import { Component, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { SchemaRegistryProvider } from '../../src/crud/SchemaContext';
import { FormSections } from '../../src/crud/form/FormSections';
import { formDefaults, schemaResolver } from '../../src/crud/resolver';
import type { Data } from '../../src/schema/expression/expression';
import type { ResourceSchema } from '../../src/schema/meta/meta';
import { createRegistry, type SchemaRegistry } from '../../src/schema/loader/registry';
import { applyFormulas } from '../../src/schema/records/validate';
import { useSchemaEditorText } from './i18n';
import { fieldsOf, jsonOf, type Json } from './model';

class Boundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function PreviewForm({ schema }: { schema: ResourceSchema }) {
  const { t, lang } = useSchemaEditorText();
  const resolver = useMemo(() => schemaResolver<FieldValues>(schema, 'create', () => lang), [schema, lang]);
  const form = useForm<FieldValues>({ resolver, defaultValues: formDefaults(schema) });
  const watched = useWatch({ control: form.control });
  const live = useMemo(() => applyFormulas(schema, watched as Data), [schema, watched]);
  return (
    <FormProvider {...form}>
      <Form layout="vertical" component="div">
        <FormSections schema={schema} mode="create" live={live} locked={false} />
      </Form>
      <Space style={{ marginTop: 12 }}>
        <Button onClick={() => void form.handleSubmit(() => undefined)()}>{t('previewCheck')}</Button>
        <Button onClick={() => form.reset(formDefaults(schema))}>{t('previewReset')}</Button>
      </Space>
    </FormProvider>
  );
}

export function Preview({ draft, registry }: { draft: Json; registry: SchemaRegistry }) {
  const { t } = useSchemaEditorText();
  const text = jsonOf(draft);
  const schema = useMemo(() => JSON.parse(text) as ResourceSchema, [text]);
  const withDraft = useMemo(
    () => createRegistry(registry.areas, [...registry.resources.filter((r) => r.name !== schema.name), schema]),
    [registry, schema],
  );
  if (!fieldsOf(draft).length) return <Alert type="info" showIcon message={t('previewEmpty')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('previewIntro')} />
      <Boundary
        key={text}
        fallback={(e) => <Alert type="warning" showIcon message={t('previewBroken')} description={e.message} />}
      >
        <SchemaRegistryProvider registry={withDraft}>
          <PreviewForm key={text} schema={schema} />
        </SchemaRegistryProvider>
      </Boundary>
    </Space>
  );
}
