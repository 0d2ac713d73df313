/**
 * On a record's show page, one "Create <label>" button per resource that declares createFrom from this
 * one (src/schema/records/create-from.ts), shown where the decision allows it (`createFrom:<source>` through
 * Refine's can(), src/access/create-from.ts, the server's decision too). It opens a dialog saying what
 * is copied and asking only for what the copy leaves empty (the target's required fields; a date
 * starts at today); the server builds, numbers and stores the record (`POST <target>/from/<source>/<id>`)
 * and the new record's page opens.
 */
import { useCustomMutation, useGo, type BaseRecord, type HttpError } from '@refinedev/core';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { apiUrl } from '../../api/client';
import { buildFromSource, createdFromHere, missingInputs } from '../../schema/records/create-from';
import { fieldLabel, localize } from '../../schema/meta/describe';
import type { Data } from '../../schema/expression/expression';
import { isEmptyValue } from '../../schema/meta/field-types';
import type { CreateFromRule, ResourceSchema } from '../../schema/meta/meta';
import { validateRecord } from '../../schema/records/validate';
import { useAllowed } from '../access';
import { useUserSchema } from '../fieldRules';
import { DATE_FORMAT } from '../fields/format';
import { fieldKind } from '../fields/registry';
import { useSchemaRegistry } from '../SchemaContext';
import { fieldDomId, useLang } from '../useLang';

/** "Purchase order" -> "purchase order" inside a sentence; acronyms ("IT asset") and Thai stay as they are. */
export function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

interface Props {
  target: ResourceSchema;
  rule: CreateFromRule;
  source: ResourceSchema;
  record: BaseRecord;
}

function sourceTitle(source: ResourceSchema, record: BaseRecord, lang: string): string {
  const title = record[source.titleField];
  return typeof title === 'string' || typeof title === 'number' ? String(title) : localize(source.label, lang);
}

function CreateFromDialog({ target, rule, source, record, onClose }: Props & { onClose: () => void }) {
  const { t, lang } = useLang();
  const go = useGo();
  const schema = useUserSchema(target);
  const draft = useMemo(() => buildFromSource(schema, rule, record), [schema, rule, record]);
  const inputs = useMemo(() => missingInputs(schema, draft), [schema, draft]);
  // A date the copy leaves empty (the order date) starts at today; the user sees it and may change it.
  const [values, setValues] = useState<Data>(() =>
    Object.fromEntries(inputs.filter((f) => f.type === 'date').map((f) => [f.name, dayjs().format(DATE_FORMAT)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation<BaseRecord, HttpError>();
  const label = localize(target.label, lang);

  const copied = Object.entries(rule.fields ?? {})
    .filter(([, from]) => !isEmptyValue(record[from]))
    .flatMap(([to]) => schema.fields.filter((f) => f.name === to).map((f) => fieldLabel(f, lang)));
  const lines = Object.entries(rule.lines ?? {}).flatMap(([to]) => {
    const table = schema.fields.find((f) => f.name === to);
    const count = Array.isArray(draft[to]) ? (draft[to] as unknown[]).length : 0;
    return table ? [t('linked.createFromLines', { table: fieldLabel(table, lang), count })] : [];
  });

  const submit = () => {
    // The same validator as the server, on what the user typed (the rest is the server's to judge).
    const all = validateRecord(schema, buildFromSource(schema, rule, record, values), lang).errors;
    const own = Object.fromEntries(inputs.flatMap((f) => (all[f.name] ? [[f.name, all[f.name]!]] : [])));
    setErrors(own);
    setFailure(null);
    if (Object.keys(own).length) return;
    mutate(
      {
        url: apiUrl('createFrom', { resource: target.name, source: source.name, id: String(record.id) }),
        method: 'post',
        values,
        successNotification: (data) => ({
          type: 'success',
          message: t('linked.created', {
            label,
            title: String((data?.data as BaseRecord | undefined)?.[target.titleField] ?? ''),
          }),
        }),
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          onClose();
          go({ to: `${target.route}/${String(data.id)}` });
        },
        onError: (error) => {
          const fieldErrors = (error.errors ?? {}) as Record<string, unknown>;
          setErrors(
            Object.fromEntries(inputs.flatMap((f) => (fieldErrors[f.name] ? [[f.name, String(fieldErrors[f.name])]] : []))),
          );
          const rest = Object.entries(fieldErrors).filter(([k]) => !inputs.some((f) => f.name === k));
          setFailure([error.message, ...rest.map(([, m]) => String(m))].filter(Boolean).join('. '));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('linked.create', { label: inSentence(label) })}
      okText={t('linked.create', { label: inSentence(label) })}
      cancelText={t('crud.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('linked.createFromIntro', {
          label: inSentence(label),
          source: sourceTitle(source, record, lang),
          fields: copied.join(', ') || '—',
        })}
      </Typography.Paragraph>
      {lines.map((line) => (
        <Typography.Paragraph key={line}>{line}</Typography.Paragraph>
      ))}
      {failure && (
        <Alert type="error" showIcon message={t('linked.createFailed', { label: inSentence(label) })} description={failure} />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {inputs.length ? t('linked.createFromFill') : t('linked.createFromNothing')}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        {inputs.map((f) => {
          const Input = fieldKind(f.type).Input;
          const id = fieldDomId(`createFrom.${f.name}`);
          return (
            <Form.Item
              key={f.name}
              label={fieldLabel(f, lang)}
              htmlFor={id}
              required
              validateStatus={errors[f.name] ? 'error' : undefined}
              help={errors[f.name]}
            >
              <Input
                field={f}
                schema={schema}
                id={id}
                name={f.name}
                value={values[f.name] ?? null}
                onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
                onBlur={() => undefined}
                disabled={mutation.isPending}
                invalid={Boolean(errors[f.name])}
                lang={lang}
              />
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}

function CreateFromButton(props: Props) {
  const { t, lang } = useLang();
  const [open, setOpen] = useState(false);
  const allowed = useAllowed(props.target.name, `createFrom:${props.source.name}`, { id: props.record.id, record: props.record });
  if (!allowed) return null;
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-create-from={props.target.name}>
        {t('linked.create', { label: inSentence(localize(props.target.label, lang)) })}
      </Button>
      {open && <CreateFromDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The buttons of every resource made from this one (none for most schemas). */
export function CreateFromButtons({ schema, record }: { schema: ResourceSchema; record: BaseRecord }) {
  const registry = useSchemaRegistry();
  return (
    <>
      {createdFromHere(registry.resources, schema.name).map(({ target, rule }) => (
        <CreateFromButton key={target.name} target={target} rule={rule} source={schema} record={record} />
      ))}
    </>
  );
}
