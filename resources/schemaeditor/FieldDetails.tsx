/**
 * A field's details, opened under its row of the fields table: its help text in the four languages, its conditions
 * (visibleIf, requiredIf, readOnlyIf) as JSON expressions, the constraints its type takes (min, max, the lengths, a
 * pattern and its message, unique) and, for a table, its columns (ChildColumns.tsx). Each control writes one key of
 * the field (model-details.ts) and shows the server's errors for it (errors.ts).
 */
import { Form, Input, Row, Switch, Typography, type ColProps } from 'antd';
import { NumberBox } from '../../src/crud/fields/NumberBox';
import type { ReactNode } from 'react';
import { ChildColumns } from './ChildColumns';
import { ErrorItem } from './CellErrors';
import { fieldControl, type DetailKey, type PathError } from './errors';
import { useSchemaEditorText } from './i18n';
import { JsonBox } from './JsonBox';
import { LangInputs } from './LangInputs';
import { PartTitle } from './PartTitle';
import { text, type Json } from './model';
import {
  CONDITION_KEYS,
  constraintsOf,
  setFieldDetail,
  setLocalized,
  textIn,
  type ConstraintKey,
  type LocalizedKey,
} from './model-details';

interface Props {
  field: Json;
  index: number;
  onChange: (field: Json) => void;
  errors: Map<string, PathError[]>;
  targets: string[];
  /** The id of the panel (the Details button's aria-controls). */
  id: string;
}

/** An example expression, shown in an empty condition box. */
export const EXPRESSION_EXAMPLE = '{"==": [{"var": "status"}, "open"]}';

const LENGTHS: readonly ConstraintKey[] = ['minLength', 'maxLength'];

export function FieldDetails({ field, index, onChange, errors, targets, id }: Props) {
  const { t } = useSchemaEditorText();
  const type = text(field.type);
  const errs = (key: DetailKey) => errors.get(fieldControl(index, key));
  const labelOf = (what: string) => t('cellLabel', { column: what, n: index + 1 });
  const item = (key: DetailKey, label: string, control: ReactNode, col: ColProps) => (
    <ErrorItem key={key} label={label} errors={errs(key)} col={col}>
      {control}
    </ErrorItem>
  );
  const localized = (key: LocalizedKey, what: string) => (
    <LangInputs
      what={what}
      value={(lang) => textIn(field, key, lang)}
      onChange={(lang, v) => onChange(setLocalized(field, key, lang, v))}
      labelOf={labelOf}
      errorsOf={(lang) => errs(`${key}.${lang}`)}
    />
  );
  const constraints = constraintsOf(field);

  const constraint = (key: ConstraintKey): ReactNode => {
    const label = t(key);
    const value = field[key];
    if (key === 'unique')
      return item(
        key,
        label,
        <Switch
          aria-label={labelOf(label)}
          checked={value === true}
          onChange={(on) => onChange(setFieldDetail(field, key, on))}
        />,
        { xs: 12, sm: 8, lg: 4 },
      );
    if (key === 'pattern')
      return item(
        key,
        label,
        <Input
          aria-label={labelOf(label)}
          spellCheck={false}
          dir="ltr"
          style={{ fontFamily: 'monospace' }}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(setFieldDetail(field, key, e.target.value))}
        />,
        { xs: 24, lg: 8 },
      );
    return item(
      key,
      label,
      // What is typed stays in the draft as typed: text that is not a number is refused by the schema check, beside this box.
      <NumberBox
        aria-label={labelOf(label)}
        rules={{ integer: LENGTHS.includes(key), unsigned: LENGTHS.includes(key) }}
        value={typeof value === 'number' || typeof value === 'string' ? value : null}
        onChange={(v) => onChange(setFieldDetail(field, key, v))}
      />,
      { xs: 12, sm: 8, lg: 4 },
    );
  };

  return (
    <div
      id={id}
      role="region"
      aria-label={t('detailsOf', { n: index + 1, name: text(field.name) })}
      className="schema-field-details"
      style={{ padding: '4px 8px 8px' }}
    >
      <Form layout="vertical" component="div" size="small">
        <PartTitle>{t('help')}</PartTitle>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
          {t('helpHint')}
        </Typography.Paragraph>
        {localized('help', t('help'))}

        <PartTitle>{t('conditions')}</PartTitle>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
          {t('conditionsHint')}
        </Typography.Paragraph>
        <Row gutter={12}>
          {CONDITION_KEYS.map((key) =>
            item(
              key,
              t(key),
              <JsonBox
                compact
                label={labelOf(t(key))}
                placeholder={EXPRESSION_EXAMPLE}
                value={field[key]}
                onChange={(v) => onChange(setFieldDetail(field, key, v))}
              />,
              { xs: 24, lg: 8 },
            ),
          )}
        </Row>

        <PartTitle>{t('constraints')}</PartTitle>
        {constraints.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('noConstraints', { type })}
          </Typography.Paragraph>
        ) : (
          <Row gutter={12}>{constraints.map(constraint)}</Row>
        )}
        {constraints.includes('pattern') && localized('patternMessage', t('patternMessage'))}

        {(type === 'table' || field.fields !== undefined || !!errs('fields')?.length) && (
          <ChildColumns field={field} index={index} onChange={onChange} errors={errors} targets={targets} />
        )}
      </Form>
    </div>
  );
}
