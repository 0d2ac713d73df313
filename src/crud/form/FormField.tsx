/** One top-level form field: a labelled antd Form.Item around the registry's control, bound to react-hook-form. */
import { Form, Input } from 'antd';
import { Controller, get, useFormContext } from 'react-hook-form';
import type { Data } from '../../schema/expression/expression';
import { fieldLabel, isReadOnly, isRequired, isVisible } from '../../schema/meta/describe';
import type { Field, ResourceSchema } from '../../schema/meta/meta';
import { readPath } from '../../schema/expression/expression';
import { endsOf } from '../../schema/records/date-order';
import { fieldHelp } from '../fields/format';
import { fieldKind } from '../fields/registry';
import type { FormMode } from '../resolver';
import { serverAssignedFields } from '../resolver';
import { fieldDomId, useLang } from '../useLang';

interface Props {
  schema: ResourceSchema;
  field: Field;
  mode: FormMode;
  /** Form values with formulas applied: drives conditions and computed values as the user types. */
  live: Data;
  /** The whole record is locked (its workflow state is not editable). */
  locked: boolean;
}

const messageAt = (errors: unknown, path: string): string | undefined => {
  const m: unknown = get(errors, `${path}.root.message`) ?? get(errors, `${path}.message`);
  return typeof m === 'string' ? m : undefined;
};

export function FormField({ schema, field, mode, live, locked }: Props) {
  const { t, lang } = useLang();
  const { control, formState } = useFormContext();
  if (!isVisible(field, live)) return null;

  const kind = fieldKind(field.type);
  const ends = endsOf(schema.fields, field.name);
  const id = fieldDomId(field.name);
  const label = fieldLabel(field, lang);
  const readOnly = locked || isReadOnly(schema, field, live);
  const itemProps = { label, htmlFor: id, required: !readOnly && isRequired(field, live), extra: fieldHelp(field, lang) };

  // The server numbers new documents and sets their first state: say so instead of offering an input.
  if (mode === 'create' && serverAssignedFields(schema).has(field.name)) {
    if (field.type === 'status') return null;
    return (
      <Form.Item {...itemProps} required={false}>
        <Input id={id} disabled placeholder={t('crud.autoNumber')} />
      </Form.Item>
    );
  }

  if (kind.selfBound) {
    const error = messageAt(formState.errors, field.name);
    return (
      <Form.Item {...itemProps} validateStatus={error ? 'error' : undefined} help={error}>
        <kind.Input
          field={field}
          schema={schema}
          id={id}
          name={field.name}
          value={readPath(live, field.name)}
          onChange={() => undefined}
          onBlur={() => undefined}
          disabled={readOnly}
          invalid={Boolean(error)}
          lang={lang}
        />
      </Form.Item>
    );
  }

  return (
    <Controller
      control={control}
      name={field.name}
      // A range's end is checked again as its start changes: a start moved back clears the end's refusal at once.
      rules={ends.length ? { deps: ends } : undefined}
      render={({ field: bound, fieldState }) => {
        // A child table's cell errors are marked in their cells; the field is in error only for a message of its own
        // (antd colours every input inside an item in error, which turned a whole table red for one cell).
        const error = field.type === 'table' ? messageAt(formState.errors, field.name) : fieldState.error?.message;
        const invalid = field.type === 'table' ? Boolean(error) : Boolean(fieldState.error);
        return (
          <Form.Item {...itemProps} validateStatus={invalid ? 'error' : undefined} help={error}>
            <kind.Input
              field={field}
              schema={schema}
              id={id}
              name={bound.name}
              value={bound.value}
              onChange={bound.onChange}
              onBlur={bound.onBlur}
              disabled={readOnly}
              invalid={invalid}
              lang={lang}
            />
          </Form.Item>
        );
      }}
    />
  );
}
